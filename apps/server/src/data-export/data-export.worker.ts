import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DATA_EXPORT_LIMITS } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { JobQueue } from '../queue/job-queue';
import type { Jobs } from '../queue/jobs';
import { ArchiveBuilder } from './archive-builder';
import { ARCHIVE_STORE, ArchiveStore } from './archive-store';
import { archiveReadyMail } from './data-export-mails';
import { storeIdentity } from './store-identity';
import { recipientLanguage } from '../i18n/texts';

/** Archives asked for that are still not built after this long are given up (their job failed for good). */
const GIVE_UP_HOURS = 24;
/** Times a job is handed on to find an instance of its media store before it is built wherever it is. */
const MAX_HOPS = 12;
/** Archives removed at each look of the sweep. */
const SWEEP_BATCH = 200;

/**
 * Builds archives in the durable queue and deletes them once expired. A build cut off by a crash is
 * tried again from scratch: each try first forgets the file of the one before, so that nothing is
 * left behind in the store.
 */
@Injectable()
export class DataExportWorker implements OnModuleInit {
  private readonly log = new Logger('DataExport');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ARCHIVE_STORE) private readonly store: ArchiveStore,
    private readonly builder: ArchiveBuilder,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work('data-export', (job) => this.take(job), { alone: true });
    await this.jobs.work('data-export-sweep', async () => void (await this.sweep()));
    await this.jobs.schedule('data-export-sweep', '17 * * * *');
    await this.mail.handle('data-export-ready', (mail) => Promise.resolve(mail));
  }

  /**
   * Builds the archive where the request came in, or on any instance of the same media store: one
   * that sees other files (a test's app beside another on one database) hands the job on, a
   * bounded number of times.
   */
  private async take({ exportId, store, hops = 0 }: Jobs['data-export']): Promise<void> {
    if (store && hops < MAX_HOPS && store !== (await storeIdentity(this.config.media))) {
      await this.jobs.send('data-export', { exportId, store, hops: hops + 1 }, undefined, { startAfter: 1 });
      return;
    }
    await this.build(exportId);
  }

  async build(exportId: string): Promise<void> {
    const name = `${randomBytes(24).toString('hex')}.zip`;
    // The name is kept before the file exists: a try cut off after saving it leaves nothing unnamed.
    const [[claimed]]: [Array<{ account_id: string; previous: string | null }>, number] = await this.db.query(
      `UPDATE data_exports d SET storage_name = $2 FROM (SELECT id, storage_name AS previous FROM data_exports WHERE id = $1 FOR UPDATE) p
        WHERE d.id = p.id AND d.status = 'pending' RETURNING d.account_id, p.previous`,
      [exportId, name],
    );
    if (!claimed) return;
    if (claimed.previous) await this.store.delete([claimed.previous]);
    await mkdir(this.store.workFolder, { recursive: true, mode: 0o700 });
    const path = join(this.store.workFolder, name);
    try {
      await this.builder.build(claimed.account_id, path);
      await this.store.save(name, path);
    } finally {
      await rm(path, { force: true });
    }
    const announced = await this.db.transaction(async (manager) => {
      const [[ready]]: [Array<{ account_id: string; expires_at: Date; email: string; username: string; language: string | null }>, number] = await manager.query(
        `UPDATE data_exports d SET status = 'ready', ready_at = now(), expires_at = now() + interval '${DATA_EXPORT_LIMITS.keepDays} days'
           FROM accounts a WHERE d.id = $1 AND d.storage_name = $2 AND d.status = 'pending' AND a.id = d.account_id
         RETURNING d.account_id, d.expires_at, a.email, a.username, a.language`,
        [exportId, name],
      );
      if (!ready) return null;
      const recorded = await this.notifications.recordAboutAccount(manager, 'data_export_ready', ready.account_id, exportId);
      if (recorded.byMail) await this.mail.queue('data-export-ready', archiveReadyMail(recipientLanguage(ready.language), this.config.publicUrl, ready.email, ready.username, ready.expires_at), manager);
      return recorded;
    });
    // Asked for by an account deleted meanwhile, or built twice at once: this file is no one's.
    if (!announced) return this.store.delete([name]);
    await this.notifications.announce(announced);
  }

  /** Deletes the archives that expired, and the requests whose build was given up; answers how many. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows: Array<{ id: string; storage_name: string | null }> = await this.db.query(
        `SELECT id, storage_name FROM data_exports
          WHERE expires_at <= now() OR (status = 'pending' AND requested_at < now() - interval '${GIVE_UP_HOURS} hours')
          LIMIT ${SWEEP_BATCH}`,
      );
      // Files first: a sweep cut off between the two finds the rows again next time.
      await this.store.delete(rows.flatMap((row) => (row.storage_name ? [row.storage_name] : [])));
      await this.db.query('DELETE FROM data_exports WHERE id = ANY($1::uuid[])', [rows.map((row) => row.id)]);
      removed += rows.length;
      if (rows.length < SWEEP_BATCH) break;
    }
    if (removed > 0) this.log.log(`removed ${removed} expired archives`);
    return removed;
  }
}
