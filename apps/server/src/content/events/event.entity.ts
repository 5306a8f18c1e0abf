import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('events')
// Explore and Interested list events soonest first, a page at a time after (event_date, item_id):
// the page is one ordered index range, even among many events at the same instant.
@Index('events_event_date_id_idx', ['eventDate', 'itemId'])
// The Explore name search ("contains", ignoring case): a trigram index of lower(name) (migration only).
@Index('events_name_trgm_idx', { synchronize: false })
export class EventEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @Column({ type: 'timestamptz' })
  eventDate: Date;

  @Column({ type: 'varchar', length: 120, default: '' })
  location: string;

  @Column({ type: 'varchar', length: 20 })
  category: string;

  @Column({ type: 'boolean', default: false })
  isOnline: boolean;
}
