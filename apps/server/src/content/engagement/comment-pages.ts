import { LIMITS, type ContentKindName } from '@gatherly/schema';
import { cursorTimestampSql, pageOf, type PageCursor } from '../../common/paging/keyset';
import { silencedIdsSql } from '../../common/visibility/visibility-sql';
import type { Comment, CommentPage } from '../shared/content.models';
import type { Mention } from '../mentions/mention.model';
import { commentMentionsSql } from '../mentions/mentions.service';
import { linkPreviewOf, previewRowSql, type PreviewRow } from '../../link-previews/link-preview-reads';

/** Comments an item read carries, and a page of older ones holds. */
export const COMMENTS_PAGE_SIZE = LIMITS.pageSize;

/** A comment as read, newest first, with its position; `c` is comments, `a` its author, `i` its item. */
export interface CommentRow {
  id: string;
  item_id: string;
  kind: ContentKindName;
  content: string;
  created_at: Date;
  username: string;
  profile_image: string | null;
  cursor_timestamp: string;
  cursor_id: string;
  /** The accounts it mentions, as the reader is shown them. */
  mentions: Mention[];
  /** The preview of its first link, once fetched. */
  link_preview: PreviewRow | null;
  /** Not shown to the reader: its author is suspended, muted by the reader, or on the other side of a block. */
  hidden: boolean;
}

/** Columns of a CommentRow, for the reader `viewer` (an SQL expression). */
export const commentColumns = (viewer: string) => `c.id, c.item_id, i.kind, c.content, c.created_at, a.username, a.profile_image,
  ${cursorTimestampSql('c.created_at')} AS cursor_timestamp, c.id AS cursor_id,
  (a.suspended_at IS NOT NULL OR c.author_id IN (${silencedIdsSql(viewer)})) AS hidden, ${commentMentionsSql(viewer, 'c.id')} AS mentions,
  ${previewRowSql('c.link_url')} AS link_preview`;

/** Newest first, as pages are cut; a page is shown oldest first. */
export const COMMENT_ORDER = 'ORDER BY c.created_at DESC, c.id DESC';

/**
 * A page from up to `COMMENTS_PAGE_SIZE + 1` rows read newest first: oldest first, and where the
 * older ones start. Hidden comments (see CommentRow) are left out once the page is cut, so that the
 * cursor still moves past them (as the feed does); the item's comment_count still counts them.
 */
export function commentPageOf(rows: CommentRow[], mediaUrlOf: (key: string) => string): CommentPage {
  const page = pageOf(rows, COMMENTS_PAGE_SIZE, (row) => row);
  const shown = page.items.filter((row) => !row.hidden).map((row) => commentOf(row, mediaUrlOf));
  return { items: shown.reverse(), next_cursor: page.next_cursor satisfies PageCursor | null };
}

/** A comment as read by `commentColumns`; its preview's image is at `mediaUrlOf` its key. */
export function commentOf(row: CommentRow, mediaUrlOf: (key: string) => string): Comment {
  return {
    id: row.id,
    kind: row.kind,
    comment_content: row.content,
    created_at: row.created_at,
    account_username: row.username,
    account_profile_image: row.profile_image,
    mentions: row.mentions,
    link_preview: row.link_preview ? linkPreviewOf(row.link_preview, mediaUrlOf) : null,
  };
}
