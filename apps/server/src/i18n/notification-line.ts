import { NOTIFICATION_LIMITS, type NotificationTextInput } from '@gatherly/schema';
import { textsIn } from './texts';

/** The time left until something starts, as a reminder says it: 'in 25 minutes', 'in 3 hours', 'now'. */
export function timeLeftLine(language: string, ms: number): string {
  const t = textsIn(language);
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return t('entries.timeLeft.now');
  if (minutes < 60) return t('entries.timeLeft.minutes', { count: minutes });
  return t('entries.timeLeft.hours', { count: Math.round(minutes / 60) });
}

/**
 * One notification entry's sentence in `language`, grouped as current Mastodon does: 'Ada liked
 * your post', 'Ada and Bob followed you', 'Ada and 3 others commented on your remark', 'Harbour jazz
 * starts in 3 hours' (the time left when the reminder was sent), 'You have a seat at Harbour jazz'.
 */
export function notificationLine(language: string, { kind, actors, actorCount, itemKind, eventName, startsInMs }: NotificationTextInput): string {
  const t = textsIn(language);
  const names = actors.slice(0, NOTIFICATION_LIMITS.namedActors);
  const first = names[0] ?? t('entries.someone');
  const who = actorCount <= 1 ? first : actorCount === 2 && names[1] ? t('entries.pair', { first, second: names[1] }) : t('entries.others', { first, others: actorCount - 1 });
  const people = { who, count: Math.max(actorCount, 1), item: itemKind ?? 'other' };
  const event = { named: eventName ? 'yes' : 'no', event: eventName ?? '' };
  switch (kind) {
    case 'follow':
      return t('entries.follow', people);
    case 'like':
      return t('entries.like', people);
    case 'comment':
      return t('entries.comment', people);
    case 'interest':
      return t('entries.interest', people);
    case 'event_reminder': {
      const left = typeof startsInMs === 'number' ? timeLeftLine(language, startsInMs) : t('entries.timeLeft.within', { count: NOTIFICATION_LIMITS.reminderLeadHours });
      return t('entries.reminder', { ...event, left });
    }
    case 'event_seat':
      return t('entries.eventSeat', event);
    case 'event_waitlisted':
      return t('entries.eventWaitlisted', event);
    case 'event_request':
      return t('entries.eventRequest', people);
    case 'event_declined':
      return t('entries.eventDeclined', event);
    case 'event_message':
      return t('entries.eventMessage', { ...people, ...event });
    case 'data_export_ready':
      return t('entries.dataExportReady');
    case 'mention':
      return t('entries.mention', people);
    case 'message':
      return t('entries.message', people);
  }
}
