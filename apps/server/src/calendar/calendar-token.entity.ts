import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/** The secret of a person's private calendar feed, stored only as its SHA-256 digest. */
@Entity('calendar_tokens')
@Index('calendar_tokens_hash_key', ['tokenHash'], { unique: true })
export class CalendarTokenEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
