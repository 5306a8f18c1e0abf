import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/** The algorithms of an actor's key pairs: RSA for HTTP Signatures as every server checks them, Ed25519 for Object Integrity Proofs. */
export type ActorKeyAlgorithm = 'RSASSA-PKCS1-v1_5' | 'Ed25519';

/** A key pair an account signs what it sends to other servers with, made the first time it is needed and kept. */
@Entity('actor_keys')
export class ActorKeyEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  algorithm: ActorKeyAlgorithm;

  /** JSON Web Keys. */
  @Column({ type: 'jsonb' })
  publicKey: JsonWebKey;

  @Column({ type: 'jsonb' })
  privateKey: JsonWebKey;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
