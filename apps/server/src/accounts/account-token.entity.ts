import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from './account.entity';

export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** Single-use e-mail verification, password-reset and address-change tokens, stored as their SHA-256. */
@Entity('account_tokens')
@Index('account_tokens_token_hash_key', ['tokenHash'], { unique: true })
@Index('account_tokens_account_id_purpose_idx', ['accountId', 'purpose'])
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The address a 'change_email' token confirms; null for the other purposes. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  newEmail: string | null;
}
