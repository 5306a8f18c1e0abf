import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { NOTIFICATION_KINDS } from '@gatherly/schema';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';

/** Query of GET /api/notifications. */
export class NotificationsQuery {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.sequenceId, description: 'next_cursor.before of the page shown; none for the newest page.' })
  @IsOptional()
  @IsString()
  before?: string;
}

/** Body of POST /api/notifications/read. */
export class MarkReadBody {
  @ApiPropertyOptional({ ...FIELD_SCHEMAS.sequenceId, description: 'The position of the newest entry the user saw; none to mark every entry read.' })
  @IsOptional()
  @IsString()
  up_to?: string;
}

/** Body of PATCH /api/notifications/preferences. */
export class PreferenceBody {
  @ApiProperty({ enum: NOTIFICATION_KINDS, description: 'The kind of notification to set.' })
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

  @ApiPropertyOptional({ description: 'Pushed to the devices where push notifications are on.' })
  @IsOptional()
  @IsBoolean()
  push?: boolean;
}

/** The token of an unsubscribe link, in the query (one click from a mail program) or the body. */
export class UnsubscribeQuery {
  @ApiPropertyOptional({ minLength: 1, description: 'The token of the link.' })
  @IsOptional()
  @IsString()
  token?: string;
}
