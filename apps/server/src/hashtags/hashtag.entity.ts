import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A tag some item carried once, with how many carry it now: kept by a trigger on item_hashtags (an
 * item deleted with its author takes its tags by cascade, which no service sees), so that a tag
 * page's count is one row whatever the tag's size.
 */
@Entity('hashtags')
export class HashtagEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  name: string;

  @Column({ type: 'integer', default: 0 })
  itemCount: number;
}
