import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/** `account` follows a tag: the new items that carry it join their home feed. */
@Entity('hashtag_follows')
@Index('hashtag_follows_tag_account_idx', ['tag', 'accountId'])
export class HashtagFollowEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @PrimaryColumn({ type: 'varchar', length: 400 })
  tag: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
