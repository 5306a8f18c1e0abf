import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, isUuid, PASSKEY_LIMITS, PASSKEY_MESSAGES, passkeyNameProblems, SERVER_MESSAGES, storedText, type TextRef } from '@gatherly/schema';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { DataSource, QueryFailedError } from 'typeorm';
import type { ClientInfo, Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { SECOND_FACTOR, type PasskeyFactor, type SecondFactor } from '../common/ports/second-factor';
import { lockCountOf } from '../common/sql/count-lock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ThrottleService, type Rule } from '../throttle/throttle.service';
import { PasskeyChallenges } from './passkey-challenges';
import type { Passkey } from './passkey.models';
import { relyingPartyOf, type RelyingParty } from './relying-party';
import { accountIdOfUserHandle, readAnswer, userHandleOf } from './webauthn-json';

const COLUMNS = 'id AS passkey_id, name, created_at, last_used_at';
const notFound = () => new DomainError(ERROR_CODES.passkeyNotFound, [PASSKEY_MESSAGES.notFound]);
const refused = (message: TextRef = PASSKEY_MESSAGES.refused) => new DomainError(ERROR_CODES.passkeyRefused, [message]);
const registrationRefused = () => DomainError.invalid([PASSKEY_MESSAGES.registrationRefused]);

/**
 * Prompts asked for, each a stored challenge: sign-in prompts per client address (anyone may ask,
 * and a person asks a few), registration prompts per account. Far above a person, far below a script.
 */
const OPTION_THROTTLES: Record<'signIn' | 'registration', Rule> = {
  signIn: { points: 30, seconds: 300 },
  registration: { points: 30, seconds: 600 },
};

interface StoredPasskey {
  id: string;
  account_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
}

/**
 * Passkeys: their owner, signed in, adds (through the browser's registration ceremony), lists,
 * renames and removes them; a passkey then signs its account in alone (PasskeySignIn) or stands
 * as the second step of a password login (TwoFactorService, through verifyAuthentication).
 */
@Injectable()
export class PasskeysService implements PasskeyFactor {
  private readonly logger = new Logger(PasskeysService.name);
  private readonly party: RelyingParty;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly challenges: PasskeyChallenges,
    private readonly modules: ModuleRef,
    private readonly throttle: ThrottleService,
  ) {
    this.party = relyingPartyOf(config);
  }

  /** The viewer's passkeys, oldest first (the order they were added in). */
  async list(viewer: Viewer): Promise<Passkey[]> {
    requireSession(viewer);
    return this.db.query(`SELECT ${COLUMNS} FROM passkeys WHERE account_id = $1 ORDER BY created_at, id`, [viewer.accountId]);
  }

  /** Options for the browser's registration prompt: a resident (discoverable) key, not one the account has already. */
  async registrationOptions(viewer: Viewer): Promise<PublicKeyCredentialCreationOptionsJSON> {
    requireSession(viewer);
    await this.throttle.spend('passkey-registration:account', OPTION_THROTTLES.registration, viewer.accountId, 1, SERVER_MESSAGES.tooManyWrites);
    const [account]: Array<{ username: string; full_name: string }> = await this.db.query('SELECT username, full_name FROM accounts WHERE id = $1', [viewer.accountId]);
    if (!account) throw DomainError.unauthenticated();
    const existing = await this.stored('account_id = $1', [viewer.accountId]);
    if (existing.length >= PASSKEY_LIMITS.perAccount) throw new DomainError(ERROR_CODES.conflict, [PASSKEY_MESSAGES.tooMany]);
    const options = await generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userName: account.username,
      userDisplayName: account.full_name,
      userID: userHandleOf(viewer.accountId),
      attestationType: 'none',
      timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.challenges.keep(options.challenge, 'registration', viewer.accountId);
    return options;
  }

  /** Adds the passkey the browser made for options of registrationOptions; 400 naming the field at fault. */
  async add(viewer: Viewer, fields: { name?: unknown; response?: unknown }): Promise<Passkey> {
    requireSession(viewer);
    const problems = passkeyNameProblems(fields.name);
    if (fields.response === undefined || fields.response === null) problems.push(PASSKEY_MESSAGES.responseRequired);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const answer = readAnswer(fields.response, 'registration');
    if (!answer) throw registrationRefused();
    // Taken before it is checked: a wrong answer uses its challenge up too.
    const challenge = await this.challenges.take(answer.challenge, 'registration');
    if (!challenge || challenge.accountId !== viewer.accountId) throw registrationRefused();
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: answer.json,
        expectedChallenge: answer.challenge,
        expectedOrigin: this.party.origin,
        expectedRPID: this.party.id,
        requireUserVerification: false,
      });
    } catch (error) {
      this.logger.debug(`A passkey registration was refused: ${(error as Error).message}`);
      throw registrationRefused();
    }
    if (!verified.verified) throw registrationRefused();
    const { credential } = verified.registrationInfo;
    try {
      const [created]: Passkey[] = await this.db.transaction(async (manager) => {
        await lockCountOf(manager, 'passkeys', viewer.accountId);
        return manager.query(
          `INSERT INTO passkeys (account_id, credential_id, public_key, counter, transports, name)
           SELECT $1, $2, $3, $4, $5, $6 WHERE (SELECT count(*) FROM passkeys WHERE account_id = $1) < ${PASSKEY_LIMITS.perAccount}
           RETURNING ${COLUMNS}`,
          [viewer.accountId, credential.id, Buffer.from(credential.publicKey), credential.counter, (credential.transports ?? []).slice(0, 8), storedText(fields.name as string)],
        );
      });
      if (!created) throw new DomainError(ERROR_CODES.conflict, [PASSKEY_MESSAGES.tooMany]);
      return created;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'passkeys_credential_id_key') {
        throw new DomainError(ERROR_CODES.conflict, [PASSKEY_MESSAGES.alreadyAdded]);
      }
      throw error;
    }
  }

  async rename(viewer: Viewer, id: string, fields: { name?: unknown }): Promise<Passkey> {
    requireSession(viewer);
    if (!isUuid(id)) throw notFound();
    const problems = passkeyNameProblems(fields.name);
    if (problems.length > 0) throw DomainError.invalid(problems);
    const [rows]: [Passkey[], number] = await this.db.query(`UPDATE passkeys SET name = $3 WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`, [
      id,
      viewer.accountId,
      storedText(fields.name as string),
    ]);
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  /** Removes one of the viewer's passkeys: it signs in no more. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    requireSession(viewer);
    if (!isUuid(id)) throw notFound();
    const [rows]: [unknown[], number] = await this.db.query('DELETE FROM passkeys WHERE id = $1 AND account_id = $2 RETURNING id', [id, viewer.accountId]);
    if (rows.length === 0) throw notFound();
  }

  async hasPasskeys(accountId: string): Promise<boolean> {
    const [row]: Array<{ has: boolean }> = await this.db.query('SELECT EXISTS (SELECT 1 FROM passkeys WHERE account_id = $1) AS has', [accountId]);
    return row?.has === true;
  }

  /**
   * Options for a sign-in prompt. Without `twoFactorToken`, for a passkey alone: any passkey of this
   * site, user verification required (it is the only factor). With the token of a password login
   * that asks a second step, for that account's passkeys.
   */
  async loginOptions(twoFactorToken: string | null | undefined, client: ClientInfo): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.throttle.spend('passkey-sign-in:ip', OPTION_THROTTLES.signIn, client.ip, 1, SERVER_MESSAGES.rateLimited);
    let accountId: string | null = null;
    let allowCredentials: Array<{ id: string; transports: string[] }> = [];
    if (twoFactorToken) {
      accountId = await this.secondFactor().challengedAccount(twoFactorToken);
      if (!accountId) throw refused(PASSKEY_MESSAGES.signInExpired);
      allowCredentials = (await this.stored('account_id = $1', [accountId])).map((row) => ({ id: row.credential_id, transports: row.transports }));
      if (allowCredentials.length === 0) throw refused(PASSKEY_MESSAGES.noneOnAccount);
    }
    const options = await generateAuthenticationOptions({
      rpID: this.party.id,
      allowCredentials,
      timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
      userVerification: accountId ? 'preferred' : 'required',
    });
    await this.challenges.keep(options.challenge, 'authentication', accountId);
    return options;
  }

  /**
   * Checks a sign-in answer against its stored challenge (taken, whatever the outcome) and the
   * passkey's public key and counter; answers the passkey's account. With `expected.accountId`
   * (a second step), the passkey must be that account's; without, it signs in alone and must have
   * verified its user. 401 `auth/passkey_refused` for anything that does not fit.
   */
  async verifyAuthentication(response: unknown, expected: { accountId?: string }): Promise<{ accountId: string }> {
    const answer = readAnswer(response, 'authentication');
    if (!answer) throw refused();
    const challenge = await this.challenges.take(answer.challenge, 'authentication');
    if (!challenge) throw refused();
    const [passkey] = await this.stored('credential_id = $1', [answer.id]);
    if (!passkey) throw refused();
    const accountId = passkey.account_id;
    if (expected.accountId !== undefined && accountId !== expected.accountId) throw refused();
    if (challenge.accountId !== null && challenge.accountId !== accountId) throw refused();
    if (answer.userHandle !== null && accountIdOfUserHandle(answer.userHandle) !== accountId) throw refused();
    const alone = expected.accountId === undefined;
    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response: answer.json,
        expectedChallenge: answer.challenge,
        expectedOrigin: this.party.origin,
        expectedRPID: this.party.id,
        credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
        requireUserVerification: alone,
      });
      if (!verified.verified) throw new Error('not verified');
      newCounter = verified.authenticationInfo.newCounter;
    } catch (error) {
      this.logger.debug(`A passkey sign-in was refused: ${(error as Error).message}`);
      throw refused();
    }
    // Two answers checked at once against the same counter: only the one that raises it stands.
    const [updated]: [unknown[], number] = await this.db.query(
      'UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1 AND (counter < $2 OR ($2 = 0 AND counter = 0)) RETURNING id',
      [passkey.id, newCounter],
    );
    if (updated.length === 0) throw refused();
    return { accountId };
  }

  private stored(where: string, parameters: unknown[]): Promise<StoredPasskey[]> {
    return this.db.query(`SELECT id, account_id, credential_id, public_key, counter, transports FROM passkeys WHERE ${where} ORDER BY created_at, id`, parameters);
  }

  /** The two-factor module, found when a sign-in needs it, so that neither module needs the other to start. */
  private secondFactor(): SecondFactor {
    return this.modules.get<SecondFactor>(SECOND_FACTOR, { strict: false });
  }
}
