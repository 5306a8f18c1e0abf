import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationAction, ReportReason, ReportTargetType } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';

/**
 * Someone telling the moderators about an account, an item, a comment or a message. One open
 * report per reporter and target: reporting again while it waits changes nothing.
 */
@Entity('reports')
@Index('reports_open_per_reporter_key', ['reporterId', 'targetType', 'targetId'], { unique: true, where: "status = 'open'" })
@Index('reports_queue_idx', ['status', 'createdAt'])
export class ReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: AccountEntity;

  @Column({ type: 'varchar', length: 10 })
  targetType: ReportTargetType;

  /** A uuid, or a message's number. */
  @Column({ type: 'varchar', length: 40 })
  targetId: string;

  @Column({ type: 'varchar', length: 20 })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 500, default: '' })
  text: string;

  /** Who wrote or is the target, as found when it was reported: the account a moderator may suspend. */
  @Index('reports_owner_idx', { where: "status = 'open'" })
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: AccountEntity;

  /** 'open' until a moderator acts on it, then 'resolved'. */
  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: string;

  /** What the moderator did: a ModerationAction. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution: ModerationAction | null;

  @Column({ type: 'uuid', nullable: true })
  resolvedById: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolved_by_id' })
  resolvedBy?: AccountEntity;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
