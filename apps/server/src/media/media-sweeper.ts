import { Inject, Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { keyOfObject } from './media.service';
import { MEDIA_STORAGE, MediaStorage } from './storage/media-storage';

/** Files younger than this are left alone: their rows may still be on the way (an upload being saved). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** How often a running instance sweeps, besides once at start. */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Objects checked against the database at once. */
const BATCH = 500;

/**
 * Removes stored images that belong to nothing: a crash between storing an upload's images and
 * committing its rows leaves files that are served but that no item or profile names. Each
 * instance sweeps the storage it writes to, once at start (in the background) and every few hours.
 */
@Injectable()
export class MediaSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('Media');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweepQuietly();
    this.timer = setInterval(() => void this.sweepQuietly(), SWEEP_INTERVAL_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sweeps once (or joins the sweep under way); answers how many objects were removed. */
  sweep(now = new Date()): Promise<number> {
    this.running ??= this.sweepAll(now.getTime() - ORPHAN_GRACE_MS).finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepQuietly(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed > 0) this.log.log(`removed ${removed} stored images that belonged to nothing`);
    } catch (error) {
      if (!this.stopping) this.log.error(`media sweep failed: ${String(error)}`);
    }
  }

  private async sweepAll(cutoff: number): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    for await (const object of this.storage.list()) {
      if (this.stopping) break;
      if (object.writtenAt.getTime() > cutoff) continue;
      batch.push(object.name);
      if (batch.length === BATCH) {
        removed += await this.removeOrphans(batch);
        batch = [];
      }
    }
    if (batch.length > 0 && !this.stopping) removed += await this.removeOrphans(batch);
    return removed;
  }

  /** Deletes the objects of `names` whose key no row names: item images and profile photos. */
  private async removeOrphans(names: string[]): Promise<number> {
    const keys = [...new Set(names.map(keyOfObject))];
    const used: Array<{ key: string }> = await this.db.query(
      `SELECT storage_key AS key FROM content_media WHERE storage_key = ANY($1::varchar[])
       UNION SELECT profile_image_key FROM accounts WHERE profile_image_key = ANY($1::varchar[])
       UNION SELECT image_key FROM link_previews WHERE image_key = ANY($1::varchar[])`,
      [keys],
    );
    const kept = new Set(used.map((row) => row.key));
    const orphans = names.filter((name) => !kept.has(keyOfObject(name)));
    await this.storage.delete(orphans);
    return orphans.length;
  }
}
