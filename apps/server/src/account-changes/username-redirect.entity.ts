import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * A username given up by a rename: until `expiresAt` it answers the renamed account's profile and
 * nobody else may take it (sign-up or another rename). Past it, the row is only history, taken
 * over by the next rename that gives the name up.
 */
@Entity('username_redirects')
@Index('username_redirects_account_idx', ['accountId'])
export class UsernameRedirectEntity {
  /** lower(username), as the unique index of accounts compares names. */
  @PrimaryColumn({ type: 'varchar', length: 30 })
  usernameLower: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
