import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USERNAME_CHANGE_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { ChangeUsernameInput } from './username-change.models';
import { UsernameChangeService } from './username-change.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

const { daysBetweenChanges, redirectDays } = USERNAME_CHANGE_LIMITS;

/** A new username for the signed-in account. */
@ApiTags('account')
@ApiBearerAuth(SECURITY.session)
@Controller('api/account')
@UseGuards(AuthGuard)
export class UsernameChangeController {
  constructor(private readonly usernameChange: UsernameChangeService) {}

  @Patch('username')
  @ApiOperation({
    summary:
      `Change the username, at most once every ${daysBetweenChanges} days (400 before, saying when; a change of letter case alone is allowed at any time). ` +
      `For ${redirectDays} days the old name answers the profile and nobody else may take it. 409 when the name is another account's or kept for one; ` +
      'a personal access token cannot do this (403).',
  })
  @ApiSuccess(200, 'Changed.', { username: { type: 'string', description: 'The username from now on.' } }, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415, 429)
  async change(@CurrentViewer() viewer: Viewer, @Body() body: ChangeUsernameInput, @InLanguage() language: RequestLanguage) {
    const { username, message } = await this.usernameChange.change(viewer, body ?? {}, language);
    return { success: true, message, data: { username } };
  }
}
