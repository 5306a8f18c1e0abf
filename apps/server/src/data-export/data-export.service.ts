import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES, ERROR_CODES, isUuid } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../accounts/viewer';
import { requireSession } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { lockCountOf } from '../common/sql/count-lock';
import { APP_CONFIG, AppConfig } from '../config/config';
import { JobQueue } from '../queue/job-queue';
import { ARCHIVE_STORE, ArchiveStore, StoredArchive } from './archive-store';
import type { DataExport } from './data-export.models';
import { storeIdentity } from './store-identity';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ExportRow {
  id: string;
  account_id: string;
  status: DataExport['status'];
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  storage_name: string | null;
}

const COLUMNS = 'id, account_id, status, requested_at, ready_at, expires_at, storage_name';

const notFound = () => new DomainError(ERROR_CODES.dataExportNotFound, [DATA_EXPORT_MESSAGES.notFound]);
const expired = () => new DomainError(ERROR_CODES.dataExportExpired, [DATA_EXPORT_MESSAGES.expired]);

/**
 * Archives of a person's data: asked for at most once a week, built by the `data-export` job
 * (DataExportWorker), downloaded through a signed address that expires with the archive and only
 * with its owner's own session. A personal access token can do none of it: the archive holds
 * everything, messages included.
 */
@Injectable()
export class DataExportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ARCHIVE_STORE) private readonly store: ArchiveStore,
    private readonly jobs: JobQueue,
  ) {}

  /** The viewer's latest archive, or null. */
  async latest(viewer: Viewer): Promise<DataExport | null> {
    requireSession(viewer);
    const [row]: ExportRow[] = await this.db.query(`SELECT ${COLUMNS} FROM data_exports WHERE account_id = $1 ORDER BY requested_at DESC LIMIT 1`, [viewer.accountId]);
    return row ? this.toModel(row) : null;
  }

  /**
   * Asks for a new archive; its job is queued with it. 429 (with the wait) when one was asked for
   * within DATA_EXPORT_LIMITS.intervalDays: checked under the owner's lock, so two at once cannot both pass.
   */
  async request(viewer: Viewer): Promise<DataExport> {
    requireSession(viewer);
    const row = await this.db.transaction(async (manager) => {
      await lockCountOf(manager, 'data_exports', viewer.accountId);
      const [last]: Array<{ requested_at: Date }> = await manager.query(
        'SELECT requested_at FROM data_exports WHERE account_id = $1 ORDER BY requested_at DESC LIMIT 1',
        [viewer.accountId],
      );
      const nextAt = last ? last.requested_at.getTime() + DATA_EXPORT_LIMITS.intervalDays * DAY_MS : 0;
      if (nextAt > Date.now()) {
        throw new DomainError(ERROR_CODES.rateLimited, [DATA_EXPORT_MESSAGES.tooSoon(new Date(nextAt))], false, Math.ceil((nextAt - Date.now()) / 1000));
      }
      const [created]: ExportRow[] = await manager.query(`INSERT INTO data_exports (account_id) VALUES ($1) RETURNING ${COLUMNS}`, [viewer.accountId]);
      await this.jobs.send('data-export', { exportId: created.id, store: await storeIdentity(this.config.media) }, manager);
      return created;
    });
    return this.toModel(row);
  }

  /**
   * The archive behind a download address, for its owner: 404 for another account's, an unknown
   * one or a signature not made here; 410 once it expired.
   */
  async download(viewer: Viewer, id: string, expires: unknown, signature: unknown): Promise<StoredArchive> {
    requireSession(viewer);
    if (!isUuid(id) || typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) throw notFound();
    if (!this.signatureFits(id, viewer.accountId, Number(expires), signature)) throw notFound();
    const [row]: ExportRow[] = await this.db.query(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1 AND account_id = $2`, [id, viewer.accountId]);
    if (Number(expires) * 1000 <= Date.now()) throw expired();
    if (!row) throw expired();
    if (row.status !== 'ready' || !row.storage_name) throw notFound();
    if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw expired();
    const archive = await this.store.read(row.storage_name);
    if (!archive) throw expired();
    return archive;
  }

  private toModel(row: ExportRow): DataExport {
    const ready = row.status === 'ready' && row.expires_at !== null;
    return {
      export_id: row.id,
      status: row.status,
      requested_at: row.requested_at,
      ready_at: row.ready_at,
      expires_at: row.expires_at,
      download_url: ready ? this.downloadPath(row.id, row.account_id, row.expires_at as Date) : null,
    };
  }

  /** The signed download address: HMAC of the archive, its owner and the expiry, with the server's key. */
  private downloadPath(id: string, accountId: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `/api/account/export/${id}/download?expires=${expires}&signature=${this.sign(id, accountId, expires)}`;
  }

  private sign(id: string, accountId: string, expires: number): string {
    return createHmac('sha256', this.config.jwtSecret).update(`data-export:${id}:${accountId}:${expires}`).digest('base64url');
  }

  private signatureFits(id: string, accountId: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(id, accountId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
