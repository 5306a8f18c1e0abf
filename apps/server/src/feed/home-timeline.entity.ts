import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { ContentItemEntity } from '../content/shared/content-item.entity';

/**
 * One item in one person's home timeline: the materialised feed that fan-out on write fills, so
 * that a page is one range read whatever the number of follows. `createdAt` and `authorId` are the
 * item's, copied so that the range read and an unfollow need no join.
 */
@Entity('home_timelines')
@Index('home_timelines_account_created_idx', ['accountId', 'createdAt', 'itemId'])
@Index('home_timelines_account_author_idx', ['accountId', 'authorId'])
export class HomeTimelineEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @PrimaryColumn('uuid')
  itemId: string;

  @Column({ type: 'uuid' })
  authorId: string;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  // Deleting an item takes it out of every timeline at once.
  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;
}
