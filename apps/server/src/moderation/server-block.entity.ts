import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * A server of the fediverse that moderators blocked: it gets nothing from this one and is heard
 * from no more (its inbox posts answer 403, nothing is delivered or fetched there), and its
 * accounts here stay suspended until it is unblocked.
 */
@Entity('server_blocks')
export class ServerBlockEntity {
  /** `name[:port]`, lower case, as accounts.host holds it. */
  @PrimaryColumn({ type: 'varchar', length: 253 })
  host: string;

  @Column({ type: 'uuid', nullable: true })
  blockedById: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'blocked_by_id' })
  blockedBy?: AccountEntity;

  /** Why, as the moderation log keeps it. */
  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
