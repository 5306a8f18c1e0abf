import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { AccessToken, AccessTokenInput } from './access-token.models';
import { AccessTokensService } from './access-tokens.service';
import { SECURITY } from '../openapi/openapi-document';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Personal access tokens, for the person signed in (a token cannot manage tokens: 403). */
@ApiTags('account')
@ApiBearerAuth(SECURITY.session)
@Controller('api/account/tokens')
@UseGuards(AuthGuard)
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @Get()
  @ApiOperation({ summary: 'Your personal access tokens, newest first (never their secrets).' })
  @ApiSuccess(200, 'The tokens.', { tokens: [AccessToken] })
  @ApiFailures(401, 403)
  async list(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { tokens: await this.tokens.list(viewer) } };
  }

  @Post()
  @ApiOperation({ summary: 'Make a personal access token (201); data.token is its secret, answered this once.' })
  @ApiSuccess(201, 'Made: the secret, and the token as the list shows it.', { token: { type: 'string', pattern: '^gth_[A-Za-z0-9_-]+$' }, access_token: AccessToken }, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415)
  async create(@CurrentViewer() viewer: Viewer, @Body() body: AccessTokenInput, @InLanguage() language: RequestLanguage) {
    return { success: true, message: word(language.answer, ACCESS_TOKEN_MESSAGES.created), data: await this.tokens.create(viewer, body ?? {}) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a personal access token: it stops working at once.' })
  @ApiSuccess(200, 'Revoked.', undefined, { message: true })
  @ApiFailures(401, 403, 404)
  async revoke(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @InLanguage() language: RequestLanguage) {
    await this.tokens.revoke(viewer, id);
    return { success: true, message: word(language.answer, ACCESS_TOKEN_MESSAGES.revoked) };
  }
}
