import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo } from '../common/auth/request-context';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { ChangeEmailInput, EmailChangeTokenQuery } from './email-change.models';
import { EmailChangeService } from './email-change.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** A new e-mail address: asked for signed in, applied by the link mailed to it (signed in or not). */
@ApiTags('account')
@Controller('api/account/email')
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Post('change')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({
    summary:
      'Ask to move the account to another address: a link that works once within 24 hours is mailed to it, and the current address is told. ' +
      'The address changes only when the link is opened; asking again ends the earlier link. A wrong password is 400 and counts as a failed login; ' +
      'an address of another account is 409; a personal access token cannot do this (403).',
  })
  @ApiSuccess(200, 'The link is on its way.', { pending_email: { type: 'string', format: 'email', description: 'The address the link went to.' } }, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415, 429)
  async change(@CurrentViewer() viewer: Viewer, @Body() body: ChangeEmailInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    const { message, pending_email } = await this.emailChange.request(viewer, body ?? {}, clientInfo(request), language);
    return { success: true, message, data: { pending_email } };
  }

  @Get('confirm')
  @ApiOperation({ summary: 'Apply a change of address with the token of the mailed link (email_change_token): the address becomes the account\'s, verified, and the old one is told. 400 for a used or expired link, 409 when the address was taken meanwhile.' })
  @ApiSuccess(200, 'Changed.', { email: { type: 'string', format: 'email', description: 'The address of the account from now on.' } }, { message: true })
  @ApiFailures(400, 409, 429)
  async confirm(@Query() query: EmailChangeTokenQuery, @InLanguage() language: RequestLanguage) {
    const { message, email } = await this.emailChange.confirm(query.token, language);
    return { success: true, message, data: { email } };
  }
}
