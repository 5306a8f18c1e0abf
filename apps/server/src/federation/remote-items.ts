import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, MEDIA_LIMITS } from '@gatherly/schema';
import type { DataSource, EntityManager } from 'typeorm';
import type { Event, Note } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import { APP_CONFIG, AppConfig } from '../config/config';
import { FEED_WRITES, type FeedWrites } from '../common/ports/feed-writes';
import { HASHTAG_WRITES, type HashtagWrites } from '../common/ports/hashtag-writes';
import { MediaService } from '../media/media.service';
import { hostPortOf, safeFetch } from '../link-previews/safe-fetch';
import { ServerBlocksService } from '../moderation/server-blocks.service';
import type { Jobs } from '../queue/jobs';
import { loadFedify } from './fedify';
import { textOfHtml, within } from './html-text';

/** Images of a remote item kept at most, as many as a post of this server holds. */
const MAX_IMAGES = LIMITS.imagesPerItem;
/** The bounds of fetching one image of a remote item. */
const IMAGE_LIMITS = { maxRedirects: 3, timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024, accept: ['image/'] };
/** An item of another server dated further back than this is dated when it arrived (a feed is not an archive). */
const OLDEST_MS = 7 * 24 * 3_600_000;
/** The category of an event of another server, which names none of this server's. */
const REMOTE_EVENT_CATEGORY = 'community';

/**
 * What accounts of other servers share, kept as items of this server (content_items.remote_url
 * set): a Note as a remark (a post when it carries images, fetched and re-encoded as uploads are),
 * an Event as an event. They reach the home feeds of the people here who follow their author as
 * any item does; their texts keep this server's limits (cut, with an ellipsis).
 */
@Injectable()
export class RemoteItems {
  private readonly log = new Logger('Federation');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FEED_WRITES) private readonly timelines: FeedWrites,
    @Inject(HASHTAG_WRITES) private readonly hashtags: HashtagWrites,
    private readonly media: MediaService,
    private readonly blocks: ServerBlocksService,
  ) {}

  /** Whether someone here follows the account: only then is what it shares kept. */
  async isFollowedHere(authorId: string): Promise<boolean> {
    const [row]: unknown[] = await this.db.query(
      `SELECT 1 FROM follows f JOIN accounts a ON a.id = f.follower_id WHERE f.followee_id = $1 AND a.host IS NULL LIMIT 1`,
      [authorId],
    );
    return row !== undefined;
  }

  /** Keeps an object the account shared, once (by its id). */
  async created(authorId: string, object: Note | Event, isEvent: boolean): Promise<void> {
    const remoteUrl = object.id!.href;
    const [known]: unknown[] = await this.db.query('SELECT 1 FROM content_items WHERE remote_url = $1', [remoteUrl]);
    if (known) return;
    const text = textOfHtml(object.content?.toString() ?? '');
    const images = isEvent ? [] : await this.images(object);
    const published = object.published ? new Date(object.published.epochMilliseconds) : new Date();
    const createdAt = new Date(Math.min(Date.now(), Math.max(Date.now() - OLDEST_MS, published.getTime())));
    const kind = isEvent ? 'event' : images.length > 0 ? 'post' : 'remark';
    await this.db.transaction(async (manager) => {
      const [item]: Array<{ id: string }> = await manager.query(
        `INSERT INTO content_items (kind, author_id, created_at, remote_url) VALUES ($1, $2, $3, $4) ON CONFLICT (remote_url) WHERE remote_url IS NOT NULL DO NOTHING RETURNING id`,
        [kind, authorId, createdAt, remoteUrl],
      );
      if (!item) return;
      if (kind === 'remark') await manager.query('INSERT INTO remarks (item_id, content) VALUES ($1, $2)', [item.id, within(text, LIMITS.remarkLength)]);
      if (kind === 'post') {
        await manager.query('INSERT INTO posts (item_id, caption) VALUES ($1, $2)', [item.id, within(text, LIMITS.postCaptionLength)]);
        for (const [order, image] of images.entries()) {
          await manager.query(
            'INSERT INTO content_media (item_id, display_order, storage_key, width, height, blurhash, alt_text) VALUES ($1, $2, $3, $4, $5, $6, $7)',
            [item.id, order, image.key, image.width, image.height, image.blurhash, image.altText],
          );
        }
      }
      if (kind === 'event') await this.insertEvent(manager, item.id, object as Event, text);
      await this.hashtags.textsWritten(manager, [item.id]);
      await this.timelines.itemCreated(manager, item.id);
    });
  }

  /** What the account changed in an object it shared: its text (an event's name, time and place too). */
  async updated(authorId: string, object: Note | Event, isEvent: boolean): Promise<void> {
    const [item]: Array<{ id: string; kind: string }> = await this.db.query('SELECT id, kind FROM content_items WHERE remote_url = $1 AND author_id = $2', [object.id!.href, authorId]);
    if (!item) return;
    const text = textOfHtml(object.content?.toString() ?? '');
    await this.db.transaction(async (manager) => {
      if (item.kind === 'remark') await manager.query('UPDATE remarks SET content = $2 WHERE item_id = $1', [item.id, within(text, LIMITS.remarkLength)]);
      if (item.kind === 'post') await manager.query('UPDATE posts SET caption = $2 WHERE item_id = $1', [item.id, within(text, LIMITS.postCaptionLength)]);
      if (item.kind === 'event' && isEvent) {
        const event = object as Event;
        const start = event.startTime ? new Date(event.startTime.epochMilliseconds) : null;
        await manager.query(
          `UPDATE events SET name = $2, description = $3, event_date = COALESCE($4, event_date) WHERE item_id = $1`,
          [item.id, within(event.name?.toString() ?? '', LIMITS.eventNameLength) || '…', within(text, LIMITS.eventDescriptionLength), start],
        );
      }
      await manager.query(`UPDATE content_items SET updated_at = now(), edited_at = now() WHERE id = $1`, [item.id]);
      await this.hashtags.textsWritten(manager, [item.id]);
    });
  }

  /** The account deleted an object it shared: it goes here too, with what hangs off it. */
  async deleted(authorId: string, objectId: string): Promise<void> {
    await this.db.query('DELETE FROM content_items WHERE remote_url = $1 AND author_id = $2', [objectId, authorId]);
  }

  private async insertEvent(manager: EntityManager, itemId: string, event: Event, text: string): Promise<void> {
    const start = event.startTime ? new Date(event.startTime.epochMilliseconds) : new Date();
    const { Place } = await loadFedify();
    const place = await event.getLocation().catch(() => null);
    const placeName = place && 'name' in place ? (place.name?.toString() ?? '') : '';
    const latitude = place instanceof Place ? place.latitude : null;
    const longitude = place instanceof Place ? place.longitude : null;
    const located = typeof latitude === 'number' && typeof longitude === 'number' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    await manager.query(
      `INSERT INTO events (item_id, name, description, event_date, location, category, is_online, timezone, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, false, 'UTC', $7, $8)`,
      [
        itemId,
        within(event.name?.toString() ?? '', LIMITS.eventNameLength) || '…',
        within(text, LIMITS.eventDescriptionLength),
        start,
        within(placeName, LIMITS.eventLocationLength),
        REMOTE_EVENT_CATEGORY,
        located ? latitude : null,
        located ? longitude : null,
      ],
    );
  }

  /**
   * Keeps the picture of an account of another server as its photo, fetched and re-encoded as an
   * upload is (none when `url` is null); one that cannot be read leaves the photo as it was, and a
   * picture changed again meanwhile is left to the job of that change.
   */
  async avatar(job: Jobs['federation-avatar']): Promise<void> {
    let photo: { url: string | null; key: string | null } = { url: null, key: null };
    if (job.url) {
      const url = URL.parse(job.url);
      if (!url || (await this.blocks.isBlocked(url.host))) return;
      try {
        const fetched = await safeFetch(url.href, this.fetchRules(url), IMAGE_LIMITS);
        const stored = await this.media.storeImage(fetched.body);
        photo = { url: this.media.thumbnailUrlOf(stored.key), key: stored.key };
      } catch (error) {
        this.log.debug(`the picture of account ${job.accountId} was left as it was: ${String(error)}`);
        return;
      }
    }
    const unused = await this.db.transaction(async (manager) => {
      const [account]: Array<{ key: string | null }> = await manager.query(
        `SELECT a.profile_image_key AS key FROM accounts a JOIN remote_actors r ON r.account_id = a.id WHERE a.id = $1 AND r.icon_url IS NOT DISTINCT FROM $2 FOR UPDATE OF a`,
        [job.accountId, job.url],
      );
      if (!account) return photo.key;
      await manager.query('UPDATE accounts SET profile_image = $2, profile_image_key = $3 WHERE id = $1', [job.accountId, photo.url, photo.key]);
      return account.key;
    });
    if (unused) await this.media.removeImages([unused]).catch((error: unknown) => this.log.warn(`could not remove the photo ${unused}: ${String(error)}`));
  }

  /** The images a Note carries, fetched and stored as uploads are; one that cannot be (or is on a blocked server) is left out. */
  private async images(object: Note | Event): Promise<Array<{ key: string; width: number; height: number; blurhash: string | null; altText: string | null }>> {
    const stored = [];
    for await (const attachment of object.getAttachments()) {
      if (stored.length >= MAX_IMAGES) break;
      const link = 'url' in attachment ? attachment.url : null;
      const url = link instanceof URL ? link : (link?.href ?? null);
      const mediaType = 'mediaType' in attachment ? attachment.mediaType : null;
      if (!url || (mediaType && !mediaType.startsWith('image/')) || (await this.blocks.isBlocked(url.host))) continue;
      try {
        const fetched = await safeFetch(url.href, this.fetchRules(url), IMAGE_LIMITS);
        const image = await this.media.storeImage(fetched.body);
        const name = 'name' in attachment ? attachment.name?.toString() : undefined;
        stored.push({ key: image.key, width: image.width, height: image.height, blurhash: image.blurhash ?? null, altText: name ? within(name, MEDIA_LIMITS.altTextMaxLength) : null });
      } catch (error) {
        this.log.debug(`an image of ${object.id?.href} was left out: ${String(error)}`);
      }
    }
    return stored;
  }

  /** Which addresses a fetch of `url` may reach: never this server; a private one only where tests allow it. */
  private fetchRules(url: URL): { allow: Set<string>; own: Set<string> } {
    return { own: new Set([hostPortOf(new URL(this.config.publicUrl))]), allow: new Set(this.config.federation.allowPrivateAddresses ? [hostPortOf(url)] : []) };
  }
}
