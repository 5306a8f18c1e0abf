import { Injectable } from '@nestjs/common';
import { ERROR_CODES, PASSKEY_MESSAGES } from '@gatherly/schema';
import { AccountsService, type LoginResult } from '../accounts/accounts.service';
import type { ClientInfo } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import { ThrottleService } from '../throttle/throttle.service';
import { PasskeysService } from './passkeys.service';

/**
 * A sign-in with a passkey alone: the passkey is both factors (something held, and the PIN or
 * fingerprint that unlocked it). Its failures count toward the login throttle of the client's
 * address, and the account is admitted as a password login is (verified, not suspended…).
 */
@Injectable()
export class PasskeySignIn {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly accounts: AccountsService,
    private readonly throttle: ThrottleService,
  ) {}

  async logIn(response: unknown, client: ClientInfo): Promise<LoginResult> {
    if (response === undefined || response === null) throw DomainError.invalid([PASSKEY_MESSAGES.responseRequired]);
    await this.throttle.consume('login', { ip: client.ip });
    const { accountId } = await this.passkeys.verifyAuthentication(response, {});
    const account = await this.accounts.findForSignIn(accountId);
    if (!account) throw new DomainError(ERROR_CODES.passkeyRefused, [PASSKEY_MESSAGES.refused]);
    this.accounts.admit(account);
    await this.throttle.loginSucceeded({ ip: client.ip, email: account.email });
    return this.accounts.signIn(account, client);
  }
}
