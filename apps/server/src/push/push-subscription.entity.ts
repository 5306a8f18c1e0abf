import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { SessionEntity } from '../accounts/session.entity';

/**
 * One device's Web Push subscription: the push service's URL for it and the keys its pushes are
 * encrypted with (RFC 8291). It belongs to the session signed in on the device when push was turned
 * on: a device signed out (its session ended, revoked or expired) is pushed nothing.
 */
@Entity('push_subscriptions')
@Index('push_subscriptions_endpoint_key', ['endpoint'], { unique: true })
@Index('push_subscriptions_account_idx', ['accountId', 'createdAt'])
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => SessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: SessionEntity;

  /** The push service's URL for this device (https). */
  @Column({ type: 'varchar', length: 1024 })
  endpoint: string;

  /** The device's P-256 public key (base64url, 65 bytes). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The device's authentication secret (base64url, 16 bytes). */
  @Column({ type: 'varchar', length: 40 })
  auth: string;

  /** How the device named itself ("Chrome on Android"), if it did. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  deviceName: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When it was last given (each start of the app on the device gives it again). */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
