import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../../accounts/account.entity';
import { ContentItemEntity } from '../shared/content-item.entity';

/** One account likes one item at most once: the primary key makes liking twice a no-op. */
@Entity('likes')
@Index('likes_account_id_idx', ['accountId'])
export class LikeEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
