import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEVICE_MESSAGES } from '@gatherly/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import { clearRefreshCookie } from '../accounts/refresh-cookie';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { DevicesService } from './devices.service';
import { SignedInSession } from './signed-in-session.model';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Settings, Sessions over REST: a signed-in session only (a personal access token gets 403). */
@ApiTags('account')
@ApiBearerAuth(SECURITY.session)
@Controller('api/account/sessions')
@UseGuards(AuthGuard)
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  @Get()
  @ApiOperation({ summary: 'The live sessions of your account, most recently used first; is_current marks the one making this request.' })
  @ApiSuccess(200, 'The sessions.', { sessions: [SignedInSession] })
  @ApiFailures(401, 403)
  async list(@CurrentViewer() viewer: Viewer, @InLanguage() language: RequestLanguage) {
    return { success: true, data: { sessions: await this.devices.list(viewer, language.answer) } };
  }

  @Post('end-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out every other session: their access tokens answer 401 at once and their sockets close.' })
  @ApiSuccess(200, 'Signed out.', undefined, { message: true })
  @ApiFailures(401, 403)
  async endOthers(@CurrentViewer() viewer: Viewer, @InLanguage() language: RequestLanguage) {
    await this.devices.endOthers(viewer);
    return { success: true, message: word(language.answer, DEVICE_MESSAGES.othersEnded) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Sign out one session: its access tokens answer 401 at once and its sockets close. Ending the current one is a logout (the refresh cookie is cleared).' })
  @ApiSuccess(200, 'Signed out.', undefined, { message: true })
  @ApiFailures(401, 403, 404)
  async end(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @InLanguage() language: RequestLanguage) {
    const { current } = await this.devices.end(viewer, id);
    if (current) clearRefreshCookie(request, reply);
    return { success: true, message: word(language.answer, DEVICE_MESSAGES.ended) };
  }
}
