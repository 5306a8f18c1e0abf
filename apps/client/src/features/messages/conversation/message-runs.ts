import { t } from '../../../lib/i18n';
import { sameDay } from '../../../lib/time/message-time';

/** Messages of one person this close together form one run, timed once (as messengers do). */
export const RUN_GAP_MS = 5 * 60_000;

interface Timed {
  id: string;
  timestamp: string;
  kind: string;
  sender: { username: string };
}

export interface PlacedMessage<M> {
  message: M;
  /** The first of its run: the sender is named above it (groups). */
  startsRun: boolean;
  /** The last of its run: its time shows under it. */
  endsRun: boolean;
}

export interface MessageDay<M> {
  /** The day's key (its date where the reader is), stable across renders. */
  key: string;
  /** 'Today', 'Yesterday', else the weekday and date in the reader's locale. */
  label: string;
  messages: PlacedMessage<M>[];
}

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** The separator of a day where the reader is: 'Today', 'Yesterday', 'Mon, Nov 23' (the year too when another). */
export function dayLabel(date: Date, now: Date = new Date(), locale?: string): string {
  if (sameDay(date, now)) return t('messages.day.today');
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(date, yesterday)) return t('messages.day.yesterday');
  return date.toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Whether `next` continues the run of `previous`: the same person writing, within a few minutes, the same day. */
function continues(previous: Timed, next: Timed, previousAt: Date, nextAt: Date): boolean {
  return (
    previous.kind === 'TEXT' &&
    next.kind === 'TEXT' &&
    previous.sender.username.toLowerCase() === next.sender.username.toLowerCase() &&
    nextAt.getTime() - previousAt.getTime() <= RUN_GAP_MS &&
    sameDay(previousAt, nextAt)
  );
}

/**
 * Messages (oldest first) split into the reader's days, each message marked as starting or ending
 * a run of one person's messages, so that a day is named once and a run is timed once.
 */
export function messageDays<M extends Timed>(items: readonly M[], now: Date = new Date(), locale?: string): MessageDay<M>[] {
  const days: MessageDay<M>[] = [];
  items.forEach((message, index) => {
    const at = new Date(message.timestamp);
    const key = Number.isNaN(at.getTime()) ? 'unknown' : dayKey(at);
    let day = days[days.length - 1];
    if (!day || day.key !== key) {
      day = { key, label: key === 'unknown' ? '' : dayLabel(at, now, locale), messages: [] };
      days.push(day);
    }
    const previous = items[index - 1];
    const next = items[index + 1];
    day.messages.push({
      message,
      startsRun: !previous || !continues(previous, message, new Date(previous.timestamp), at),
      endsRun: !next || !continues(message, next, at, new Date(next.timestamp)),
    });
  });
  return days;
}
