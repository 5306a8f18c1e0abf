import type { MediaService } from '../../media/media.service';
import { linkPreviewOf, previewRowSql, type PreviewRow } from '../../link-previews/link-preview-reads';
import type { LinkPreview } from '../../link-previews/link-preview.model';
import { commentColumns, COMMENT_ORDER, commentPageOf, COMMENTS_PAGE_SIZE, type CommentRow } from '../engagement/comment-pages';
import type { Mention } from '../mentions/mention.model';
import { itemMentionsSql } from '../mentions/mentions.service';
import type { CommentPage, Media } from './content.models';

/**
 * What an item is shown with besides its own row: its images, tags, mentions, link preview and
 * newest comments. Each part is one SQL expression over the item `i`, so that a page reads its
 * items and everything around them in one statement (a column per part), and the request's loaders
 * read the same expressions for items that come one by one.
 */
export interface Around {
  media: Media[];
  hashtags: string[];
  mentions: Mention[];
  link_preview: LinkPreview | null;
  comments: CommentPage;
}

export type AroundPart = keyof Around;

export const AROUND_PARTS: readonly AroundPart[] = ['media', 'hashtags', 'mentions', 'link_preview', 'comments'];

/**
 * The parts a read wants, by name: these shared ones, and the parts of kinds (`KindPart`). `key`
 * names the set in the names of the prepared statements that read it.
 */
export interface PartsWanted {
  has(part: string): boolean;
  readonly key: string;
}

/** Every part: what a REST answer shows of each item. */
export const EVERY_PART: PartsWanted = { has: () => true, key: 'all' };

/** The parts named, and no others. */
export function partsNamed(names: Iterable<string>): PartsWanted {
  const named = new Set(names);
  return { has: (part) => named.has(part), key: [...named].sort().join('.') || 'none' };
}

type MediaUrls = Pick<MediaService, 'urlOf' | 'thumbnailUrlOf'>;

interface MediaRow {
  id: string;
  display_order: number;
  storage_key: string;
  width: number;
  height: number;
  alt_text: string | null;
  blurhash: string | null;
}

/** A comment as the comments part gives it: JSON has no dates. */
type CommentJsonRow = Omit<CommentRow, 'created_at'> & { created_at: string };

interface PartDefinition<K extends AroundPart> {
  /** The part of item `i` as `viewer` (an SQL expression of a uuid) is shown it: one value, JSON or an array. */
  sql(viewer: string): string;
  /** The part as answered, from the value the driver gives for its column. */
  parse(value: never, urls: MediaUrls): Around[K];
  /** The value of an item that is not there (deleted meanwhile). */
  none: unknown;
}

const PARTS: { [K in AroundPart]: PartDefinition<K> } = {
  media: {
    sql: () =>
      `COALESCE((SELECT json_agg(json_build_object('id', m.id, 'display_order', m.display_order, 'storage_key', m.storage_key, 'width', m.width, 'height', m.height,
                                                   'alt_text', m.alt_text, 'blurhash', m.blurhash) ORDER BY m.display_order)
                   FROM content_media m WHERE m.item_id = i.id), '[]'::json)`,
    parse: (rows: MediaRow[], urls) =>
      rows.map((row) => ({
        media_id: row.id,
        media_file: urls.urlOf(row.storage_key),
        thumbnail_file: urls.thumbnailUrlOf(row.storage_key),
        display_order: row.display_order,
        width: row.width,
        height: row.height,
        alt_text: row.alt_text,
        blurhash: row.blurhash,
      })),
    none: [],
  },
  // Written with the item by hashtags/, in their normal form; alphabetical.
  hashtags: {
    sql: () => 'ARRAY(SELECT h.tag FROM item_hashtags h WHERE h.item_id = i.id ORDER BY h.tag)',
    parse: (tags: string[]) => tags,
    none: [],
  },
  mentions: {
    sql: (viewer) => itemMentionsSql(viewer, 'i.id'),
    parse: (mentions: Mention[]) => mentions,
    none: [],
  },
  // The preview of the first link of the item's text, once fetched.
  link_preview: {
    sql: () => previewRowSql('i.link_url'),
    parse: (row: PreviewRow | null, urls) => (row ? linkPreviewOf(row, (key) => urls.urlOf(key)) : null),
    none: null,
  },
  // The newest page as the viewer sees it, read newest first by the item's index of comments.
  comments: {
    // The item's counter moves with its comments: an item without any reads none.
    sql: (viewer) =>
      `CASE WHEN i.comment_count > 0 THEN COALESCE((SELECT json_agg(page ORDER BY page.created_at DESC, page.id DESC)
                   FROM (SELECT ${commentColumns(viewer)} FROM comments c JOIN accounts a ON a.id = c.author_id
                          WHERE c.item_id = i.id ${COMMENT_ORDER} LIMIT ${COMMENTS_PAGE_SIZE + 1}) page), '[]'::json) ELSE '[]'::json END`,
    parse: (rows: CommentJsonRow[], urls) =>
      commentPageOf(
        rows.map((row) => ({ ...row, created_at: new Date(row.created_at) })),
        (key) => urls.urlOf(key),
      ),
    none: [],
  },
};

/** The column a part is read into. */
const columnOf = (part: AroundPart) => `around_${part}`;

/** SQL of one part of item `i`, for `viewer` (an SQL expression of a uuid). */
export function aroundPartSql(part: AroundPart, viewer: string): string {
  return PARTS[part].sql(viewer);
}

/**
 * Columns of the parts wanted, each named `around_<part>`, for a query whose FROM has the item as
 * `content_items i` (its author may be `a`: the parts name their own tables otherwise); empty for none.
 */
export function aroundColumns(parts: PartsWanted, viewer: string): string {
  return AROUND_PARTS.filter((part) => parts.has(part))
    .map((part) => `, ${PARTS[part].sql(viewer)} AS ${columnOf(part)}`)
    .join('');
}

/** The parts of a row read with `aroundColumns`. */
export function aroundOf(row: Record<string, unknown>, parts: PartsWanted, urls: MediaUrls): Partial<Around> {
  const around: Partial<Record<AroundPart, unknown>> = {};
  for (const part of AROUND_PARTS) if (parts.has(part)) around[part] = parseAround(part, row[columnOf(part)], urls);
  return around as Partial<Around>;
}

/** A part as answered, from the value read by its SQL; `undefined` for an item that is not there. */
export function parseAround<K extends AroundPart>(part: K, value: unknown, urls: MediaUrls): Around[K] {
  const definition = PARTS[part] as PartDefinition<K>;
  return definition.parse((value === undefined ? definition.none : value) as never, urls);
}
