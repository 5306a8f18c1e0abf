import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * A passkey: a WebAuthn credential of an authenticator (a phone, a laptop, a security key) whose
 * private key never leaves it; Gatherly keeps its public key to check what it signs.
 */
@Entity('passkeys')
@Index('passkeys_credential_id_key', ['credentialId'], { unique: true })
@Index('passkeys_account_idx', ['accountId', 'createdAt'])
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  /** The credential's id as the browser names it (base64url). */
  @Column({ type: 'varchar', length: 1366 })
  credentialId: string;

  /** COSE public key, as the authenticator gave it at registration. */
  @Column({ type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter: an answer must raise it (a copied key would not), unless it stays 0. */
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  counter: number;

  /** How the browser may reach the authenticator (internal, usb, hybrid…), offered back at sign-in. */
  @Column({ type: 'varchar', length: 16, array: true })
  transports: string[];

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

export type PasskeyChallengePurpose = 'registration' | 'authentication';

/**
 * A challenge handed to a browser's passkey prompt, kept here rather than trusted from the answer:
 * used once, within PASSKEY_LIMITS.challengeSeconds. A registration's is bound to its account; a
 * sign-in's is bound to the account of the password login it finishes, or to nothing when a
 * passkey alone signs in (the credential then names the account).
 */
@Entity('passkey_challenges')
@Index('passkey_challenges_challenge_key', ['challenge'], { unique: true })
@Index('passkey_challenges_expires_idx', ['expiresAt'])
export class PasskeyChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** base64url, as the options carried it and the browser signs it. */
  @Column({ type: 'varchar', length: 128 })
  challenge: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: PasskeyChallengePurpose;

  @Column({ type: 'uuid', nullable: true })
  accountId: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
