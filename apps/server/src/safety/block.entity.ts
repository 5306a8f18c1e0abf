import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * One person blocking another: follows end both ways, the blocked one can no longer find, follow,
 * see, engage with or message the blocker, and neither sees the other's items, comments or
 * notifications anywhere.
 */
@Entity('blocks')
@Index('blocks_blocked_idx', ['blockedId'])
export class BlockEntity {
  @PrimaryColumn('uuid')
  blockerId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_id' })
  blocker?: AccountEntity;

  @PrimaryColumn('uuid')
  blockedId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocked_id' })
  blocked?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
