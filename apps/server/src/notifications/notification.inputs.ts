import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

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
