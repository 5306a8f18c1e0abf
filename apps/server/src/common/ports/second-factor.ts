import type { TwoFactorMethod } from '@gatherly/schema';
import type { ClientInfo } from '../../accounts/viewer';

/**
 * How sign-in asks for a second factor without the accounts domain importing the two-factor one,
 * which builds on it: accounts inject `SECOND_FACTOR`, which the two-factor module provides.
 */
export const SECOND_FACTOR = Symbol('SECOND_FACTOR');

/** What a login answers instead of a session when the password fits and a second factor is asked. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  /** Single use, for 5 minutes, bound to the account: sent back with the code to `login/two-factor`. */
  two_factor_token: string;
  methods: TwoFactorMethod[];
}

/** Proof of the second factor asked again (turning it off, deleting the account). */
export interface SecondFactorProof {
  code?: string | null;
  passkey_response?: unknown;
}

export interface SecondFactor {
  /** A challenge to answer when the account asks a second factor; null when it does not. */
  challengeFor(accountId: string): Promise<TwoFactorChallenge | null>;
  /** The account a live challenge belongs to, without using it up; null when unknown or expired. */
  challengedAccount(twoFactorToken: string): Promise<string | null>;
  isEnabled(accountId: string): Promise<boolean>;
  /** Passes when two-factor is off; when on, a code, a recovery code or a passkey answer must fit (400 naming `code`). */
  confirm(accountId: string, proof: SecondFactorProof, client: ClientInfo): Promise<void>;
}

/**
 * Passkeys as a second factor, provided by the passkeys module when it is there: the two-factor
 * module finds it at the time of the sign-in, so neither needs the other to start.
 */
export const PASSKEY_FACTOR = Symbol('PASSKEY_FACTOR');

export interface PasskeyFactor {
  hasPasskeys(accountId: string): Promise<boolean>;
  /** Consumes the stored challenge; throws 401 on a bad answer. */
  verifyAuthentication(response: unknown, expected: { accountId?: string }): Promise<{ accountId: string }>;
}
