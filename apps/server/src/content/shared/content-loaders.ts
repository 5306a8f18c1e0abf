import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentKindName } from '@gatherly/schema';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import { prepared } from '../../database/prepared';
import { MediaService } from '../../media/media.service';
import { ContentItemsService, viewerStateSql } from './content-items.service';
import type { CommentPage, ContentItem, Media, Row } from './content.models';
import type { ContentKindDefinition, ItemLoaders, KindPart, ViewerState } from './content-kind';
import type { LinkPreview } from '../../link-previews/link-preview.model';
import type { Mention } from '../mentions/mention.model';
import type { GraphQLResolveInfo } from 'graphql';
import { AROUND_PARTS, aroundPartSql, parseAround, type Around, type AroundPart, type PartsWanted } from './item-around';

export type { ViewerState } from './content-kind';

/**
 * An item's viewer state and what a page read around it (item-around.ts, and `own`: the parts of
 * its kind read), for `ContentLoaders.prime`.
 */
export type ItemAround = ViewerState & Partial<Around> & { own?: Array<{ part: KindPart<unknown>; value: unknown }> };

/**
 * Batched loads of everything shown around a content item. One set per request: a page of items
 * costs one SQL statement per loader, whatever its length, and none for what the page's own
 * statement read around its items (`prime`).
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
    this.comments = new DataLoader((ids) => this.loadPart('comments', ids));
    this.media = new DataLoader((ids) => this.loadPart('media', ids));
    this.linkPreview = new DataLoader((ids) => this.loadPart('link_preview', ids));
    this.mentions = new DataLoader((ids) => this.loadPart('mentions', ids));
    this.hashtags = new DataLoader((ids) => this.loadPart('hashtags', ids));
  }

  /** Gives the loaders what a page read around each of its items (`around` in the order of `items`). */
  primePage(items: ReadonlyArray<{ id: string }>, around: readonly ItemAround[]): void {
    items.forEach((item, index) => this.prime(item.id, around[index]));
  }

  /** Gives the loaders what a page read of an item, so that showing it reads nothing more. */
  prime(id: string, around: ItemAround): void {
    this.viewer.prime(id, { is_liked: around.is_liked, is_interested: around.is_interested });
    for (const part of AROUND_PARTS) {
      const value = around[part];
      if (value !== undefined) (this[PART_LOADER[part]] as DataLoader<string, typeof value>).prime(id, value);
    }
    for (const { part, value } of around.own ?? []) this.ofPart(part).prime(id, value);
  }

  ofPart<V>(part: KindPart<V>): DataLoader<string, V> {
    return this.ofOwn(part.name, (db, viewerId, ids) => readPart(db, viewerId, `content-part-${part.name}`, part.sql('$2::uuid'), ids, (value) => part.parse(value)));
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
      `SELECT i.id, ${viewerStateSql('$2::uuid')} FROM content_items i WHERE i.id = ANY($1::uuid[])`,
      [ids, this.viewerId],
    );
    const byId = new Map(rows.map(({ id, ...state }) => [id, state]));
    return ids.map((id) => byId.get(id) ?? { is_liked: false, is_interested: false });
  }

  /** One part of each item (item-around.ts), in one statement for the batch. */
  private loadPart<K extends AroundPart>(part: K, ids: readonly string[]): Promise<Array<Around[K]>> {
    return readPart(this.db, this.viewerId, `content-around-${part}`, aroundPartSql(part, '$2::uuid'), ids, (value) => parseAround(part, value, this.mediaUrls));
  }
}

/**
 * The value of `sql` (a part's expression over item `i`, naming the viewer as `$2`) for each of
 * `ids`, parsed; undefined is parsed for an id that is not there.
 */
async function readPart<V>(db: DataSource, viewerId: string, name: string, sql: string, ids: readonly string[], parse: (value: unknown) => V): Promise<V[]> {
  // Only the parts shown differently to each viewer name the viewer.
  const values = sql.includes('$2') ? [ids, viewerId] : [ids];
  const rows = await prepared<{ id: string; value: unknown }>(db, name, `SELECT i.id, ${sql} AS value FROM content_items i WHERE i.id = ANY($1::uuid[])`, values);
  const byId = new Map(rows.map((row) => [row.id, row.value]));
  return ids.map((id) => parse(byId.get(id)));
}

/** The loader of each part. */
const PART_LOADER = { media: 'media', hashtags: 'hashtags', mentions: 'mentions', link_preview: 'linkPreview', comments: 'comments' } as const satisfies Record<AroundPart, keyof ContentLoaders>;

function byIds<T extends Row<ContentItem>>(ids: readonly string[], rows: T[]): Array<T | null> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
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

  /** The parts of what items are shown with that a GraphQL field's selection asks for, for its page to read them. */
  partsAsked(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): PartsWanted {
    return this.items.partsAsked(info);
  }

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
