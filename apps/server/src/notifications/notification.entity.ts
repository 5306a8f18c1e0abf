import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationKind } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';
import { CommentEntity } from '../content/engagement/comment.entity';
import { ContentItemEntity } from '../content/shared/content-item.entity';

/**
 * One thing that happened to a person: one follow, one like, one comment, one interest, one
 * reminder. Rows are grouped into entries (`notification_groups`) by their group key: one entry
 * per item and kind per day ('Ada and 3 others liked your post'). Undoing the action deletes its row.
 */
@Entity('notifications')
@Index('notifications_group_idx', ['recipientId', 'groupKey', 'id'])
@Index('notifications_actor_idx', ['actorId', 'kind', 'itemId'])
@Index('notifications_comment_idx', ['commentId'], { where: 'comment_id IS NOT NULL' })
@Index('notifications_reminder_key', ['recipientId', 'itemId'], { unique: true, where: "kind = 'event_reminder'" })
export class NotificationEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id' })
  recipient?: AccountEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: NotificationKind;

  /** Who did it; none for reminders. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actor_id' })
  actor?: AccountEntity;

  /** What it is about; none for follows. */
  @Column({ type: 'uuid', nullable: true })
  itemId: string | null;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  /** The comment, for comment notifications: deleting it withdraws them. */
  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => CommentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: CommentEntity;

  @Column({ type: 'varchar', length: 80 })
  groupKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * An entry of a person's list: the notifications of one group key, kept in the same statement as
 * each row added or withdrawn, so that a page of the list is read in index order and never grouped
 * on the fly. `latestId` is the newest row's id (0 once every row was withdrawn: not shown).
 */
@Entity('notification_groups')
@Index('notification_groups_list_idx', ['recipientId', 'latestId'])
export class NotificationGroupEntity {
  @PrimaryColumn('uuid')
  recipientId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id' })
  recipient?: AccountEntity;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  groupKey: string;

  @Column({ type: 'varchar', length: 20 })
  kind: NotificationKind;

  @Column({ type: 'uuid', nullable: true })
  itemId: string | null;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'bigint' })
  latestId: string;

  /** Different people in the entry. */
  @Column({ type: 'int' })
  actorCount: number;

  /** When its newest row was added. */
  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}

/** How far a person has read their list: entries whose newest row is past it are unread. */
@Entity('notification_reads')
export class NotificationReadEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'bigint', default: 0 })
  lastReadId: string;
}

/** A person's choice for one kind; without a row, NOTIFICATION_DEFAULTS holds. */
@Entity('notification_preferences')
export class NotificationPreferenceEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: NotificationKind;

  @Column({ type: 'boolean' })
  inApp: boolean;

  @Column({ type: 'boolean' })
  email: boolean;

  /** Pushed to the account's devices; none: the kind's default (chosen before push existed). */
  @Column({ type: 'boolean', nullable: true })
  push: boolean | null;
}
