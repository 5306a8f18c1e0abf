import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { EventEntity } from '../content/events/event.entity';

/** A message a host wrote to an event's guests; kept on the event. */
@Entity('event_messages')
@Index('event_messages_item_created_idx', ['itemId', 'createdAt', 'id'])
export class EventMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  itemId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', referencedColumnName: 'itemId' })
  event?: EventEntity;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author?: AccountEntity;

  @Column({ type: 'varchar', length: 1000 })
  content: string;

  /** 'going' | 'waitlisted' | 'all'. */
  @Column({ type: 'varchar', length: 12 })
  audience: string;

  /** How many guests it was sent to. */
  @Column({ type: 'integer' })
  recipientCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
