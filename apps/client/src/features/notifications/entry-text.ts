import { NOTIFICATION_KINDS, notificationSaid, type ContentKindName, type NotificationKind } from '@gatherly/schema';
import { t } from '../../lib/i18n';
import type { NotificationEntry_EntryFragment } from './Notifications.generated';

type Entry = Pick<NotificationEntry_EntryFragment, 'kind' | 'text' | 'actors' | 'actor_count' | 'item_kind' | 'item_preview'>;

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);

/**
 * An entry's sentence in the language shown now, as the server words it (one sentence for both,
 * libs/schema `notificationSaid`): 'Ada liked your post', 'Ada and 3 others commented on your
 * remark', 'You have a seat at Harbour jazz'. A reminder keeps the server's sentence, which alone
 * knows how long there was until the event; so does a kind this version of the app does not know.
 */
export function entryText(entry: Entry): string {
  if (entry.kind === 'event_reminder' || !KINDS.has(entry.kind)) return entry.text;
  return t(
    notificationSaid({
      kind: entry.kind as NotificationKind,
      actors: entry.actors.map((actor) => actor.username),
      actorCount: entry.actor_count,
      itemKind: entry.item_kind as ContentKindName | null,
      eventName: entry.item_preview,
    }),
  );
}
