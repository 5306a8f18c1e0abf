import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/** `follower` follows `followee`. Both lists page newest first, each through its own index. */
@Entity('follows')
@Index('follows_followee_created_idx', ['followeeId', 'createdAt', 'followerId'])
@Index('follows_follower_created_idx', ['followerId', 'createdAt', 'followeeId'])
export class FollowEntity {
  @PrimaryColumn('uuid')
  followerId: string;

  @PrimaryColumn('uuid')
  followeeId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'follower_id' })
  follower?: AccountEntity;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'followee_id' })
  followee?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
