import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { PLACE_LIMITS, PLACE_MESSAGES } from '@gatherly/schema';
import { checkText } from '../common/errors/validation-pipe';

/** Query of the place search. */
export class PlacesQuery {
  @ApiPropertyOptional({
    type: String,
    maxLength: PLACE_LIMITS.queryLength,
    example: 'Paris, Texas',
    description: 'Required: the start of a place name (accents and case ignored), optionally followed by ", region or country".',
  })
  @IsOptional()
  @IsString({ message: checkText(PLACE_MESSAGES.queryRequired) })
  query?: string;
}
