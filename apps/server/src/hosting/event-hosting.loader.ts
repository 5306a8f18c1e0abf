import type DataLoader from 'dataloader';
import { reachableSql } from '../common/visibility/visibility-sql';
import type { ItemLoaders, KindPart } from '../content/shared/content-kind';
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

/**
 * The hosting side of an event, a part of events (event.kind.ts): read with a page of events, or
 * batched.
 */
export const EVENT_HOSTING: KindPart<EventHostingOf> = {
  name: 'event-hosting',
  fields: ['co_hosts', 'is_host', 'event_conversation_id', 'is_in_event_chat'],
  sql: (viewer) => `(SELECT json_build_object(
      'is_host', ${isHostSql('i.id', 'i.author_id', viewer)}, 'conversation_id', e.conversation_id,
      'going', EXISTS (SELECT 1 FROM event_rsvps r WHERE r.item_id = e.item_id AND r.account_id = ${viewer} AND r.status = 'going'),
      'in_chat', EXISTS (SELECT 1 FROM conversation_members cm WHERE cm.conversation_id = e.conversation_id AND cm.account_id = ${viewer}),
      'co_hosts', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'username', a.username, 'full_name', a.full_name, 'profile_image', a.profile_image,
                                                              'is_following', EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewer} AND f.followee_id = a.id))
                                            ORDER BY h.created_at, a.id), '[]'::json)
                     FROM event_co_hosts h JOIN accounts a ON a.id = h.account_id
                    WHERE h.item_id = e.item_id AND ${reachableSql(viewer, 'a.id')}))
     FROM events e WHERE e.item_id = i.id)`,
  parse: (value) => {
    const row = value as { is_host: boolean; going: boolean; in_chat: boolean; conversation_id: string | null; co_hosts: Person[] } | null | undefined;
    if (!row) return { co_hosts: [], is_host: false, event_conversation_id: null, is_in_event_chat: false };
    const mayJoin = row.is_host || row.going;
    return { co_hosts: row.co_hosts, is_host: row.is_host, event_conversation_id: mayJoin ? row.conversation_id : null, is_in_event_chat: mayJoin && row.in_chat };
  },
};

/** The hosting side of a page of events, in one statement. */
export function eventHostingOf(loaders: ItemLoaders): DataLoader<string, EventHostingOf> {
  return loaders.ofPart(EVENT_HOSTING);
}
