import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from './account.entity';

/** Ends of a session its owner did not ask for: a moderator's suspension, a password changed elsewhere. */
export type SessionEndReason = 'suspended' | 'password_changed';

/**
 * One signed-in device: the family of refresh tokens that descend from one login. Access tokens
 * name their session, so revoking it ends them at once.
 */
@Entity('sessions')
@Index('sessions_account_id_idx', ['accountId'])
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When it last came back for an access token (its start, then each refresh): "Last active" in Settings, Sessions. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /**
   * Started by a suspended account: it may only do what is marked @AllowRestricted() (take its
   * data, delete the account, sign out); a lift of the suspension ends it.
   */
  @Column({ type: 'boolean', default: false })
  restricted: boolean;

  /** Why it was ended for its owner, who is told at the next refresh; null when they ended it (logout) or it was copied. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  endedBecause: SessionEndReason | null;
}
