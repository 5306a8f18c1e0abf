import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiScope } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';

/**
 * A personal access token: a named secret (`gth_…`) its owner gave a program, limited to its
 * scopes, stored only as its SHA-256. Revoking deletes the row: the next request with it gets 401.
 */
@Entity('access_tokens')
@Index('access_tokens_hash_key', ['tokenHash'], { unique: true })
@Index('access_tokens_account_idx', ['accountId', 'createdAt'])
export class AccessTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The token's last four characters, to tell tokens apart in the list. */
  @Column({ type: 'varchar', length: 4 })
  lastFour: string;

  @Column({ type: 'varchar', length: 10, array: true })
  scopes: ApiScope[];

  /** None: it lasts until revoked. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** Kept to the minute: a request within a minute of the last one does not write. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
