import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { SERVER_MESSAGES } from '@gatherly/schema';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, clientInfo } from '../common/auth/request-context';
import { APP_CONFIG, AppConfig } from '../config/config';
import { AccountsService, isTwoFactorChallenge } from './accounts.service';
import { EmailInput } from './dto/email.input';
import { LoginInput } from './dto/login.input';
import { ResetPasswordInput } from './dto/reset-password.input';
import { SignupInput } from './dto/signup.input';
import { TokenQuery } from './dto/token.query';
import { PasswordResetService } from './password-reset.service';
import { assertSameOrigin, clearRefreshCookie, refreshCookie, setRefreshCookie } from './refresh-cookie';
import { signedInAnswer, signedInSchema } from './signed-in-answer';
import { SessionsService } from './sessions.service';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { AuthUser, TwoFactorChallengeAnswer } from './models/auth-user.model';

/** The account routes of the REST API, in the envelopes the spec names. */
@ApiTags('account')
@Controller('api/account')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @ApiOperation({ summary: 'Create an account; every violated rule is answered together in `error`.' })
  @ApiSuccess(201, 'Created; a verification link was mailed.', { email: { type: 'string' }, username: { type: 'string' } }, { message: true })
  @ApiFailures(400, 403, 409, 413, 415, 429)
  async signup(@Body() body: SignupInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    const { message, ...data } = await this.accounts.signup(body, clientInfo(request), language);
    return { success: true, message, data };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a new verification link; asked again within a minute, 429 says when it can be sent (message, retry_after and Retry-After).' })
  @ApiSuccess(200, 'Mailed (the same answer whether or not the address has an account).', undefined, { message: true })
  @ApiFailures(400, 403, 413, 415, 429)
  async resendVerification(@Body() body: EmailInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    return { success: true, message: await this.accounts.resendVerification(body.email, clientInfo(request), language) };
  }

  @Get('verify-email')
  @ApiOperation({ summary: 'Verify an e-mail address with the token of the mailed link.' })
  @ApiSuccess(200, 'Verified.', undefined, { message: true })
  @ApiFailures(400, 429)
  async verifyEmail(@Query() query: TokenQuery, @InLanguage() language: RequestLanguage) {
    return { success: true, message: await this.accounts.verifyEmail(query.token, language) };
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Log in; answers data.access and data.user, and sets the refresh cookie. When the account has two-factor authentication on, answers instead data.two_factor_required (true), data.two_factor_token and data.methods, with no access token and no cookie: finish with POST /api/account/login/two-factor.',
  })
  @ApiExtraModels(AuthUser, TwoFactorChallengeAnswer)
  @ApiResponse({
    status: 200,
    description: 'Signed in (access, user); or, with two-factor authentication on, the second step to take (two_factor_required, two_factor_token, methods).',
    schema: {
      type: 'object',
      properties: {
        success: { type: 'boolean', enum: [true] },
        data: {
          oneOf: [
            signedInSchema(),
            { $ref: getSchemaPath(TwoFactorChallengeAnswer) },
          ],
        },
      },
      required: ['success', 'data'],
      additionalProperties: false,
    },
  })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async login(@Body() body: LoginInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    // A cross-site form must not log a visitor into someone else's account.
    assertSameOrigin(request, this.config.publicUrl);
    const outcome = await this.accounts.login(body, clientInfo(request));
    if (isTwoFactorChallenge(outcome)) return { success: true, data: outcome };
    return { success: true, data: signedInAnswer(request, reply, outcome) };
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the refresh cookie for a new access token; the cookie is rotated.' })
  @ApiResponse({
    status: 200,
    description: 'A new access token (spec §7: not in the envelope).',
    schema: { type: 'object', properties: { access_token: { type: 'string' } }, required: ['access_token'], additionalProperties: false },
  })
  @ApiFailures(401, 403, 429)
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    assertSameOrigin(request, this.config.publicUrl);
    const tokens = await this.sessions.refresh(refreshCookie(request));
    if (tokens.refresh) setRefreshCookie(request, reply, tokens.refresh);
    return { access_token: tokens.access };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session and clear the refresh cookie.' })
  @ApiSuccess(200, 'Logged out.', undefined, { message: true })
  @ApiFailures(403)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @InLanguage() language: RequestLanguage) {
    assertSameOrigin(request, this.config.publicUrl);
    await this.sessions.end({ refresh: refreshCookie(request), access: bearerToken(request) });
    clearRefreshCookie(request, reply);
    return { success: true, message: word(language.answer, SERVER_MESSAGES.loggedOut) };
  }

  @Post('password/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password reset link; the same answer for every address.' })
  @ApiSuccess(200, 'Mailed, if the address has an account.', undefined, { message: true })
  @ApiFailures(400, 403, 413, 415, 429)
  async requestPasswordReset(@Body() body: EmailInput, @Req() request: FastifyRequest, @InLanguage() language: RequestLanguage) {
    return { success: true, message: await this.passwordReset.request(body.email, clientInfo(request), language) };
  }

  @Get('reset-password/validate-token')
  @ApiOperation({ summary: 'Whether a password reset token is still usable: {"success": true|false}.' })
  @ApiResponse({ status: 200, description: 'Whether it is usable.', schema: { type: 'object', properties: { success: { type: 'boolean' } }, required: ['success'], additionalProperties: false } })
  @ApiFailures(400, 429)
  async validateResetToken(@Query() query: TokenQuery) {
    return { success: await this.passwordReset.isValid(query.token) };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; every session of the account ends.' })
  @ApiSuccess(200, 'Changed; log in with the new password.', undefined, { message: true })
  @ApiFailures(400, 403, 413, 415, 429)
  async resetPassword(@Body() body: ResetPasswordInput, @InLanguage() language: RequestLanguage) {
    return { success: true, message: await this.passwordReset.reset(body, language) };
  }
}
