import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Body of the moderation routes that tell someone why. */
export class ModerationReasonBody {
  @ApiProperty({ description: 'Why, as the account concerned is told it; at most 500 characters.' })
  @IsOptional()
  @IsString()
  reason?: string;
}
