import type { Type } from '@nestjs/common';
import type { ContentKindName } from '@gatherly/schema';
import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { CommentPage, ContentItem, Media, Row } from './content.models';
import type { LinkPreview } from '../../link-previews/link-preview.model';
import type { Mention } from '../mentions/mention.model';

/** What the shared reader finds in every row besides the kind's own columns. */
export interface ItemColumns {
  id: string;
  kind: ContentKindName;
  author_id: string;
  created_at: Date;
  edited_at: Date | null;
  username: string;
  profile_image: string | null;
  like_count: number;
  comment_count: number;
  interest_count: number;
  /** The item's id on its own server, for an item of another server; null for this server's. */
  remote_url: string | null;
}

/** Counters every item keeps in its own row; `interest_count` is shown for events only. */
export interface ItemCounters {
  like_count: number;
  comment_count: number;
  interest_count: number;
}

/** What the viewer did with an item; interest is false except for events. */
export interface ViewerState {
  is_liked: boolean;
  is_interested: boolean;
}

/**
 * What a kind reads around its items, batched per request (`ContentLoaders` in content-loaders.ts
 * is the one implementation). Named here so that a kind's definition does not import the loaders,
 * which import the items service, which reads the kinds.
 */
export interface ItemLoaders {
  readonly viewer: DataLoader<string, ViewerState>;
  /** The newest page of comments of an item. */
  readonly comments: DataLoader<string, CommentPage>;
  readonly media: DataLoader<string, Media[]>;
  /** The preview of the first link of an item's text, once fetched. */
  readonly linkPreview: DataLoader<string, LinkPreview | null>;
  /** The accounts an item's own text mentions, as the viewer is shown them. */
  readonly mentions: DataLoader<string, Mention[]>;
  /** The tags an item carries, in their normal form. */
  readonly hashtags: DataLoader<string, string[]>;
  /** A loader of the request for a field of one kind's own, made on first use under `name`. */
  ofOwn<V>(name: string, batch: (db: DataSource, viewerId: string, ids: readonly string[]) => Promise<V[]>): DataLoader<string, V>;
  /** The loader of the request for one kind's part (`KindPart`), made on first use. */
  ofPart<V>(part: KindPart<V>): DataLoader<string, V>;
}

/**
 * Something only one kind's items are shown with (an event's friends going), read as the parts
 * every item is shown with are (item-around.ts): one SQL expression over the item, which a page
 * reads in its own statement and a request's loader (`ItemLoaders.ofPart`) for items that come one
 * by one.
 */
export interface KindPart<V> {
  /** Its name, unique among every kind's parts (its column, its loader). */
  name: string;
  /** The fields of the kind's GraphQL type that show it: a query asking for none of them does not read it. */
  fields: readonly string[];
  /** Its value for item `i` (of the kind) as `viewer` (an SQL expression of a uuid) is shown it: one value, JSON or other. */
  sql(viewer: string): string;
  /** The value as shown, from what the driver gives for its column (undefined for an item that is not there). */
  parse(value: unknown): V;
}

/** The fields of a kind's model that its own table holds (the rest are the item's or resolved). */
export type KindFields<T extends ContentItem> = Omit<Row<T>, keyof ContentItem | keyof ItemCounters>;

/**
 * What the shared code needs to know of one kind of content: its name, its table, its GraphQL
 * type, how to read its row and how to write it in REST answers. Each kind's folder defines one;
 * the doors every kind shares (`ContentKindRoutes`, `ContentKindResolver`) are built from it.
 */
export interface ContentKindDefinition<T extends ContentItem = ContentItem> {
  name: ContentKindName;
  /** The plural, as REST answers a list of them (`data.remarks`). */
  plural: string;
  /** TypeORM entity of the kind's own table: one row per item, keyed by `item_id`. */
  entity: Type<unknown>;
  /**
   * GraphQL object type implementing `ContentItem`. Rows are read as instances of it, which is how
   * the interface tells which type an item is.
   */
  model: Type<T>;
  /** Columns of the kind's table to read, and the model's fields made from the row read with them. */
  reader: {
    columns: readonly string[];
    fields(row: ItemColumns & Record<string, unknown>): KindFields<T>;
  };
  /** The column of the kind's table whose text stands for an item in one line (notifications, reports). */
  previewColumn: string;
  /** The column of the kind's table saying when an item starts, for kinds that happen at a time (reminders). */
  startsAtColumn?: string;
  /** The item as REST answers it (spec §3). */
  toJson(row: Row<T>, loaders: ItemLoaders): Promise<Record<string, unknown>>;
  /** REST body of `POST comment`, which names the item `<kind>_id` (spec §7). */
  commentBody: Type<{ comment_content: string }>;
  /** The OpenAPI models of what toJson answers and of the kind's comments. */
  jsonModel: Type<unknown>;
  commentModel: Type<unknown>;
  /** What only this kind's items are shown with, read with a page's items. */
  parts?: ReadonlyArray<KindPart<unknown>>;
}

/** A kind as the registry lists it: its definition, and the service and doors its folder adds. */
export interface ContentKindDescriptor<T extends ContentItem = ContentItem> extends ContentKindDefinition<T> {
  service: Type<unknown>;
  resolver: Type<unknown>;
  controller: Type<unknown>;
  /** Further services the kind's doors use (finding events), registered with the content module. */
  providers?: Array<Type<unknown>>;
}

/** Every kind by name; injected under `CONTENT_KINDS` so that shared code reads it without importing the kinds. */
export type ContentKindRegistry = Readonly<Record<ContentKindName, ContentKindDefinition>>;

export const CONTENT_KINDS = Symbol('CONTENT_KINDS');
