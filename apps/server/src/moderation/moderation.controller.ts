import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MODERATION_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PageCursor, PageCursorInput } from '../common/paging/page-cursor.model';
import { ModerationReasonBody } from './moderation.inputs';
import { ModerationLogEntry } from './moderation.models';
import { OpenReportJson, openReportJson } from './moderation.json';
import { ApiFailures, ApiSuccess, orNull } from '../openapi/responses';
import { ModerationService } from './moderation.service';
import { ApiAuth } from '../openapi/openapi-document';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** The moderators' routes; everyone else gets a 403 from the service. */
@ApiTags('moderation')
@ApiAuth()
@Controller('api/moderation')
@UseGuards(AuthGuard)
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('reports')
  @ApiOperation({ summary: 'Open reports, oldest first, with what they are about (moderators only).' })
  @ApiSuccess(200, 'A page of open reports.', { reports: [OpenReportJson], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async reports(@CurrentViewer() viewer: Viewer, @Query() query: PageCursorInput) {
    const page = await this.moderation.openReports(viewer, query);
    return { success: true, data: { reports: page.items.map(openReportJson), next_cursor: page.next_cursor } };
  }

  @Post('reports/:id/remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove the reported remark, post, event, comment or message; its author is told the reason by mail.' })
  @ApiSuccess(200, 'Removed.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 404, 413, 415)
  async remove(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: ModerationReasonBody, @InLanguage() language: RequestLanguage) {
    await this.moderation.removeContent(viewer, id, body?.reason ?? '');
    return { success: true, message: word(language.answer, MODERATION_MESSAGES.removed) };
  }

  @Post('reports/:id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend the account that wrote (or is) the reported target: its sessions end, it cannot log in, its content is hidden.' })
  @ApiSuccess(200, 'Suspended.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 404, 413, 415)
  async suspend(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: ModerationReasonBody, @InLanguage() language: RequestLanguage) {
    await this.moderation.suspend(viewer, id, body?.reason ?? '');
    return { success: true, message: word(language.answer, MODERATION_MESSAGES.suspended) };
  }

  @Post('reports/:id/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close the report, and the other open reports of the same target, doing nothing to it; the reason is kept in the moderation log.' })
  @ApiSuccess(200, 'Dismissed.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 404, 413, 415)
  async dismiss(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: ModerationReasonBody, @InLanguage() language: RequestLanguage) {
    await this.moderation.dismiss(viewer, id, body?.reason ?? '');
    return { success: true, message: word(language.answer, MODERATION_MESSAGES.dismissed) };
  }

  @Post('accounts/:id/lift-suspension')
  @HttpCode(200)
  @ApiOperation({ summary: "Lift an account's suspension (409 when it is not suspended); its owner is told the reason by mail." })
  @ApiSuccess(200, 'Lifted.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 404, 409, 413, 415)
  async lift(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: ModerationReasonBody, @InLanguage() language: RequestLanguage) {
    await this.moderation.liftSuspension(viewer, id, body?.reason ?? '');
    return { success: true, message: word(language.answer, MODERATION_MESSAGES.lifted) };
  }

  @Get('actions')
  @ApiOperation({ summary: 'The moderation log, newest first: every action with who did it and why.' })
  @ApiSuccess(200, 'A page of the log.', { actions: [ModerationLogEntry], next_cursor: orNull(PageCursor) })
  @ApiFailures(400, 401, 403)
  async actions(@CurrentViewer() viewer: Viewer, @Query() query: PageCursorInput) {
    const page = await this.moderation.actions(viewer, query);
    return { success: true, data: { actions: page.items, next_cursor: page.next_cursor } };
  }
}
