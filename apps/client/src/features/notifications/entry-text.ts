import { NOTIFICATION_LIMITS, type NotificationKind } from '@gatherly/schema';
import { t } from '../../lib/i18n';
import type { NotificationEntry_EntryFragment } from './Notifications.generated';

type Entry = Pick<NotificationEntry_EntryFragment, 'kind' | 'text' | 'actors' | 'actor_count' | 'item_kind' | 'item_preview'>;

/** The people an entry is about, newest first: 'Ada', 'Ada and Bob', 'Ada and 3 others'. */
export function actorsText(names: readonly string[], count: number): string {
  const first = names[0] ?? t('entries.someone');
  if (count <= 1) return first;
  if (count === 2 && names[1]) return t('entries.pair', { first, second: names[1] });
  return t('entries.others', { first, others: count - 1 });
}

/**
 * An entry's sentence in the language shown now: 'Ada liked your post', 'Ada and 3 others commented
 * on your remark', 'You have a seat at Harbour jazz'. A reminder keeps the server's sentence, which
 * alone knows how long there was until the event.
 */
export function entryText(entry: Entry): string {
  const who = actorsText(
    entry.actors.slice(0, NOTIFICATION_LIMITS.namedActors).map((actor) => actor.username),
    entry.actor_count,
  );
  const item = entry.item_kind ?? 'other';
  const count = Math.max(1, entry.actor_count);
  const event = entry.item_preview ?? '';
  const named = entry.item_preview ? 'yes' : 'no';
  switch (entry.kind as NotificationKind) {
    case 'follow':
      return t('entries.follow', { who, count });
    case 'like':
      return t('entries.like', { who, count, item });
    case 'comment':
      return t('entries.comment', { who, count, item });
    case 'interest':
      return t('entries.interest', { who, count, item });
    case 'event_seat':
      return t('entries.eventSeat', { named, event });
    case 'event_waitlisted':
      return t('entries.eventWaitlisted', { named, event });
    case 'event_request':
      return t('entries.eventRequest', { who, count, item });
    case 'event_declined':
      return t('entries.eventDeclined', { named, event });
    case 'event_message':
      return t('entries.eventMessage', { who, count, named, event });
    case 'data_export_ready':
      return t('entries.dataExportReady');
    case 'mention':
      return t('entries.mention', { who, count, item });
    case 'message':
      return t('entries.message', { who, count });
    default:
      return entry.text;
  }
}
