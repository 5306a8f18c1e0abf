import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentKindName } from '@gatherly/schema';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import { prepared } from '../../database/prepared';
import { MediaService } from '../../media/media.service';
import { ContentItemsService } from './content-items.service';
import { commentColumns, COMMENT_ORDER, COMMENTS_PAGE_SIZE, commentPageOf, type CommentRow } from '../engagement/comment-pages';
import type { CommentPage, ContentItem, Media, Row } from './content.models';
import type { ContentKindDefinition, ItemLoaders, ViewerState } from './content-kind';
import type { LinkPreview } from '../../link-previews/link-preview.model';
import { linkPreviewsOf } from '../../link-previews/link-preview-reads';
import type { Mention } from '../mentions/mention.model';
import { itemMentions } from '../mentions/mentions.service';

export type { ViewerState } from './content-kind';

/**
 * Batched loads of everything shown around a content item. One set per request: a page of items
 * costs one SQL statement per loader, whatever its length.
 */
export class ContentLoaders implements ItemLoaders {
  /** An item of any kind by id. */
  readonly item: DataLoader<string, Row<ContentItem> | null>;
  readonly viewer: DataLoader<string, ViewerState>;
  /** The newest page of comments of an item. */
  readonly comments: DataLoader<string, CommentPage>;
  readonly media: DataLoader<string, Media[]>;
  /** The preview of the first link of an item's text, once fetched. */
  readonly linkPreview: DataLoader<string, LinkPreview | null>;
  /** The accounts an item's own text mentions, as the viewer is shown them. */
  readonly mentions: DataLoader<string, Mention[]>;
  /** The tags an item carries (written with it by hashtags/), in their normal form, alphabetical. */
  readonly hashtags: DataLoader<string, string[]>;
  private readonly byKind = new Map<ContentKindName, DataLoader<string, Row<ContentItem> | null>>();
  private readonly own = new Map<string, DataLoader<string, unknown>>();

  constructor(
    private readonly db: DataSource,
    private readonly mediaUrls: Pick<MediaService, 'urlOf' | 'thumbnailUrlOf'>,
    private readonly viewerId: string,
    private readonly items: Pick<ContentItemsService, 'read' | 'readAny'>,
  ) {
    // Items whose author is on the other side of a block load as null.
    this.item = new DataLoader((ids) => items.readAny(ids, viewerId).then((rows) => byIds(ids, rows)));
    this.viewer = new DataLoader((ids) => this.loadViewerStates(ids));
    this.comments = new DataLoader((ids) => this.loadComments(ids));
    this.media = new DataLoader((ids) => this.loadMedia(ids));
    this.linkPreview = new DataLoader((ids) => linkPreviewsOf(db, (key) => mediaUrls.urlOf(key), 'content_items', ids));
    this.mentions = new DataLoader((ids) => itemMentions(db, viewerId, ids));
    this.hashtags = new DataLoader((ids) => this.loadHashtags(ids));
  }

  /** Items of one kind by id; an id of another kind loads as null. */
  ofKind<T extends ContentItem>(kind: ContentKindDefinition<T>): DataLoader<string, Row<T> | null> {
    let loader = this.byKind.get(kind.name);
    if (!loader) {
      loader = new DataLoader((ids) => this.items.read(kind, ids, this.viewerId).then((rows) => byIds(ids, rows)));
      this.byKind.set(kind.name, loader);
    }
    return loader as DataLoader<string, Row<T> | null>;
  }

  /**
   * A loader of this request for a field of one kind's own (an event's friends going), made on
   * first use under `name`: `batch` gets the database, the viewer and the ids of one batch.
   */
  ofOwn<V>(name: string, batch: (db: DataSource, viewerId: string, ids: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let loader = this.own.get(name);
    if (!loader) {
      loader = new DataLoader<string, V>((ids) => batch(this.db, this.viewerId, ids));
      this.own.set(name, loader);
    }
    return loader as DataLoader<string, V>;
  }

  /** What the viewer did with each item (counters are on the item's row), in one statement. */
  private async loadViewerStates(ids: readonly string[]): Promise<ViewerState[]> {
    const rows = await prepared<ViewerState & { id: string }>(
      this.db,
      'content-viewer-states',
      `SELECT item.id,
              EXISTS (SELECT 1 FROM likes WHERE item_id = item.id AND account_id = $2) AS is_liked,
              EXISTS (SELECT 1 FROM event_interests WHERE item_id = item.id AND account_id = $2) AS is_interested
         FROM unnest($1::uuid[]) AS item(id)`,
      [ids, this.viewerId],
    );
    const byId = new Map(rows.map(({ id, ...state }) => [id, state]));
    return ids.map((id) => byId.get(id) ?? { is_liked: false, is_interested: false });
  }

  /** The newest page of each item's comments as the viewer sees them: one statement for all, reading each item's newest rows by index. */
  private async loadComments(ids: readonly string[]): Promise<CommentPage[]> {
    const rows = await prepared<CommentRow>(
      this.db,
      'content-comment-pages',
      `SELECT ${commentColumns('$2::uuid')}
         FROM content_items i
         CROSS JOIN LATERAL (SELECT * FROM comments c WHERE c.item_id = i.id ${COMMENT_ORDER} LIMIT ${COMMENTS_PAGE_SIZE + 1}) c
         JOIN accounts a ON a.id = c.author_id
        WHERE i.id = ANY($1)
        -- Newest first within each item, as pages are cut: the join with the authors may give the rows in any order.
        ORDER BY c.item_id, c.created_at DESC, c.id DESC`,
      [ids, this.viewerId],
    );
    const byItem = groupBy(rows, (row) => row.item_id);
    return ids.map((id) => commentPageOf(byItem.get(id) ?? [], (key) => this.mediaUrls.urlOf(key)));
  }

  private async loadHashtags(ids: readonly string[]): Promise<string[][]> {
    const rows = await prepared<{ item_id: string; tag: string }>(this.db, 'content-hashtags', 'SELECT item_id, tag FROM item_hashtags WHERE item_id = ANY($1) ORDER BY item_id, tag', [ids]);
    const byItem = groupBy(rows, (row) => row.item_id);
    return ids.map((id) => (byItem.get(id) ?? []).map((row) => row.tag));
  }

  private async loadMedia(ids: readonly string[]): Promise<Media[][]> {
    const rows = await prepared<{ id: string; item_id: string; display_order: number; storage_key: string; width: number; height: number; alt_text: string | null; blurhash: string | null }>(
      this.db,
      'content-media',
        `SELECT id, item_id, display_order, storage_key, width, height, alt_text, blurhash FROM content_media WHERE item_id = ANY($1) ORDER BY item_id, display_order`,
        [ids],
      );
    const byItem = groupBy(rows, (row) => row.item_id);
    return ids.map((id) =>
      (byItem.get(id) ?? []).map((row) => ({
        media_id: row.id,
        media_file: this.mediaUrls.urlOf(row.storage_key),
        thumbnail_file: this.mediaUrls.thumbnailUrlOf(row.storage_key),
        display_order: row.display_order,
        width: row.width,
        height: row.height,
        alt_text: row.alt_text,
        blurhash: row.blurhash,
      })),
    );
  }
}

function byIds<T extends Row<ContentItem>>(ids: readonly string[], rows: T[]): Array<T | null> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Makes the loaders of one request, for the viewer of that request. */
@Injectable()
export class ContentLoadersFactory {
  private readonly perRequest = new WeakMap<object, ContentLoaders>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MediaService) private readonly media: MediaService,
    private readonly items: ContentItemsService,
  ) {}

  /** The loaders of a request, made on first use. */
  forRequest(request: object, viewerId: string): ContentLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      loaders = new ContentLoaders(this.db, this.media, viewerId, this.items);
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }

  /**
   * Drops what a request's loaders hold. A subscription's operations share its connection's
   * request for as long as it lasts: each event it delivers starts over, so nothing read is stale.
   */
  forget(request: object): void {
    this.perRequest.delete(request);
  }
}
