import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { firstLinkOf, RICH_TEXT_LIMITS } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MediaService } from '../media/media.service';
import { JobQueue } from '../queue/job-queue';
import type { Jobs } from '../queue/jobs';
import type { LinkHolder, PreviewRow } from './link-preview-reads';
import { oembedMetadataOf, OembedMetadata, pageReadingOf, previewOf, wantsOembed } from './page-metadata';
import { FetchLimits, FetchRules, hostPortOf, isTransient, safeFetch } from './safe-fetch';

/** A page: HTML only, 5 redirects, 2 seconds, 1 MB. */
export const PAGE_LIMITS: FetchLimits = { maxRedirects: 5, timeoutMs: 2_000, maxBytes: 1024 * 1024, accept: ['text/html', 'application/xhtml+xml'] };
/** Its image: the same bounds but in size, which the media pipeline's decoder bounds again in pixels. */
export const IMAGE_LIMITS: FetchLimits = { maxRedirects: 5, timeoutMs: 2_000, maxBytes: 5 * 1024 * 1024, accept: ['image/'] };
/** A page's oEmbed: JSON (under the names servers give it), with the page's bounds. */
export const OEMBED_LIMITS: FetchLimits = { ...PAGE_LIMITS, accept: ['application/json', 'application/json+oembed', 'text/json', 'text/javascript'] };
/** Tries of a preview whose page, oEmbed or image failed for the moment (took too long, busy, down), and the wait before the next. */
export const PREVIEW_ATTEMPTS = 2;
export const RETRY_AFTER_SECONDS = 5;


/**
 * Previews of the first link of remarks, posts, events and comments. A text written or edited names
 * its link; the preview is fetched by a job (see safe-fetch.ts for what may be fetched) and cached per
 * URL, failures too, for a day; a failure of the moment is tried once more first. Items answer the
 * preview of their link once it is ready.
 */
@Injectable()
export class LinkPreviewsService implements OnModuleInit {
  private readonly log = new Logger('LinkPreviews');
  private readonly rules: FetchRules;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MediaService) private readonly media: MediaService,
    private readonly queue: JobQueue,
  ) {
    const own = new URL(config.publicUrl);
    this.rules = { allow: new Set(config.linkPreviews.allow), own: new Set([hostPortOf(own)]) };
  }

  async onModuleInit(): Promise<void> {
    // Turned off, an instance neither queues previews nor takes those another queued.
    if (this.config.linkPreviews.enabled) await this.queue.work('link-preview', (job) => this.fetchPreview(job));
  }

  /**
   * Called in the transaction that writes a text (or several, first link first): the holder now shows
   * the preview of its first link, which is queued to be fetched unless fetched within the day.
   */
  async textWritten(manager: EntityManager, holder: LinkHolder, ...texts: string[]): Promise<void> {
    const url = linkOf(texts);
    await manager.query(`UPDATE ${holder.table} SET link_url = $2 WHERE id = $1`, [holder.id, url]);
    if (url !== null) await this.queueDue(manager, url);
  }

  /** Queues the fetch of a URL unless it was fetched within the day (or is being fetched). */
  private async queueDue(manager: EntityManager, url: string): Promise<void> {
    if (!this.config.linkPreviews.enabled) return;
    // A new URL, or one whose answer is a day old (or whose fetch never ended), is fetched again.
    const due: unknown[] = await manager.query(
      `INSERT INTO link_previews (url) VALUES ($1)
       ON CONFLICT (url) DO UPDATE SET status = 'pending', requested_at = now()
         WHERE (link_previews.status <> 'pending' AND link_previews.fetched_at < now() - interval '1 day')
            OR (link_previews.status = 'pending' AND link_previews.requested_at < now() - interval '1 hour')
       RETURNING url`,
      [url],
    );
    if (due.length > 0) await this.queue.send('link-preview', { url }, manager);
  }

  /**
   * The job: fetches the page (and its oEmbed when its card lacks a title or an image) and its image,
   * and keeps what it found; a failure is kept as one, no preview. A fetch that failed for the moment
   * (see isTransient) queues the job again, RETRY_AFTER_SECONDS later, until PREVIEW_ATTEMPTS; the
   * preview stays pending meanwhile.
   */
  async fetchPreview({ url, attempt = 1 }: Jobs['link-preview']): Promise<void> {
    const lastTry = attempt >= PREVIEW_ATTEMPTS;
    let found: Omit<PreviewRow, 'url'> | null = null;
    try {
      const page = await safeFetch(url, this.rules, PAGE_LIMITS);
      const reading = pageReadingOf(page.body.toString('utf8'), page.url);
      const metadata = previewOf(reading, wantsOembed(reading) ? await this.oembedOf(reading.oembed, lastTry) : null);
      if (metadata.title || metadata.description) {
        found = {
          title: metadata.title,
          description: metadata.description,
          site_name: metadata.siteName ?? page.url.hostname.replace(/^www\./, ''),
          image_key: metadata.image ? await this.storedImage(metadata.image, lastTry) : null,
        };
      } else {
        this.log.log(`no preview of ${url}: the page says nothing of itself`);
      }
    } catch (error) {
      if (!lastTry && isTransient(error)) {
        this.log.log(`preview of ${url} tried again in ${RETRY_AFTER_SECONDS} s: ${messageOf(error)}`);
        return this.queue.send('link-preview', { url, attempt: attempt + 1 }, undefined, { startAfter: RETRY_AFTER_SECONDS });
      }
      this.log.log(`no preview of ${url}: ${messageOf(error)}`);
    }
    const [before]: Array<{ image_key: string | null }> = await this.db.query(`SELECT image_key FROM link_previews WHERE url = $1`, [url]);
    await this.db.query(
      `UPDATE link_previews SET status = $2, title = $3, description = $4, site_name = $5, image_key = $6, fetched_at = now() WHERE url = $1`,
      [url, found ? 'ready' : 'failed', found?.title ?? null, found?.description ?? null, found?.site_name ?? null, found?.image_key ?? null],
    );
    if (before?.image_key && before.image_key !== found?.image_key) {
      await this.media.removeImages([before.image_key]).catch((error: unknown) => this.log.warn(`could not remove the old image of ${url}: ${String(error)}`));
    }
  }

  /** What the page's oEmbed says, fetched by the same rules as the page; nothing when it fails (but for the moment, before the last try). */
  private async oembedOf(link: string, lastTry: boolean): Promise<OembedMetadata | null> {
    try {
      const answer = await safeFetch(link, this.rules, OEMBED_LIMITS);
      return oembedMetadataOf(answer.body.toString('utf8'), answer.url);
    } catch (error) {
      if (!lastTry && isTransient(error)) throw error;
      this.log.log(`no oEmbed for a preview from ${link}: ${messageOf(error)}`);
      return null;
    }
  }

  /** The page's image, fetched by the same rules and re-encoded as uploads are; none when it fails (but for the moment, before the last try). */
  private async storedImage(link: string, lastTry: boolean): Promise<string | null> {
    try {
      const image = await safeFetch(link, this.rules, IMAGE_LIMITS);
      return (await this.media.storeImage(image.body)).key;
    } catch (error) {
      if (!lastTry && isTransient(error)) throw error;
      this.log.log(`no image for a preview from ${link}: ${messageOf(error)}`);
      return null;
    }
  }
}

/** The first link of the first text that has one, as kept (see normalised); null when none. */
function linkOf(texts: string[]): string | null {
  const link = texts.map((text) => firstLinkOf(text)).find((found) => found !== null) ?? null;
  return link === null ? null : normalised(link);
}

/** The URL a preview is kept under: parsed, without its fragment; null when too long to keep. */
export function normalised(link: string): string | null {
  try {
    const url = new URL(link);
    url.hash = '';
    return url.href.length <= RICH_TEXT_LIMITS.linkMaxLength ? url.href : null;
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
