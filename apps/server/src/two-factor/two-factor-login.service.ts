import { Injectable } from '@nestjs/common';
import { ERROR_CODES, TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import { AccountsService, type LoginResult } from '../accounts/accounts.service';
import type { ClientInfo } from '../accounts/viewer';
import { DomainError } from '../common/errors/domain-error';
import type { SecondFactorProof } from '../common/ports/second-factor';
import { ThrottleService } from '../throttle/throttle.service';
import { TwoFactorService } from './two-factor.service';

/** The login's second step: the challenge of the password step, answered with a code, signs in. */
@Injectable()
export class TwoFactorLoginService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly accounts: AccountsService,
    private readonly throttle: ThrottleService,
  ) {}

  /**
   * Each try counts toward the login throttle of the account's address from that client, as a
   * wrong password does; a sign-in given back clears it. 401 for a wrong, reused or expired code.
   */
  async complete(twoFactorToken: string, proof: SecondFactorProof, client: ClientInfo): Promise<LoginResult> {
    const accountId = await this.twoFactor.challengedAccount(twoFactorToken);
    const account = accountId ? await this.accounts.findForSignIn(accountId) : null;
    if (!account) {
      await this.throttle.consume('login', { ip: client.ip });
      throw new DomainError(ERROR_CODES.twoFactorInvalid, [TWO_FACTOR_MESSAGES.challengeExpired]);
    }
    await this.throttle.consume('login', { ip: client.ip, email: account.email });
    await this.twoFactor.answerChallenge(twoFactorToken, proof);
    this.accounts.admit(account);
    await this.throttle.loginSucceeded({ ip: client.ip, email: account.email });
    return this.accounts.signIn(account, client);
  }
}
