import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { NotificationKind } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';
import { CommentEntity } from '../content/engagement/comment.entity';
import { ContentItemEntity } from '../content/shared/content-item.entity';

/**
 * A notification set aside while its actor is suspended, as it was (its id too), to be put back in
 * its entry when the suspension is lifted. Kept apart from `notifications` so that reading the bell
 * never checks for suspensions. What would have withdrawn it meanwhile (the item or comment deleted,
 * the follow ended) withdraws it here too.
 */
@Entity('withheld_notifications')
@Index('withheld_notifications_actor_idx', ['actorId', 'kind', 'itemId'])
@Index('withheld_notifications_comment_idx', ['commentId'], { where: 'comment_id IS NOT NULL' })
export class WithheldNotificationEntity {
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id' })
  recipient?: AccountEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: NotificationKind;

  @Column({ type: 'uuid' })
  actorId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actor_id' })
  actor?: AccountEntity;

  @Column({ type: 'uuid', nullable: true })
  itemId: string | null;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => CommentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: CommentEntity;

  @Column({ type: 'varchar', length: 80 })
  groupKey: string;

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
