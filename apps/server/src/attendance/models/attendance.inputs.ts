import { ApiPropertyOptional } from '@nestjs/swagger';
import { ATTENDANCE_LIMITS, RSVP_STATUSES } from '@gatherly/schema';
import { IsOptional, IsString } from 'class-validator';
import { FIELD_SCHEMAS } from '../../openapi/field-schemas';

/** Body of `POST /api/events/going/:id`. */
export class GoBody {
  @ApiPropertyOptional({ type: String, maxLength: ATTENDANCE_LIMITS.messageLength, description: 'For an event whose hosts approve guests: a few words to them; kept with the request.' })
  @IsOptional()
  @IsString()
  message?: string;
}

/** Query of the guest list and its CSV: filters, and the next_cursor of the page before. */
export class GuestsQuery {
  @ApiPropertyOptional({ enum: [...RSVP_STATUSES], description: 'Only guests with this answer; none lists all.' })
  @IsOptional()
  @IsString()
  status?: string;

  @ApiPropertyOptional({ type: String, description: 'Part of the user name, ignoring case; blank lists all.' })
  @IsOptional()
  @IsString()
  query?: string;

  @ApiPropertyOptional({ ...FIELD_SCHEMAS.cursorTimestamp, description: 'cursor_timestamp of the previous page; with cursor_id.' })
  @IsOptional()
  @IsString()
  cursor_timestamp?: string;

  @ApiPropertyOptional({ ...FIELD_SCHEMAS.uuid, description: 'cursor_id of the previous page; with cursor_timestamp.' })
  @IsOptional()
  @IsString()
  cursor_id?: string;
}
