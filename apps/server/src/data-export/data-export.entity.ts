import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DataExportStatus } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';

/**
 * One archive of a person's data: asked for (pending), built by the `data-export` job (ready), and
 * deleted with its file once it expires. The file lives in the archive store under `storage_name`,
 * a random name never handed out: it is only ever downloaded through the app, by its owner.
 */
@Entity('data_exports')
@Index('data_exports_account_requested_idx', ['accountId', 'requestedAt'])
@Index('data_exports_expires_idx', ['expiresAt'], { where: 'expires_at IS NOT NULL' })
export class DataExportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DataExportStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  /** When the archive and its download address stop working (ready only). */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** The archive's name in the store (ready only). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  storageName: string | null;

  @Column({ type: 'bigint', nullable: true })
  sizeBytes: string | null;
}
