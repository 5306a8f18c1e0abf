import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../../accounts/account.entity';
import { EventEntity } from '../events/event.entity';

/** An account's interest in attending an event; at most one per account and event. */
@Entity('event_interests')
@Index('event_interests_account_created_idx', ['accountId', 'createdAt', 'itemId'])
export class InterestEntity {
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
