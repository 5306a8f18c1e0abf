import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from '@gatherly/schema';
import { GraphQLJSONObject } from 'graphql-scalars';
import { AuthGuard } from '../accounts/auth.guard';
import { LoginPayload } from '../accounts/models/auth-user.model';
import { assertSameOrigin, setRefreshCookie } from '../accounts/refresh-cookie';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo, overHttp, type GraphqlContext } from '../common/auth/request-context';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AddPasskeyInput, Passkey, PasskeyLoginInput, PasskeyLoginOptionsInput, RenamePasskeyInput } from './passkey.models';
import { PasskeySignIn } from './passkey-sign-in.service';
import { PasskeysService } from './passkeys.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Passkeys over GraphQL: managed by the person signed in, and the sign-in with one (open). */
@Resolver()
export class PasskeysResolver {
  constructor(
    private readonly service: PasskeysService,
    private readonly signIn: PasskeySignIn,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => [Passkey], { description: "The signed-in user's passkeys, in the order they were added." })
  @UseGuards(AuthGuard)
  passkeys(@CurrentViewer() viewer: Viewer): Promise<Passkey[]> {
    return this.service.list(viewer);
  }

  @Mutation(() => GraphQLJSONObject, { description: `Options (WebAuthn JSON) for the browser's prompt that makes a passkey; answer them with addPasskey within ${PASSKEY_LIMITS.challengeSeconds / 60} minutes.` })
  @UseGuards(AuthGuard)
  async passkeyRegistrationOptions(@CurrentViewer() viewer: Viewer): Promise<object> {
    return this.service.registrationOptions(viewer);
  }

  @Mutation(() => Passkey, { description: `Adds the passkey the browser made; request/conflict past ${PASSKEY_LIMITS.perAccount} or when it is already there.` })
  @UseGuards(AuthGuard)
  addPasskey(@CurrentViewer() viewer: Viewer, @Args('input', { description: 'Its name and the browser answer.' }) input: AddPasskeyInput): Promise<Passkey> {
    return this.service.add(viewer, input);
  }

  @Mutation(() => Passkey, { description: 'Renames one of your passkeys.' })
  @UseGuards(AuthGuard)
  renamePasskey(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID, description: 'Id of one of your passkeys; passkey/not_found for any other.' }) id: string,
    @Args('input', { description: 'Its new name.' }) input: RenamePasskeyInput,
  ): Promise<Passkey> {
    return this.service.rename(viewer, id, input);
  }

  @Mutation(() => String, { description: 'Removes one of your passkeys: it signs in no more. Answers the message to show.' })
  @UseGuards(AuthGuard)
  async removePasskey(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID, description: 'Id of one of your passkeys; passkey/not_found for any other.' }) id: string, @InLanguage() language: RequestLanguage): Promise<string> {
    await this.service.remove(viewer, id);
    return word(language.answer, PASSKEY_MESSAGES.removed);
  }

  @Mutation(() => GraphQLJSONObject, {
    description: "Options (WebAuthn JSON) for the browser's passkey prompt at sign-in: for a passkey alone (then loginWithPasskey), or with a two_factor_token for that account's passkeys (then loginWithTwoFactor with passkey_response).",
  })
  async passkeyLoginOptions(
    @Context() { req }: GraphqlContext,
    @Args('input', { nullable: true, description: 'What the sign-in is for; none: a passkey alone.' }) input?: PasskeyLoginOptionsInput,
  ): Promise<object> {
    return this.service.loginOptions(input?.two_factor_token, clientInfo(req));
  }

  @Mutation(() => LoginPayload, { description: 'Signs in with a passkey alone, as login does; the refresh token is set as an httpOnly cookie. auth/passkey_refused for an answer that does not fit.' })
  async loginWithPasskey(@Args('input', { description: 'The browser answer to passkeyLoginOptions.' }) input: PasskeyLoginInput, @Context() context: GraphqlContext): Promise<LoginPayload> {
    const { req, reply } = overHttp(context);
    assertSameOrigin(req, this.config.publicUrl);
    const { tokens, user, ...rest } = await this.signIn.logIn(input.response, clientInfo(req));
    setRefreshCookie(req, reply, tokens.refresh);
    const payload = { access: tokens.access, user, restricted: 'restricted' in rest && rest.restricted === true };
    return payload;
  }
}
