import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AccountRole } from '@gatherly/schema';

@Entity('accounts')
@Index('accounts_email_key', ['email'], { unique: true })
@Index('accounts_username_lower_key', { synchronize: false })
// The user search: lower(username) in byte order for prefixes, and trigram indexes of lower(username)
// and lower(full_name) for "contains" (migration only).
@Index('accounts_username_pattern_idx', { synchronize: false })
@Index('accounts_username_trgm_idx', { synchronize: false })
@Index('accounts_full_name_trgm_idx', { synchronize: false })
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored normalised (trimmed, lower case); null for an account of another server (`host`), which never signs in here. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /**
   * Kept as typed; unique without regard to case through an index on lower(username). An account
   * of another server is `<username>@<host>` as the fediverse writes it (local names hold no `@`).
   */
  @Column({ type: 'varchar', length: 320 })
  username: string;

  /**
   * The server of an account of the fediverse (federation/, with its actor in remote_actors), as
   * `host[:port]`; null for Gatherly's own accounts.
   */
  @Index('accounts_host_idx', { where: 'host IS NOT NULL' })
  @Column({ type: 'varchar', length: 260, nullable: true })
  host: string | null;

  @Column({ type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** URL of the square profile photo, as every list shows it; null for the default image. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  profileImage: string | null;

  /** Media storage key of that photo, to delete its files when it is replaced or removed; indexed for the media sweep. */
  @Index('accounts_profile_image_key', { where: 'profile_image_key IS NOT NULL' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  profileImageKey: string | null;

  @Column({ type: 'varchar', length: 150, default: '' })
  bio: string;

  /** 'male', 'female', a custom text, or '' (prefer not to say). */
  @Column({ type: 'varchar', length: 30, default: '' })
  gender: string;

  /** Kept equal to the rows of `follows` in the same transaction as each follow and unfollow. */
  @Column({ type: 'int', default: 0 })
  followerCount: number;

  @Column({ type: 'int', default: 0 })
  followingCount: number;

  @Column({ type: 'varchar', length: 32, default: 'light' })
  themePreference: string;

  /** The language the owner chose for the app, its mails and its notifications; null: their browser's. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  language: string | null;

  /** 'member', or 'moderator' (granted by `npm run admin -- grant-moderator <username>`). */
  @Column({ type: 'varchar', length: 12, default: 'member' })
  role: AccountRole;

  /**
   * Set by a moderator: the account cannot log in and what it shared is hidden everywhere (every
   * read joins its author with `suspended_at IS NULL`) until the suspension is lifted.
   */
  @Index('accounts_suspended_idx', { where: 'suspended_at IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  /** The last change of username (not of its letter case alone): the next may come 30 days later. */
  @Column({ type: 'timestamptz', nullable: true })
  usernameChangedAt: Date | null;

  /**
   * When the deletion the owner asked for is carried out (account-deletion/); null when none is
   * asked. Kept on the tombstone once it ran.
   */
  @Index('accounts_deletion_due_idx', { where: 'deletion_scheduled_for IS NOT NULL AND deleted_at IS NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  deletionScheduledFor: Date | null;

  /**
   * Whether the pending deletion is what hides the account (suspended_at set by it, not by a
   * moderator): cancelling it then shows the account again.
   */
  @Column({ type: 'boolean', default: false })
  hiddenByDeletion: boolean;

  /**
   * Whether blocking its server is what suspended this account of another server (suspended_at set
   * by that block, not by a moderator's suspension of it): unblocking the server then lifts it.
   */
  @Column({ type: 'boolean', default: false })
  suspendedWithServer: boolean;

  /** Whether others find what the account wrote in search (search/); its own searches always do. */
  @Column({ type: 'boolean', default: true })
  indexable: boolean;

  /** Set once the deletion ran: the row stays as a tombstone keeping the user name, every other personal column emptied. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** An account of Gatherly itself, not of another server: it has an address and may sign in. */
export type LocalAccount = AccountEntity & { email: string };

/**
 * The account, known to be Gatherly's own: one signed in, or found by its address or a link mailed
 * to it (an account of another server has neither, nor any session).
 */
export function localAccount<T extends Pick<AccountEntity, 'email'> & Partial<Pick<AccountEntity, 'host'>>>(account: T): T & { email: string } {
  if (account.email === null || (account.host ?? null) !== null) throw new Error('an account of another server was taken for one of this server');
  return account as T & { email: string };
}
