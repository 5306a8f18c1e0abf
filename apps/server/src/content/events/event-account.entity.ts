import { CreateDateColumn, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../../accounts/account.entity';
import { EventEntity } from './event.entity';

/**
 * What one account holds of one event (interest, an answer, co-hosting): at most one row per
 * account and event, gone with either. Each table of them extends it with its own columns.
 */
export abstract class EventAccountEntity {
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
