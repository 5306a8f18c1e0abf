import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { REPORT_LIMITS, REPORT_REASONS, REPORT_TARGET_TYPES, SEQUENCE_ID_PATTERN, UUID_PATTERN } from '@gatherly/schema';
import { textOf } from '../openapi/field-schemas';

/** Body of POST /api/reports. */
export class ReportBody {
  @ApiProperty({ enum: REPORT_TARGET_TYPES, description: 'What is reported.' })
  @IsOptional()
  @IsString()
  target_type?: string;

  @ApiProperty({ type: String, pattern: `${UUID_PATTERN.source}|${SEQUENCE_ID_PATTERN.source}`, description: "The target's id: a UUID, or a message's number for messages." })
  @IsOptional()
  @IsString()
  target_id?: string;

  @ApiProperty({ enum: REPORT_REASONS, description: 'Why it is reported.' })
  @IsOptional()
  @IsString()
  reason?: string;

  @ApiPropertyOptional({ ...textOf(REPORT_LIMITS.textLength), description: 'Details; trimmed before it is counted.' })
  @IsOptional()
  @IsString()
  text?: string;
}
