import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import { Account } from '../accounts/models/account.model';
import { LoginPayload } from '../accounts/models/auth-user.model';
import { assertSameOrigin, setRefreshCookie } from '../accounts/refresh-cookie';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { clientInfo, overHttp, type GraphqlContext } from '../common/auth/request-context';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginTwoFactorInput } from './dto/two-factor.input';
import { EnabledTwoFactor, TwoFactorSetup, TwoFactorStatus } from './models/two-factor.models';
import { TwoFactorLoginService } from './two-factor-login.service';
import { TwoFactorService } from './two-factor.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

/** Two-factor authentication over GraphQL: the signed-in account's setting, and the login's second step. */
@Resolver()
export class TwoFactorResolver {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly login: TwoFactorLoginService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(() => TwoFactorStatus, { description: 'Whether two-factor authentication is on for the signed-in account, and its recovery codes left.' })
  @UseGuards(AuthGuard)
  twoFactorStatus(@CurrentViewer() viewer: Viewer): Promise<TwoFactorStatus> {
    return this.twoFactor.status(viewer);
  }

  @Mutation(() => TwoFactorSetup, { description: 'A new authenticator secret with its QR code; sign-in asks nothing more until enableTwoFactor confirms it. request/conflict when two-factor is on already; a personal access token is refused.' })
  @UseGuards(AuthGuard)
  startTwoFactorSetup(@CurrentViewer() viewer: Viewer): Promise<TwoFactorSetup> {
    return this.twoFactor.startSetup(viewer);
  }

  @Mutation(() => EnabledTwoFactor, { description: 'Turns two-factor authentication on with a code of the secret just set up; answers the recovery codes this once. request/invalid naming the code when it is wrong.' })
  @UseGuards(AuthGuard)
  async enableTwoFactor(@CurrentViewer() viewer: Viewer, @Args('input', { description: 'The code the app shows now.' }) input: EnableTwoFactorInput, @InLanguage() language: RequestLanguage): Promise<EnabledTwoFactor> {
    return { recovery_codes: await this.twoFactor.enable(viewer, input.code, language) };
  }

  @Mutation(() => Boolean, { description: 'Turns two-factor authentication off; asks the password and a code (or a recovery code, or a passkey answer).' })
  @UseGuards(AuthGuard)
  async disableTwoFactor(@CurrentViewer() viewer: Viewer, @Args('input', { description: 'The password and a second factor.' }) input: DisableTwoFactorInput, @Context() { req }: GraphqlContext, @InLanguage() language: RequestLanguage): Promise<boolean> {
    await this.twoFactor.disable(viewer, input, clientInfo(req), language);
    return true;
  }

  @Mutation(() => LoginPayload, {
    description:
      'The second step of a login that failed with auth/two_factor_required: its extensions.two_factor_token with a code (authenticator or recovery code) or a passkey answer. Answers as login does and sets the refresh cookie; auth/two_factor_invalid (401) for a wrong, reused or expired code.',
  })
  async loginWithTwoFactor(@Args('input', { description: 'The token of the first step and the second factor.' }) input: LoginTwoFactorInput, @Context() context: GraphqlContext): Promise<LoginPayload> {
    const { req, reply } = overHttp(context);
    assertSameOrigin(req, this.config.publicUrl);
    const { tokens, user } = await this.login.complete(input.two_factor_token, input, clientInfo(req));
    setRefreshCookie(req, reply, tokens.refresh);
    return { access: tokens.access, user };
  }
}

/** `Account.two_factor_enabled`, answered beside the account's other fields. */
@Resolver(() => Account)
export class AccountTwoFactorResolver {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @ResolveField('two_factor_enabled', () => Boolean, { description: 'Whether signing in asks a second factor (an authenticator code) after the password.' })
  two_factor_enabled(@Parent() account: Account): Promise<boolean> {
    return this.twoFactor.isEnabled(account.id);
  }
}
