import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { AllowRestricted } from '../common/auth/allow-restricted';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo } from '../common/auth/request-context';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { AccountDeletionInput, CancelAccountDeletionInput } from './account-deletion.models';
import { AccountDeletionService } from './account-deletion.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** Deleting one's account, and cancelling that during the grace period. */
@ApiTags('account')
@Controller('api/account/deletion')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @AllowRestricted()
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({
    summary:
      'Schedule the deletion of your account after the grace period (ACCOUNT_DELETION_GRACE_SECONDS, 30 days by default): it is hidden and every session ends at once; until then login answers 403 account/deletion_pending and POST deletion/cancel brings it back. 400 names the password or the code; 409 when already scheduled.',
  })
  @ApiSuccess(200, 'Scheduled.', { deletion_scheduled_for: { type: 'string', format: 'date-time' } }, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415, 429)
  async request(@CurrentViewer() viewer: Viewer, @Body() body: AccountDeletionInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    const { message, deletion_scheduled_for } = await this.deletion.request(viewer, body ?? {}, clientInfo(request), language);
    return { success: true, message, data: { deletion_scheduled_for } };
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the pending deletion of an account, signed out, with its e-mail address and password (and second factor when on); then log in as usual. Throttled as login.' })
  @ApiSuccess(200, 'Cancelled: the account is visible again.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415, 429)
  async cancel(@Body() body: CancelAccountDeletionInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    return { success: true, message: await this.deletion.cancel(body ?? {}, clientInfo(request), language) };
  }
}
