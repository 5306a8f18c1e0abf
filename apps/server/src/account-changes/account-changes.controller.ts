import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo } from '../common/auth/request-context';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { SECURITY } from '../openapi/openapi-document';
import { ChangePasswordInput } from './change-password.input';
import { PasswordChangeService } from './password-change.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** Changes to the signed-in account's password, e-mail address and username. */
@ApiTags('account')
@ApiBearerAuth(SECURITY.session)
@Controller('api/account')
@UseGuards(AuthGuard)
export class AccountChangesController {
  constructor(private readonly password: PasswordChangeService) {}

  @Post('password/change')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Change the password: every other session ends (its refresh answers auth/session_ended_password_changed) and the account is mailed. ' +
      'A wrong current_password is 400 and counts as a failed login; a personal access token cannot do this (403).',
  })
  @ApiSuccess(200, 'Changed; this session stays signed in.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async changePassword(@CurrentViewer() viewer: Viewer, @Body() body: ChangePasswordInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    return { success: true, message: await this.password.change(viewer, body ?? {}, clientInfo(request), language) };
  }
}
