import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ATTENDANCE_LIMITS, LIMITS, RSVP_STATUSES } from '@gatherly/schema';
import { IsOptional, IsString } from 'class-validator';
import { PageCursorInput } from '../../common/paging/page-cursor.model';

/** Body of `POST /api/events/going/:id`. */
export class GoBody {
  @ApiPropertyOptional({ type: String, maxLength: ATTENDANCE_LIMITS.messageLength, description: 'For an event whose hosts approve guests: a few words to them; kept with the request.' })
  @IsOptional()
  @IsString()
  message?: string;
}

/** Query of the guest list's CSV: which guests. */
export class GuestsFilter {
  @ApiPropertyOptional({ enum: [...RSVP_STATUSES], description: 'Only guests with this answer; none lists all.' })
  @IsOptional()
  @IsString()
  status?: string;

  @ApiPropertyOptional({ type: String, maxLength: LIMITS.usernameMaxLength, description: 'Part of the user name, ignoring case; blank lists all.' })
  @IsOptional()
  @IsString()
  query?: string;
}

/** Query of the guest list: which guests, and the next_cursor of the page before. */
export class GuestsQuery extends IntersectionType(GuestsFilter, PageCursorInput) {}
