import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * How many items took up a tag in one hour: the rolling count trending sums over its last hours,
 * counted by the trigger on item_hashtags as a tag is added to an item. Hours past the window are
 * swept hourly.
 */
@Entity('hashtag_hours')
@Index('hashtag_hours_hour_idx', ['hour'])
export class HashtagHourEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  tag: string;

  @PrimaryColumn({ type: 'timestamptz' })
  hour: Date;

  @Column({ type: 'integer', default: 0 })
  count: number;
}
