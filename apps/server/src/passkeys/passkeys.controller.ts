import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from '@gatherly/schema';
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
import { AddPasskeyInput, Passkey, PasskeyLoginInput, PasskeyLoginOptionsInput, RenamePasskeyInput } from './passkey.models';
import { PasskeySignIn } from './passkey-sign-in.service';
import { PasskeysService } from './passkeys.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

const OPTIONS = { type: 'object', additionalProperties: true, description: 'WebAuthn options in their JSON form, for @simplewebauthn/browser (optionsJSON) or PublicKeyCredential.parse…OptionsFromJSON.' } as const;

/** Passkeys over REST: managed by the person signed in (not by a token: 403), and the open sign-in with one. */
@ApiTags('account')
@Controller('api/account')
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly signIn: PasskeySignIn,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('passkeys')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Your passkeys, in the order they were added (never their keys).' })
  @ApiSuccess(200, 'The passkeys.', { passkeys: [Passkey] })
  @ApiFailures(401, 403)
  async list(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { passkeys: await this.passkeys.list(viewer) } };
  }

  @Post('passkeys/registration-options')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: `Options for the browser's prompt that makes a passkey; answer them with POST passkeys within ${PASSKEY_LIMITS.challengeSeconds / 60} minutes.` })
  @ApiSuccess(200, 'The options.', { options: OPTIONS })
  @ApiFailures(401, 403, 409, 429)
  async registrationOptions(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { options: await this.passkeys.registrationOptions(viewer) } };
  }

  @Post('passkeys')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: `Add the passkey the browser made (201); 409 past ${PASSKEY_LIMITS.perAccount} or when it is already there.` })
  @ApiSuccess(201, 'Added.', { passkey: Passkey }, { message: true })
  @ApiFailures(400, 401, 403, 409, 413, 415)
  async add(@CurrentViewer() viewer: Viewer, @Body() body: AddPasskeyInput, @InLanguage() language: RequestLanguage) {
    return { success: true, message: word(language.answer, PASSKEY_MESSAGES.added), data: { passkey: await this.passkeys.add(viewer, body ?? {}) } };
  }

  @Patch('passkeys/:id')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Rename one of your passkeys.' })
  @ApiSuccess(200, 'Renamed.', { passkey: Passkey }, { message: true })
  @ApiFailures(400, 401, 403, 404, 413, 415)
  async rename(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @Body() body: RenamePasskeyInput, @InLanguage() language: RequestLanguage) {
    return { success: true, message: word(language.answer, PASSKEY_MESSAGES.renamed), data: { passkey: await this.passkeys.rename(viewer, id, body ?? {}) } };
  }

  @Delete('passkeys/:id')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Remove one of your passkeys: it signs in no more.' })
  @ApiSuccess(200, 'Removed.', undefined, { message: true })
  @ApiFailures(401, 403, 404)
  async remove(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @InLanguage() language: RequestLanguage) {
    await this.passkeys.remove(viewer, id);
    return { success: true, message: word(language.answer, PASSKEY_MESSAGES.removed) };
  }

  @Post('login/passkey/options')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Options for the browser's passkey prompt at sign-in. Without a body, for a passkey alone (then POST login/passkey). With the two_factor_token of a password login, for that account's passkeys (then POST login/two-factor with passkey_response).",
  })
  @ApiSuccess(200, 'The options.', { options: OPTIONS })
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async loginOptions(@Body() body: PasskeyLoginOptionsInput, @Req() request: FastifyRequest) {
    return { success: true, data: { options: await this.passkeys.loginOptions(body?.two_factor_token, clientInfo(request)) } };
  }

  @Post('login/passkey')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey alone; answers as login does (data.access and data.user) and sets the refresh cookie.' })
  @ApiExtraModels(AuthUser)
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
  @ApiFailures(400, 401, 403, 413, 415, 429)
  async logIn(@Body() body: PasskeyLoginInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    // A cross-site page must not sign a visitor in, as for login.
    assertSameOrigin(request, this.config.publicUrl);
    return { success: true, data: signedInAnswer(request, reply, await this.signIn.logIn(body?.response, clientInfo(request))) };
  }
}
