import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contentForbidden, contentNotFound, ERROR_CODES, isUuid, LIMITS, NOT_FOUND_CODES, type ContentKindName } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { cursorTimestampSql, Page, PageCursor, pageOf, parseCursor } from '../../common/paging/keyset';
import { prepared } from '../../database/prepared';
import { FEED_WRITES, type FeedWrites } from '../../common/ports/feed-writes';
import { FEDERATION_WRITES, type FederationWrites } from '../../common/ports/federation-writes';
import { HASHTAG_WRITES, type HashtagWrites } from '../../common/ports/hashtag-writes';
import type { DescribedImage } from '../../media/described-image';
import { MediaService } from '../../media/media.service';
import { ThrottleService } from '../../throttle/throttle.service';
import { HostsService } from '../../hosting/hosts.service';
import { ContentItemEntity } from './content-item.entity';
import type { ContentItem, Row } from './content.models';
import type { GraphQLResolveInfo } from 'graphql';
import { CONTENT_KINDS, type ContentKindDefinition, type ContentKindRegistry, type ItemColumns, type KindPart, type ViewerState } from './content-kind';
import { fieldsAsked } from './around-parts-asked';
import type { ItemAround } from './content-loaders';
import { AROUND_PARTS, aroundColumns, aroundOf, EVERY_PART, partsNamed, type PartsWanted } from './item-around';
import { ContentMediaEntity } from './media.entity';
import { notBlockedSql, reachableSql } from '../../common/visibility/visibility-sql';

export const notFound = (kind: ContentKindName) => new DomainError(NOT_FOUND_CODES[kind], [contentNotFound(kind)]);

/** Columns of the item and its author; `i` is content_items, `a` the author's account. */
export const ITEM_COLUMNS = 'i.id, i.kind, i.author_id, i.created_at, i.edited_at, i.like_count, i.comment_count, i.interest_count, i.remote_url, a.username, a.profile_image';

/**
 * What the viewer (an SQL expression of a uuid) did with item `i` (a row of content_items):
 * `is_liked`, and `is_interested` (events). The item's counters, which move with the rows in the
 * same statement, are read first: an item no one liked costs no lookup.
 */
export const viewerStateSql = (viewer: string) =>
  `(i.like_count > 0 AND EXISTS (SELECT 1 FROM likes l WHERE l.item_id = i.id AND l.account_id = ${viewer})) AS is_liked,
   (i.interest_count > 0 AND EXISTS (SELECT 1 FROM event_interests ei WHERE ei.item_id = i.id AND ei.account_id = ${viewer})) AS is_interested`;

/** Items read with what each is shown with (`around`, in the same order), for the request's loaders. */
export interface AroundPage<T extends ContentItem> {
  items: Array<Row<T>>;
  around: ItemAround[];
}

/** What every kind shares: reading rows, ownership, images, creation and deletion of the item. */
@Injectable()
export class ContentItemsService {
  private readonly log = new Logger('ContentItems');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MediaService) private readonly media: MediaService,
    @Inject(CONTENT_KINDS) private readonly kinds: ContentKindRegistry,
    @Inject(FEED_WRITES) private readonly timelines: FeedWrites,
    @Inject(HASHTAG_WRITES) private readonly hashtags: HashtagWrites,
    @Inject(FEDERATION_WRITES) private readonly federation: FederationWrites,
    private readonly throttle: ThrottleService,
    private readonly hosts: HostsService,
  ) {}

  /**
   * Counts one write of the viewer's (creating, editing or deleting an item; `images` tells whether it
   * carries any), refusing with 429 once they write faster than a person does. Called before any work.
   */
  async countWrite(viewer: Viewer, images = 0): Promise<void> {
    await this.throttle.consumeForAccount('content', viewer.accountId);
    if (images > 0) await this.throttle.consumeForAccount('upload', viewer.accountId);
  }

  /** The item of that kind, or a 404 (also for ids that are not even well formed). */
  async require(id: string, kind: ContentKindName, manager: EntityManager = this.db.manager): Promise<ContentItemEntity> {
    const item = isUuid(id) ? await manager.findOne(ContentItemEntity, { where: { id, kind } }) : null;
    if (!item) throw notFound(kind);
    return item;
  }

  /** The item of that kind, unless a block stands between the viewer and its author or the author is suspended: a 404 as if absent. */
  async requireVisible(viewer: Viewer, id: string, kind: ContentKindName): Promise<void> {
    const [found]: unknown[] = isUuid(id)
      ? await this.db.query(`SELECT 1 FROM content_items i WHERE i.id = $1 AND i.kind = $2 AND ${reachableSql('$3::uuid', 'i.author_id')}`, [id, kind, viewer.accountId])
      : [];
    if (!found) throw notFound(kind);
  }

  /** The item, if the viewer wrote it; others get a 403 whichever door they came through. */
  async requireOwn(viewer: Viewer, id: string, kind: ContentKindName, manager?: EntityManager): Promise<ContentItemEntity> {
    const item = await this.require(id, kind, manager);
    if (item.authorId !== viewer.accountId) throw new DomainError(ERROR_CODES.forbidden, [contentForbidden(kind)]);
    return item;
  }

  /**
   * Creates an item with its kind's row and its already stored images, in one transaction, which
   * also puts it in its author's feed and queues it for the followers' feeds.
   */
  create(viewer: Viewer, kind: ContentKindName, images: DescribedImage[], insertKindRow: (manager: EntityManager, itemId: string) => Promise<void>): Promise<string> {
    return this.db.transaction(async (manager) => {
      const item = await manager.save(ContentItemEntity, manager.create(ContentItemEntity, { kind, authorId: viewer.accountId }));
      await insertKindRow(manager, item.id);
      if (images.length > 0) {
        await manager.insert(
          ContentMediaEntity,
          images.map((image, displayOrder) => ({ itemId: item.id, displayOrder, storageKey: image.key, width: image.width, height: image.height, blurhash: image.blurhash, altText: image.altText })),
        );
      }
      // Its tags first: fan-out, after the commit, reads them to reach the tags' followers.
      await this.hashtags.textsWritten(manager, [item.id]);
      await this.timelines.itemCreated(manager, item.id);
      await this.federation.itemCreated(manager, item.id);
      return item.id;
    });
  }

  /** Deletes an item of the viewer's; likes, comments, interest and images go with it. An event's co-hosts may not (only its creator). */
  async delete(viewer: Viewer, id: string, kind: ContentKindName): Promise<void> {
    await this.countWrite(viewer);
    const keys = await this.db.transaction(async (manager) => {
      if (kind === 'event') await this.hosts.refuseCoHostDeleting(viewer, id, manager);
      await this.requireOwn(viewer, id, kind, manager);
      return this.deleteIn(manager, id);
    });
    await this.dropImages(keys, `${kind} ${id}`);
  }

  /**
   * Deletes an item in `manager`'s transaction, whoever asks (its author, a moderator); likes,
   * comments, interest and timeline entries go with it. Answers its images, for `dropImages` once committed.
   */
  async deleteIn(manager: EntityManager, id: string): Promise<string[]> {
    const media = await manager.find(ContentMediaEntity, { where: { itemId: id }, select: { storageKey: true } });
    await this.federation.itemDeleted(manager, id);
    await manager.delete(ContentItemEntity, { id });
    const keys = media.map((row) => row.storageKey);
    if (keys.length === 0) return keys;
    // The dates of a series share their images: the files go with the last item that names them.
    const kept: Array<{ key: string }> = await manager.query(`SELECT DISTINCT storage_key AS key FROM content_media WHERE storage_key = ANY($1::varchar[])`, [keys]);
    return keys.filter((key) => !kept.some((row) => row.key === key));
  }

  /** Removes the files of a deleted item's images; a failure is logged, the item is gone either way. */
  async dropImages(keys: string[], what: string): Promise<void> {
    await this.media.removeImages(keys).catch((error: unknown) => this.log.warn(`could not remove images of ${what}: ${String(error)}`));
  }

  /**
   * Marks an item as edited by its author now (it shows "(edited)") when a field of `after`, the
   * columns just written, differs from `before`, what was stored, and reads its tags again: an edit that changes nothing leaves it as it was.
   */
  async markEdited<T extends object>(manager: EntityManager, id: string, before: T, after: Partial<T>): Promise<void> {
    const same = (one: unknown, other: unknown) => (one instanceof Date && other instanceof Date ? one.getTime() === other.getTime() : one === other);
    const changed = (Object.keys(after) as Array<keyof T>).some((key) => !same(before[key], after[key]));
    if (!changed) return;
    await manager.update(ContentItemEntity, { id }, { updatedAt: () => 'now()', editedAt: () => 'now()' });
    await this.hashtags.textsWritten(manager, [id]);
    await this.federation.itemEdited(manager, id);
  }

  /** The item, or a 404; with `viewer`, also a 404 when a block stands between them and its author. */
  async get<T extends ContentItem>(kind: ContentKindDefinition<T>, id: string, viewer?: Viewer): Promise<Row<T>> {
    const [row] = await this.read(kind, [id], viewer?.accountId);
    if (!row) throw notFound(kind.name);
    return row;
  }

  /**
   * Items of one kind in the order of `ids`, leaving out ids that are not of that kind, those of
   * suspended authors, and for `viewerId` those whose author is on the other side of a block.
   */
  async read<T extends ContentItem>(kind: ContentKindDefinition<T>, ids: readonly string[], viewerId?: string): Promise<Array<Row<T>>> {
    const rows = await prepared<ItemColumns & Record<string, unknown>>(
      this.db,
      `content-read-${kind.name}${viewerId ? '-seen' : ''}`,
      this.readSql(kind, '', viewerId ? `AND ${notBlockedSql('$2::uuid', 'i.author_id')}` : ''),
      viewerId ? [ids.filter(isUuid), viewerId] : [ids.filter(isUuid)],
    );
    return inOrder(ids, rows).map((row) => rowOf(kind, row));
  }

  /**
   * As `read` for `viewerId`, with the viewer's state and the `parts` of what each item is shown
   * with, in the same statement: for the request's loaders (`ContentLoaders.primePage`).
   */
  async readAround<T extends ContentItem>(kind: ContentKindDefinition<T>, ids: readonly string[], viewerId: string, parts: PartsWanted): Promise<AroundPage<T>> {
    const rows = await prepared<ItemColumns & ViewerState & Record<string, unknown>>(
      this.db,
      `content-read-around-${kind.name}-${parts.key}`,
      this.readSql(kind, `, ${viewerStateSql('$2::uuid')} ${this.aroundSql(parts, '$2::uuid')}`, `AND ${notBlockedSql('$2::uuid', 'i.author_id')}`),
      [ids.filter(isUuid), viewerId],
    );
    const found = inOrder(ids, rows);
    return { items: found.map((row) => rowOf(kind, row)), around: found.map((row) => this.aroundOf(row, parts)) };
  }

  /** As `get`, read with everything it is shown with (`readAround`). */
  async getAround<T extends ContentItem>(kind: ContentKindDefinition<T>, id: string, viewer: Viewer, parts: PartsWanted): Promise<AroundPage<T>> {
    const read = await this.readAround(kind, [id], viewer.accountId, parts);
    if (read.items.length === 0) throw notFound(kind.name);
    return read;
  }

  /** The statement reading items of one kind by id ($1), with `more` columns and `where` more conditions; suspended authors left out. */
  private readSql(kind: ContentKindDefinition, more: string, where: string): string {
    const columns = kind.reader.columns.map((column) => `k.${column}`).join(', ');
    return `SELECT ${ITEM_COLUMNS}, ${columns} ${more}
              FROM content_items i JOIN ${this.db.getMetadata(kind.entity).tableName} k ON k.item_id = i.id JOIN accounts a ON a.id = i.author_id
             WHERE i.id = ANY($1) AND a.suspended_at IS NULL ${where}`;
  }

  /**
   * One page of an author's items of one kind, newest first, continuing after `cursor`: a keyset on
   * (created_at, id), so items created or deleted between two pages make no duplicates or gaps.
   * Each is read with the viewer's state and the `parts` of what it is shown with.
   */
  async byAuthor<T extends ContentItem>(
    kind: ContentKindDefinition<T>,
    authorId: string,
    cursor: Partial<PageCursor> | null | undefined,
    viewer: Viewer,
    parts: PartsWanted = EVERY_PART,
  ): Promise<Page<Row<T>> & AroundPage<T>> {
    const after = parseCursor(cursor);
    // A person on the other side of a block shows no items.
    if (await this.blockedBetween(viewer.accountId, authorId)) return { items: [], next_cursor: null, around: [] };
    const rows: Array<{ id: string } & PageCursor> = await this.db.query(
      `SELECT i.id, ${cursorTimestampSql('i.created_at')} AS cursor_timestamp, i.id AS cursor_id
         FROM content_items i
        WHERE i.author_id = $1 AND i.kind = $2
          AND ($3::timestamptz IS NULL OR (i.created_at, i.id) < ($3::timestamptz, $4::uuid))
        ORDER BY i.created_at DESC, i.id DESC
        LIMIT ${LIMITS.pageSize + 1}`,
      [authorId, kind.name, after?.cursor_timestamp ?? null, after?.cursor_id ?? null],
    );
    const page = pageOf(rows, LIMITS.pageSize, (row) => row.id);
    return { ...(await this.readAround(kind, page.items, viewer.accountId, parts)), next_cursor: page.next_cursor };
  }

  /** Whether a block stands between the two accounts, either way. */
  private async blockedBetween(one: string, other: string): Promise<boolean> {
    const [row]: Array<{ clear: boolean }> = await this.db.query(`SELECT ${notBlockedSql('$1::uuid', '$2::uuid')} AS clear`, [one, other]);
    return !row.clear;
  }

  /** Items of any kind in the order of `ids`, in one statement whatever the mix of kinds; as `read`, without suspended authors. */
  async readAny(ids: readonly string[], viewerId?: string): Promise<Array<Row<ContentItem>>> {
    const { columns, joins } = this.anyKindSql();
    const rows = await prepared<ItemColumns & Record<string, unknown>>(
      this.db,
      `content-read-any${viewerId ? '-seen' : ''}`,
      `SELECT ${columns} FROM content_items i JOIN accounts a ON a.id = i.author_id ${joins}
        WHERE i.id = ANY($1) AND a.suspended_at IS NULL ${viewerId ? `AND ${notBlockedSql('$2::uuid', 'i.author_id')}` : ''}`,
      viewerId ? [ids.filter(isUuid), viewerId] : [ids.filter(isUuid)],
    );
    return inOrder(ids, rows.map((row) => this.fromAnyKind(row)));
  }

  /**
   * SQL to read items of every kind at once, for a query whose FROM has `content_items i` and
   * `accounts a` (its author): each kind's table joined as `k_<kind>`, its columns named
   * `<kind>.<column>`, and ITEM_COLUMNS. Rows go through `fromAnyKind`.
   */
  anyKindSql(): { columns: string; joins: string } {
    const kinds = Object.values(this.kinds);
    const own = kinds.flatMap((kind) => kind.reader.columns.map((column) => `k_${kind.name}.${column} AS "${kind.name}.${column}"`));
    return {
      columns: [ITEM_COLUMNS, ...own].join(', '),
      joins: kinds.map((kind) => `LEFT JOIN ${this.db.getMetadata(kind.entity).tableName} k_${kind.name} ON k_${kind.name}.item_id = i.id`).join(' '),
    };
  }

  /** The parts of what items are shown with that a GraphQL field's selection asks for (fieldsAsked). */
  partsAsked(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): PartsWanted {
    const fields = fieldsAsked(info);
    const ofKinds = this.kindParts().filter(({ part }) => part.fields.some((field) => fields.has(field)));
    return partsNamed([...AROUND_PARTS.filter((part) => fields.has(part)), ...ofKinds.map(({ part }) => part.name)]);
  }

  /**
   * Columns of what each item is shown with (item-around.ts, and its kind's parts: null for items
   * of other kinds), the parts wanted, for a query whose FROM has `content_items i`, as `viewer`
   * (an SQL expression of a uuid) is shown them.
   */
  aroundSql(parts: PartsWanted, viewer: string): string {
    const ofKinds = this.kindParts().filter(({ part }) => parts.has(part.name));
    return aroundColumns(parts, viewer) + ofKinds.map(({ kind, part }) => `, CASE WHEN i.kind = '${kind}' THEN ${part.sql(viewer)} END AS "part.${part.name}"`).join('');
  }

  /** What a row read with `aroundSql` (and the viewer's `is_liked` and `is_interested`) says around its item. */
  aroundOf(row: ViewerState & ItemColumns & Record<string, unknown>, parts: PartsWanted): ItemAround {
    const own = (this.kinds[row.kind].parts ?? []).filter((part) => parts.has(part.name)).map((part) => ({ part, value: part.parse(row[`part.${part.name}`]) }));
    return { is_liked: row.is_liked, is_interested: row.is_interested, ...aroundOf(row, parts, this.media), own };
  }

  /** Every kind's parts, with their kind. */
  private kindParts(): Array<{ kind: ContentKindName; part: KindPart<unknown> }> {
    return Object.values(this.kinds).flatMap((kind) => (kind.parts ?? []).map((part) => ({ kind: kind.name, part })));
  }

  /** An item from a row read with `anyKindSql`. */
  fromAnyKind(row: ItemColumns & Record<string, unknown>): Row<ContentItem> {
    const kind = this.kinds[row.kind];
    const own = Object.fromEntries(kind.reader.columns.map((column) => [column, row[`${kind.name}.${column}`]]));
    return rowOf(kind, { ...row, ...own });
  }
}

/** An instance of the kind's model: the ContentItem interface resolves it to that GraphQL type. */
function rowOf<T extends ContentItem>(kind: ContentKindDefinition<T>, row: ItemColumns & Record<string, unknown>): Row<T> {
  return Object.assign(Object.create(kind.model.prototype) as Row<T>, base(row), kind.reader.fields(row));
}

function base(row: ItemColumns) {
  return {
    id: row.id,
    kind: row.kind,
    authorId: row.author_id,
    created_at: row.created_at,
    edited_at: row.edited_at,
    account_username: row.username,
    account_profile_image: row.profile_image,
    like_count: row.like_count,
    comment_count: row.comment_count,
    interest_count: row.interest_count,
    is_remote: row.remote_url !== null,
    url: row.remote_url,
  };
}

/** Rows in the order of the ids asked for, skipping ids that were not found. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
