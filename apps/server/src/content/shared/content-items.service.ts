import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contentForbidden, contentNotFound, ERROR_CODES } from '@gatherly/schema';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { MediaService, StoredImage } from '../../media/media.service';
import { ContentItemEntity, ContentKind } from './content-item.entity';
import { Event, Post, Remark, Row } from './content.models';
import { ContentMediaEntity } from './media.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notFound = (kind: ContentKind) => new DomainError(ERROR_CODES.notFound, [contentNotFound(kind)]);

interface ItemRow {
  id: string;
  kind: ContentKind;
  author_id: string;
  created_at: Date;
  username: string;
  profile_image: string | null;
}

/** Columns of the item and its author; `i` is content_items, `a` the author's account. */
const ITEM_COLUMNS = 'i.id, i.kind, i.author_id, i.created_at, a.username, a.profile_image';

/** What the three kinds share: reading rows, ownership, images, creation and deletion of the item. */
@Injectable()
export class ContentItemsService {
  private readonly log = new Logger('ContentItems');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MediaService) private readonly media: MediaService,
  ) {}

  /** The item of that kind, or a 404 (also for ids that are not even well formed). */
  async require(id: string, kind: ContentKind, manager: EntityManager = this.db.manager): Promise<ContentItemEntity> {
    const item = UUID.test(id) ? await manager.findOne(ContentItemEntity, { where: { id, kind } }) : null;
    if (!item) throw notFound(kind);
    return item;
  }

  /** The item, if the viewer wrote it; others get a 403 whichever door they came through. */
  async requireOwn(viewer: Viewer, id: string, kind: ContentKind, manager?: EntityManager): Promise<ContentItemEntity> {
    const item = await this.require(id, kind, manager);
    if (item.authorId !== viewer.accountId) throw new DomainError(ERROR_CODES.forbidden, [contentForbidden(kind)]);
    return item;
  }

  /** Creates an item with its kind's row and its already stored images, in one transaction. */
  create(viewer: Viewer, kind: ContentKind, images: StoredImage[], insertKindRow: (manager: EntityManager, itemId: string) => Promise<void>): Promise<string> {
    return this.db.transaction(async (manager) => {
      const item = await manager.save(ContentItemEntity, manager.create(ContentItemEntity, { kind, authorId: viewer.accountId }));
      await insertKindRow(manager, item.id);
      if (images.length > 0) {
        await manager.insert(
          ContentMediaEntity,
          images.map((image, displayOrder) => ({ itemId: item.id, displayOrder, storageKey: image.key, width: image.width, height: image.height })),
        );
      }
      return item.id;
    });
  }

  /** Deletes an item of the viewer's; likes, comments, interest and images go with it. */
  async delete(viewer: Viewer, id: string, kind: ContentKind): Promise<void> {
    const keys = await this.db.transaction(async (manager) => {
      await this.requireOwn(viewer, id, kind, manager);
      const media = await manager.find(ContentMediaEntity, { where: { itemId: id }, select: { storageKey: true } });
      await manager.delete(ContentItemEntity, { id });
      return media.map((row) => row.storageKey);
    });
    await this.media.removeImages(keys).catch((error: unknown) => this.log.warn(`could not remove images of ${kind} ${id}: ${String(error)}`));
  }

  /** Marks an item as changed now. */
  async touch(manager: EntityManager, id: string): Promise<void> {
    await manager.update(ContentItemEntity, { id }, { updatedAt: () => 'now()' });
  }

  async remarks(ids: readonly string[]): Promise<Array<Row<Remark>>> {
    const rows: Array<ItemRow & { content: string }> = await this.db.query(
      `SELECT ${ITEM_COLUMNS}, r.content FROM content_items i JOIN remarks r ON r.item_id = i.id JOIN accounts a ON a.id = i.author_id WHERE i.id = ANY($1)`,
      [ids.filter((id) => UUID.test(id))],
    );
    return inOrder(ids, rows).map((row) => ({ ...base(row), remark_id: row.id, remark_content: row.content }));
  }

  async posts(ids: readonly string[]): Promise<Array<Row<Post>>> {
    const rows: Array<ItemRow & { caption: string }> = await this.db.query(
      `SELECT ${ITEM_COLUMNS}, p.caption FROM content_items i JOIN posts p ON p.item_id = i.id JOIN accounts a ON a.id = i.author_id WHERE i.id = ANY($1)`,
      [ids.filter((id) => UUID.test(id))],
    );
    return inOrder(ids, rows).map((row) => ({ ...base(row), post_id: row.id, post_content: row.caption }));
  }

  async events(ids: readonly string[]): Promise<Array<Row<Event>>> {
    const rows: Array<ItemRow & { name: string; description: string; event_date: Date; location: string; category: string; is_online: boolean }> =
      await this.db.query(
        `SELECT ${ITEM_COLUMNS}, e.name, e.description, e.event_date, e.location, e.category, e.is_online
           FROM content_items i JOIN events e ON e.item_id = i.id JOIN accounts a ON a.id = i.author_id WHERE i.id = ANY($1)`,
        [ids.filter((id) => UUID.test(id))],
      );
    return inOrder(ids, rows).map((row) => ({
      ...base(row),
      event_id: row.id,
      event_name: row.name,
      event_description: row.description,
      event_date: row.event_date,
      event_location: row.location,
      event_category: row.category,
      event_is_online: row.is_online,
    }));
  }
}

function base(row: ItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    authorId: row.author_id,
    created_at: row.created_at,
    account_username: row.username,
    account_profile_image: row.profile_image,
  };
}

/** Rows in the order of the ids asked for, skipping ids that were not found. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
