import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationAction, ModerationTargetType } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';
import { ReportEntity } from '../safety/report.entity';

/** One thing a moderator did, with who did it and why: the moderation log. Rows are never changed. */
@Entity('moderation_actions')
@Index('moderation_actions_log_idx', ['createdAt', 'id'])
export class ModerationActionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  moderatorId: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'moderator_id' })
  moderator?: AccountEntity;

  /** The moderator's user name as it was: the log keeps naming them after the account is gone. */
  @Column({ type: 'varchar', length: 30 })
  moderatorUsername: string;

  @Column({ type: 'varchar', length: 30 })
  action: ModerationAction;

  @Column({ type: 'varchar', length: 10 })
  targetType: ModerationTargetType;

  /** A UUID, a message's number, or a server's host. */
  @Column({ type: 'varchar', length: 253 })
  targetId: string;

  /** The account the action concerned (the author of removed content, the suspended account). */
  @Column({ type: 'uuid', nullable: true })
  accountId: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  /** Its user name as it was (an account of another server's is `<username>@<host>`). */
  @Column({ type: 'varchar', length: 320, default: '' })
  accountUsername: string;

  @Column({ type: 'uuid', nullable: true })
  reportId: string | null;

  @ManyToOne(() => ReportEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'report_id' })
  report?: ReportEntity;

  /** What the author was told; for a dismissed report, why nothing was done (empty for older dismissals). */
  @Column({ type: 'varchar', length: 500, default: '' })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
