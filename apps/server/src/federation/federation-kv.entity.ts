import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Fedify's key-value store (kv-store.ts): the remote documents and public keys it fetched, and the
 * ids of the activities it already took in, each kept until it expires.
 */
@Entity('federation_kv')
@Index('federation_kv_expires_idx', ['expiresAt'], { where: 'expires_at IS NOT NULL' })
export class FederationKvEntity {
  /** The key's parts as a JSON array. */
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  /** Null: kept until deleted. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
