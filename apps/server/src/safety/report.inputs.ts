import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Body of POST /api/reports. */
export class ReportBody {
  @ApiProperty({ description: 'account, remark, post, event, comment or message.' })
  @IsOptional()
  @IsString()
  target_type?: string;

  @ApiProperty({ description: "The target's id (a message's number for messages)." })
  @IsOptional()
  @IsString()
  target_id?: string;

  @ApiProperty({ description: 'spam, harassment, hate, violence, nudity, false_information or other.' })
  @IsOptional()
  @IsString()
  reason?: string;

  @ApiPropertyOptional({ description: 'Details, at most 500 characters.' })
  @IsOptional()
  @IsString()
  text?: string;
}
