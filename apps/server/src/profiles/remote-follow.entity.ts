import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * Someone here follows, or asked to follow, an account of another server: the Follow sent
 * (federation/), until its server accepts (then a row of `follows` too) or refuses it; kept while
 * they follow, for the Undo that ends it to name it.
 */
@Entity('remote_follows')
export class RemoteFollowEntity {
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

  /** The id of the Follow activity sent, which the other server's Accept or Reject names. */
  @Index('remote_follows_activity_key', { unique: true })
  @Column({ type: 'varchar', length: 2048 })
  activityId: string;

  /** When its server accepted it; null while it has not answered. */
  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
