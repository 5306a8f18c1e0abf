import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

/** Query of GET /api/notifications. */
export class NotificationsQuery {
  @ApiPropertyOptional({ description: 'next_cursor.before of the page shown; none for the newest page.' })
  @IsOptional()
  @IsString()
  before?: string;
}

/** Body of POST /api/notifications/read. */
export class MarkReadBody {
  @ApiPropertyOptional({ description: 'The position of the newest entry the user saw; none to mark every entry read.' })
  @IsOptional()
  @IsString()
  up_to?: string;
}

/** Body of PATCH /api/notifications/preferences. */
export class PreferenceBody {
  @ApiProperty({ description: 'follow, like, comment, interest or event_reminder.' })
  @IsString()
  kind: string;

  @ApiPropertyOptional({ description: 'Shown in the bell and the Notifications page.' })
  @IsOptional()
  @IsBoolean()
  in_app?: boolean;

  @ApiPropertyOptional({ description: 'Sent by e-mail.' })
  @IsOptional()
  @IsBoolean()
  email?: boolean;
}

/** The token of an unsubscribe link, in the query (one click from a mail program) or the body. */
export class UnsubscribeQuery {
  @ApiPropertyOptional({ description: 'The token of the link.' })
  @IsOptional()
  @IsString()
  token?: string;
}
