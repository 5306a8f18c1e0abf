import { CONTENT_KINDS, FEED_MESSAGES, type ContentKindName } from '@gatherly/schema';
import { DomainError } from '../common/errors/domain-error';
import { PageCursor, parseCursor } from '../common/paging/keyset';
import { FIELD_SCHEMAS } from '../openapi/field-schemas';
import { restModel } from '../openapi/rest-model';

/** The feed cursor of spec §3: a timestamp and the id of the last item under its kind's name. */
export type FeedCursor = { cursor_timestamp: string } & { [K in `${ContentKindName}_cursor_id`]: string | null };

const invalid = () => DomainError.invalid([FEED_MESSAGES.cursorInvalid]);

/** The feed cursor's model, for the OpenAPI document. */
export const FeedCursorJson = restModel('FeedCursorJson', {
  cursor_timestamp: { ...FIELD_SCHEMAS.cursorTimestamp, description: 'Creation time of the last item of the page, with microseconds.' },
  ...Object.fromEntries(CONTENT_KINDS.map((kind) => [`${kind}_cursor_id`, { ...FIELD_SCHEMAS.uuid, nullable: true, description: `The last item's id, when it is a ${kind}.` }])),
});

/** The spec's four query parameters as a position in the feed; exactly one id may be given. */
export function parseFeedCursor(query: Record<string, unknown>): PageCursor | null {
  const ids = CONTENT_KINDS.map((kind) => query[`${kind}_cursor_id`]).filter((id) => id !== undefined && id !== null && id !== '');
  if (query.cursor_timestamp === undefined && ids.length === 0) return null;
  if (ids.length !== 1) throw invalid();
  return parseCursor({ cursor_timestamp: query.cursor_timestamp as string, cursor_id: ids[0] as string }, FEED_MESSAGES.cursorInvalid);
}

/** A position in the feed as the spec writes it, the last item's id under its kind. */
export function feedCursorOf(cursor: PageCursor, kind: ContentKindName): FeedCursor {
  const ids = Object.fromEntries(CONTENT_KINDS.map((name) => [`${name}_cursor_id`, name === kind ? cursor.cursor_id : null]));
  return { cursor_timestamp: cursor.cursor_timestamp, ...ids } as FeedCursor;
}
