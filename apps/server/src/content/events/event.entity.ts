import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('events')
@Index('events_event_date_idx', ['eventDate'])
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
