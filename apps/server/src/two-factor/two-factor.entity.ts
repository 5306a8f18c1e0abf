import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * An account's authenticator: its TOTP secret (base32), answered once at setup and never again.
 * `enabledAt` null: set up but not yet confirmed with a code, so sign-in does not ask for it.
 */
@Entity('two_factor_settings')
export class TwoFactorSettingsEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'two_factor_settings_pkey' })
  accountId: string;

  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'two_factor_settings_account_fkey' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 64 })
  secret: string;

  /** When the setup began: one not confirmed in time is started again. */
  @Column({ type: 'timestamptz' })
  setupStartedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** The time step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  @Column({ type: 'bigint', nullable: true, transformer: { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) } })
  lastTimeStep: number | null;
}

/** One of the ten recovery codes, stored only as its SHA-256; `usedAt` set once it has signed someone in. */
@Entity('two_factor_recovery_codes')
@Index('two_factor_recovery_codes_account_hash_key', ['accountId', 'codeHash'], { unique: true })
export class TwoFactorRecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'two_factor_recovery_codes_pkey' })
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'two_factor_recovery_codes_account_fkey' })
  account?: AccountEntity;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A login waiting for its second factor: the token (stored as its SHA-256) is answered once, with
 * the password's success; it serves once, dies after its minutes or its wrong tries.
 */
@Entity('two_factor_challenges')
@Index('two_factor_challenges_account_idx', ['accountId'])
export class TwoFactorChallengeEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'two_factor_challenges_pkey' })
  tokenHash: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'two_factor_challenges_account_fkey' })
  account?: AccountEntity;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'smallint', default: 0 })
  failedAttempts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
