import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { AccessTokenInput } from './access-token.models';
import { AccessTokensService } from './access-tokens.service';

/** Personal access tokens, for the person signed in (a token cannot manage tokens: 403). */
@ApiTags('account')
@ApiBearerAuth()
@Controller('api/account/tokens')
@UseGuards(AuthGuard)
export class AccessTokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @Get()
  @ApiOperation({ summary: 'Your personal access tokens, newest first (never their secrets).' })
  async list(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { tokens: await this.tokens.list(viewer) } };
  }

  @Post()
  @ApiOperation({ summary: 'Make a personal access token (201); data.token is its secret, answered this once.' })
  async create(@CurrentViewer() viewer: Viewer, @Body() body: AccessTokenInput) {
    return { success: true, message: ACCESS_TOKEN_MESSAGES.created, data: await this.tokens.create(viewer, body ?? {}) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a personal access token: it stops working at once.' })
  async revoke(@CurrentViewer() viewer: Viewer, @Param('id') id: string) {
    await this.tokens.revoke(viewer, id);
    return { success: true, message: ACCESS_TOKEN_MESSAGES.revoked };
  }
}
