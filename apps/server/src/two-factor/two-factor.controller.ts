import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthGuard } from '../accounts/auth.guard';
import { AuthUser } from '../accounts/models/auth-user.model';
import { assertSameOrigin } from '../accounts/refresh-cookie';
import { signedInAnswer, signedInSchema } from '../accounts/signed-in-answer';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo } from '../common/auth/request-context';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { FAILURE_REF } from '../openapi/schemas';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginTwoFactorInput } from './dto/two-factor.input';
import { EnabledTwoFactor, TwoFactorStatus, TwoFactorSetup } from './models/two-factor.models';
import { TwoFactorLoginService } from './two-factor-login.service';
import { TwoFactorService } from './two-factor.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Two-factor authentication of the signed-in account (a personal access token cannot change it: 403). */
@ApiTags('account')
@Controller('api/account')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly login: TwoFactorLoginService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('two-factor')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Whether two-factor authentication is on, and how many recovery codes are left.' })
  @ApiSuccess(200, 'The status.', TwoFactorStatus)
  @ApiFailures(401, 403)
  async status(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: await this.twoFactor.status(viewer) };
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'A new authenticator secret with its QR code; sign-in asks nothing more until two-factor/enable confirms it with a code. 409 when two-factor is on already.' })
  @ApiSuccess(200, 'The secret to scan or type, answered this once.', TwoFactorSetup)
  @ApiFailures(401, 403, 409, 429)
  async setup(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: await this.twoFactor.startSetup(viewer) };
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Turn two-factor authentication on with a code of the secret just set up; answers the ten recovery codes, this once. 400 names `code` when it is wrong.' })
  @ApiSuccess(200, 'On; a mail tells the account.', EnabledTwoFactor, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415, 429)
  async enable(@CurrentViewer() viewer: Viewer, @Body() body: EnableTwoFactorInput, @InLanguage() language: RequestLanguage) {
    return { success: true, message: word(language.answer, TWO_FACTOR_MESSAGES.enabled), data: { recovery_codes: await this.twoFactor.enable(viewer, body.code, language) } };
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Turn two-factor authentication off: the password and a code (or a recovery code, or a passkey answer) are asked; 400 names the field that is wrong.' })
  @ApiSuccess(200, 'Off; a mail tells the account.', undefined, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415, 429)
  async disable(@CurrentViewer() viewer: Viewer, @Body() body: DisableTwoFactorInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    await this.twoFactor.disable(viewer, body, clientInfo(request), language);
    return { success: true, message: word(language.answer, TWO_FACTOR_MESSAGES.disabled) };
  }

  @Post('login/two-factor')
  @HttpCode(200)
  @ApiExtraModels(AuthUser)
  @ApiOperation({
    summary:
      'The second step of a login that answered two_factor_required: the two_factor_token with a code (authenticator code or recovery code) or a passkey_response. Answers as a login does and sets the refresh cookie; 401 for a wrong, reused or expired code (the token dies after 5 wrong codes or 5 minutes; tries count toward the login throttle).',
  })
  @ApiResponse({
    status: 200,
    description: 'Signed in.',
    schema: {
      type: 'object',
      properties: {
        success: { type: 'boolean', enum: [true] },
        data: signedInSchema(),
      },
      required: ['success', 'data'],
      additionalProperties: false,
    },
  })
  @ApiResponse({ status: 401, description: 'Wrong, reused or expired code, or a token that is unknown, used or expired: `message` says which to do (enter another code, or log in again).', schema: { $ref: FAILURE_REF } })
  @ApiFailures(400, 403, 413, 415, 429)
  async loginWithTwoFactor(@Body() body: LoginTwoFactorInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    assertSameOrigin(request, this.config.publicUrl);
    return { success: true, data: signedInAnswer(request, reply, await this.login.complete(body.two_factor_token, body, clientInfo(request))) };
  }
}
