import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../../accounts/account.entity';
import { CommentEntity } from '../engagement/comment.entity';
import { ContentItemEntity } from '../shared/content-item.entity';

/**
 * An account a text names with `@username`, stored when the text is written: the item's own text
 * (a remark, a caption, an event's description) when `commentId` is null, else that comment on the
 * item. The account's id, not its name, is kept, so a rename still points at the right person.
 */
@Entity('mentions')
@Index('mentions_item_key', ['itemId', 'accountId'], { unique: true, where: 'comment_id IS NULL' })
@Index('mentions_comment_key', ['commentId', 'accountId'], { unique: true, where: 'comment_id IS NOT NULL' })
@Index('mentions_item_idx', ['itemId'])
@Index('mentions_account_idx', ['accountId'])
export class MentionEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'PK_mentions' })
  id: string;

  @Column({ type: 'uuid' })
  itemId: string;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'FK_mentions_item' })
  item?: ContentItemEntity;

  @Column({ type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => CommentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id', foreignKeyConstraintName: 'FK_mentions_comment' })
  comment?: CommentEntity;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_mentions_account' })
  account?: AccountEntity;

  /** The name as the text writes it, which the client matches to draw the link. */
  @Column({ type: 'varchar', length: 30 })
  writtenAs: string;

  /** Order in the text: the first mentioned are the ones told when there are too many. */
  @Column({ type: 'smallint' })
  position: number;

  /** When its person was told; null until then (never when they block or mute the author). */
  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}
