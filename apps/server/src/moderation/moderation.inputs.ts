import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MODERATION_LIMITS } from '@gatherly/schema';
import { textOf } from '../openapi/field-schemas';

/** Body of the moderation routes that tell someone why. */
export class ModerationReasonBody {
  @ApiProperty({ ...textOf(MODERATION_LIMITS.reasonLength, 1), description: 'Why, as the account concerned is told it (for a dismissal, as the moderation log keeps it); not blank, trimmed before it is counted.' })
  @IsOptional()
  @IsString()
  reason?: string;
}
