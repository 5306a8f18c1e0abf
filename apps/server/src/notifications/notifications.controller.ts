import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { MarkReadBody, NotificationsQuery } from './notification.inputs';
import { notificationPageJson } from './notification.json';
import { NotificationsService } from './notifications.service';

/** The signed-in user's notifications. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api/notifications')
@UseGuards(AuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'A page of notification entries, newest first, with the unread count; `before` pages on.' })
  async list(@CurrentViewer() viewer: Viewer, @Query() query: NotificationsQuery) {
    return { success: true, data: notificationPageJson(await this.notifications.list(viewer, query.before)) };
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks entries read: all, or those up to `up_to` (a position). Answers the unread count left.' })
  async read(@CurrentViewer() viewer: Viewer, @Body() body: MarkReadBody) {
    return { success: true, data: { unread_count: await this.notifications.markRead(viewer, body?.up_to) } };
  }
}
