import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { EventEntity } from '../content/events/event.entity';

/** Someone the host added to run an event with them: they edit it, manage its guests and message them. */
@Entity('event_co_hosts')
@Index('event_co_hosts_account_idx', ['accountId', 'itemId'])
export class EventCoHostEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', referencedColumnName: 'itemId' })
  event?: EventEntity;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
