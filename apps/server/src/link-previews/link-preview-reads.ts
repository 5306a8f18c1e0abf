import type { DataSource } from 'typeorm';
import { prepared } from '../database/prepared';
import type { LinkPreview } from './link-preview.model';

/** Where a text with a link is kept: an item's row, or a comment's. */
export type LinkHolder = { table: 'content_items' | 'comments'; id: string };

/** Columns of link_previews as they are read. */
export interface PreviewRow {
  url: string;
  title: string | null;
  description: string | null;
  site_name: string | null;
  image_key: string | null;
}

/**
 * The ready previews of the links of these items (or comments), in the order of `ids`, null where
 * there is none (no link, not fetched yet, or nothing to show): one statement for a whole page.
 */
export async function linkPreviewsOf(db: DataSource, urlOf: (key: string) => string, table: LinkHolder['table'], ids: readonly string[]): Promise<Array<LinkPreview | null>> {
  const rows = await prepared<PreviewRow & { id: string }>(
    db,
    `link-previews-of-${table}`,
    `SELECT h.id, p.url, p.title, p.description, p.site_name, p.image_key
       FROM ${table} h JOIN link_previews p ON p.url = h.link_url AND p.status = 'ready'
      WHERE h.id = ANY($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return row ? linkPreviewOf(row, urlOf) : null;
  });
}

/** SQL of the ready preview of a link (`linkUrl`, an SQL expression) as a JSON PreviewRow; null when there is none. */
export const previewRowSql = (linkUrl: string) =>
  `(SELECT json_build_object('url', p.url, 'title', p.title, 'description', p.description, 'site_name', p.site_name, 'image_key', p.image_key)
      FROM link_previews p WHERE p.url = ${linkUrl} AND p.status = 'ready')`;

/** A preview as answered: its image is the app's own copy, at `urlOf` its key. */
export function linkPreviewOf(row: PreviewRow, urlOf: (key: string) => string): LinkPreview {
  return { url: row.url, title: row.title, description: row.description, site_name: row.site_name, image: row.image_key ? urlOf(row.image_key) : null };
}
