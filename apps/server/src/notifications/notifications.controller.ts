import { Body, Controller, Get, HttpCode, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { NOTIFICATION_MESSAGES } from '@gatherly/schema';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { MarkReadBody, NotificationsQuery, PreferenceBody, UnsubscribeQuery } from './notification.inputs';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationJson, notificationPageJson } from './notification.json';
import { NotificationCursor, NotificationPreference } from './notification.models';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { NotificationsService } from './notifications.service';
import { ApiAuth } from '../openapi/openapi-document';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** The signed-in user's notifications. */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  @Get()
  @UseGuards(AuthGuard)
  @ApiAuth()
  @ApiOperation({ summary: 'A page of notification entries, newest first, with the unread count; `before` pages on.' })
  @ApiSuccess(200, 'A page of entries.', { notifications: [NotificationJson], next_cursor: orNull(NotificationCursor), unread_count: { type: 'integer' } })
  @ApiFailures(400, 401, 403)
  async list(@CurrentViewer() viewer: Viewer, @Query() query: NotificationsQuery, @InLanguage() language: RequestLanguage) {
    return { success: true, data: notificationPageJson(await this.notifications.list(viewer, query.before, language.answer)) };
  }

  @Post('read')
  @UseGuards(AuthGuard)
  @HttpCode(200)
  @ApiAuth()
  @ApiOperation({ summary: 'Marks entries read: all, or those up to `up_to` (a position). Answers the unread count left.' })
  @ApiSuccess(200, 'The unread count left.', { unread_count: { type: 'integer' } })
  @ApiFailures(400, 401, 403, 413, 415)
  async read(@CurrentViewer() viewer: Viewer, @Body() body: MarkReadBody) {
    return { success: true, data: { unread_count: await this.notifications.markRead(viewer, body?.up_to) } };
  }

  @Get('preferences')
  @UseGuards(AuthGuard)
  @ApiAuth()
  @ApiOperation({ summary: 'Where each kind of notification goes: in_app and email, per kind.' })
  @ApiSuccess(200, 'Every kind.', { preferences: [NotificationPreference] })
  @ApiFailures(401, 403)
  async preferencesOf(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { preferences: await this.preferences.preferences(viewer) } };
  }

  @Patch('preferences')
  @UseGuards(AuthGuard)
  @ApiAuth()
  @ApiOperation({ summary: 'Turns one kind on or off in the app (`in_app`), by e-mail (`email`) and by push (`push`); what is not given stays. For `message` only `push` may be given.' })
  @ApiSuccess(200, 'The kind as it is now.', { preference: NotificationPreference })
  @ApiFailures(400, 401, 403, 413, 415)
  async setPreference(@CurrentViewer() viewer: Viewer, @Body() body: PreferenceBody) {
    return { success: true, data: { preference: await this.preferences.set(viewer, body.kind, body) } };
  }

  /**
   * The one-click unsubscribe of a mail (RFC 8058: mail programs post `List-Unsubscribe=One-Click`
   * to the address in the List-Unsubscribe header, whose query holds the token), and of the page the
   * mail links to (a JSON body with the token). No sign-in: the token is the proof.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stops one kind of mail with the token of its unsubscribe link (query or body `token`); no sign-in.' })
  @ApiSuccess(200, 'Unsubscribed from that kind.', { kind: { type: 'string', description: "A notification kind, or 'digest'." } }, { message: true })
  @ApiFailures(400, 413, 415)
  async unsubscribe(@Query() query: UnsubscribeQuery, @Body() body: UnsubscribeQuery | undefined, @InLanguage() language: RequestLanguage) {
    const kind = await this.preferences.unsubscribe(query.token ?? body?.token);
    return { success: true, message: word(language.answer, NOTIFICATION_MESSAGES.unsubscribed), data: { kind } };
  }
}
