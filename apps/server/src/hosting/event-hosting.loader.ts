import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { reachableSql } from '../common/visibility/visibility-sql';
import type { ItemLoaders } from '../content/shared/content-kind';
import type { Person } from '../profiles/profile.models';
import { isHostSql } from './hosts.service';

/** Who runs one event, as the viewer sees it. */
export interface EventHostingOf {
  /** Its co-hosts, first chosen first, leaving out anyone on the other side of a block and the suspended. */
  co_hosts: Person[];
  /** Whether the viewer is its creator or a co-host. */
  is_host: boolean;
  /** Its chat, for its hosts and the guests going; null for others or while none is open. */
  event_conversation_id: string | null;
  /** Whether the viewer is in that chat now (joined it and did not leave). */
  is_in_event_chat: boolean;
}

/** The hosting side of a page of events, in one statement. */
export function eventHostingOf(loaders: ItemLoaders): DataLoader<string, EventHostingOf> {
  return loaders.ofOwn('event-hosting', loadEventHosting);
}

async function loadEventHosting(db: DataSource, viewerId: string, ids: readonly string[]): Promise<EventHostingOf[]> {
  const rows: Array<{ item_id: string; is_host: boolean; going: boolean; in_chat: boolean; conversation_id: string | null; co_hosts: Person[] }> = await db.query(
    `SELECT e.item_id, ${isHostSql('i.id', 'i.author_id', '$2::uuid')} AS is_host, e.conversation_id,
            EXISTS (SELECT 1 FROM event_rsvps r WHERE r.item_id = e.item_id AND r.account_id = $2 AND r.status = 'going') AS going,
            EXISTS (SELECT 1 FROM conversation_members cm WHERE cm.conversation_id = e.conversation_id AND cm.account_id = $2) AS in_chat,
            (SELECT coalesce(json_agg(json_build_object('id', a.id, 'username', a.username, 'full_name', a.full_name, 'profile_image', a.profile_image,
                                                        'is_following', EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $2 AND f.followee_id = a.id))
                                      ORDER BY h.created_at, a.id), '[]'::json)
               FROM event_co_hosts h JOIN accounts a ON a.id = h.account_id
              WHERE h.item_id = e.item_id AND ${reachableSql('$2::uuid', 'a.id')}) AS co_hosts
       FROM events e JOIN content_items i ON i.id = e.item_id
      WHERE e.item_id = ANY($1::uuid[])`,
    [ids, viewerId],
  );
  const byId = new Map(rows.map((row) => [row.item_id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) return { co_hosts: [], is_host: false, event_conversation_id: null, is_in_event_chat: false };
    const mayJoin = row.is_host || row.going;
    return { co_hosts: row.co_hosts, is_host: row.is_host, event_conversation_id: mayJoin ? row.conversation_id : null, is_in_event_chat: mayJoin && row.in_chat };
  });
}
