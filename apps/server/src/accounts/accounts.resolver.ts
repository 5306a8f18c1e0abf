import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ERROR_CODES, TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import { AllowRestricted } from '../common/auth/allow-restricted';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { DomainError } from '../common/errors/domain-error';
import { bearerToken, clientInfo, GraphqlContext, overHttp } from '../common/auth/request-context';
import { APP_CONFIG, AppConfig } from '../config/config';
import { AccountsService, isTwoFactorChallenge } from './accounts.service';
import { AuthGuard } from './auth.guard';
import { LoginInput } from './dto/login.input';
import { ResetPasswordInput } from './dto/reset-password.input';
import { SignupInput } from './dto/signup.input';
import { Account } from './models/account.model';
import { LoginPayload } from './models/auth-user.model';
import { SignupPayload } from './models/signup.model';
import { PasswordResetService } from './password-reset.service';
import { assertSameOrigin, clearRefreshCookie, refreshCookie, setRefreshCookie } from './refresh-cookie';
import { SessionsService } from './sessions.service';
import { Viewer } from './viewer';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';

@Resolver()
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Mutation(() => SignupPayload, { description: 'Creates an unverified account and mails the verification link.' })
  signup(@Args('input', { description: 'The new account; every rule broken is answered at once, each with its message.' }) input: SignupInput, @Context() { req }: GraphqlContext, @InLanguage() language: RequestLanguage): Promise<SignupPayload> {
    return this.accounts.signup(input, clientInfo(req), language);
  }

  @Mutation(() => String, { description: 'Verifies an e-mail address with the token of the mailed link; answers the text to show.' })
  verifyEmail(@Args('token', { description: 'The verification_token of the link.' }) token: string, @InLanguage() language: RequestLanguage): Promise<string> {
    return this.accounts.verifyEmail(token, language);
  }

  @Mutation(() => String, { description: 'Mails a new verification link to an unverified account; the same answer for any address. Asked again within a minute, request/rate_limited says when it can be sent (extensions.retryAfter).' })
  resendVerification(@Args('email', { description: 'Address the account signed up with.' }) email: string, @Context() { req }: GraphqlContext, @InLanguage() language: RequestLanguage): Promise<string> {
    return this.accounts.resendVerification(email, clientInfo(req), language);
  }

  @Mutation(() => LoginPayload, {
    description:
      'Logs a verified account in; the refresh token is set as an httpOnly cookie. With two-factor authentication on, fails with auth/two_factor_required, whose extensions hold two_factor_token and methods: finish with loginWithTwoFactor.',
  })
  async login(@Args('input', { description: 'E-mail address and password; the same refusal for a wrong address as for a wrong password.' }) input: LoginInput, @Context() context: GraphqlContext): Promise<LoginPayload> {
    const { req, reply } = overHttp(context);
    assertSameOrigin(req, this.config.publicUrl);
    const outcome = await this.accounts.login(input, clientInfo(req));
    if (isTwoFactorChallenge(outcome)) {
      const { two_factor_token, methods } = outcome;
      throw new DomainError(ERROR_CODES.twoFactorRequired, [TWO_FACTOR_MESSAGES.required], false, undefined, { two_factor_token, methods });
    }
    setRefreshCookie(req, reply, outcome.tokens.refresh);
    return { access: outcome.tokens.access, user: outcome.user, restricted: outcome.restricted === true };
  }

  @Mutation(() => Boolean, { description: 'Ends the current session and clears the refresh cookie.' })
  async logout(@Context() context: GraphqlContext): Promise<boolean> {
    const { req, reply } = overHttp(context);
    assertSameOrigin(req, this.config.publicUrl);
    await this.sessions.end({ refresh: refreshCookie(req), access: bearerToken(req) });
    clearRefreshCookie(req, reply);
    return true;
  }

  @Mutation(() => String, { description: 'Mails a password reset link; the same answer whether or not the address has an account.' })
  requestPasswordReset(@Args('email', { description: 'Address of the account.' }) email: string, @Context() { req }: GraphqlContext, @InLanguage() language: RequestLanguage): Promise<string> {
    return this.passwordReset.request(email, clientInfo(req), language);
  }

  @Query(() => Boolean, { description: 'Whether a password reset token is still usable.' })
  validateResetToken(@Args('token', { description: 'The password_token of the link.' }) token: string): Promise<boolean> {
    return this.passwordReset.isValid(token);
  }

  @Mutation(() => String, { description: 'Sets a new password with a reset token and ends every session of the account.' })
  resetPassword(@Args('input', { description: 'The new password, with the rules of sign-up, and the token of the reset link.' }) input: ResetPasswordInput, @InLanguage() language: RequestLanguage): Promise<string> {
    return this.passwordReset.reset(input, language);
  }

  @Query(() => Account, { description: 'The signed-in account (also for the restricted session of a suspended account).' })
  @UseGuards(AuthGuard)
  @AllowRestricted()
  me(@CurrentViewer() viewer: Viewer): Promise<Account> {
    return this.accounts.me(viewer);
  }
}
