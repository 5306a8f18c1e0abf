import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../content/shared/content-item.entity';

/**
 * A tag a remark, post or event carries (`hashtagsOf` its texts, in their normal form), written with
 * the item and rewritten at each edit. `createdAt` is the item's, copied so that a tag page is one
 * range read of its index, newest first.
 */
@Entity('item_hashtags')
@Index('item_hashtags_tag_created_idx', ['tag', 'createdAt', 'itemId'])
export class ItemHashtagEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @PrimaryColumn({ type: 'varchar', length: 400 })
  tag: string;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  /** The hour trending counted it in, counted down from when the tag leaves the item. */
  @Column({ type: 'timestamptz' })
  countedHour: Date;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;
}
