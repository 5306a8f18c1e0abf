import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * The actor of an account of another server (accounts.host set): where it is and where to deliver
 * to it, as its server last described it.
 */
@Entity('remote_actors')
export class RemoteActorEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  /** The actor's id. */
  @Index('remote_actors_actor_url_key', { unique: true })
  @Column({ type: 'varchar', length: 2048 })
  actorUrl: string;

  @Column({ type: 'varchar', length: 2048 })
  inboxUrl: string;

  /** Its server's inbox for everyone there, when it has one. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  sharedInboxUrl: string | null;

  /** Its profile's web page. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  profileUrl: string | null;

  /** The address of its picture (`icon`) as its server gave it, kept re-encoded as the account's photo; null when none. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  iconUrl: string | null;

  /** When its document was last read. */
  @Column({ type: 'timestamptz' })
  fetchedAt: Date;
}
