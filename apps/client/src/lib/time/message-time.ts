import { formatLocale } from '../i18n';

/**
 * When a chat message was sent (spec §2): the time alone on the day it is read, the date and the
 * time for older ones, in the format of the language shown unless `locale` is given (tests).
 */
export function messageTime(date: string | Date, now: Date = new Date(), locale?: string): string {
  const sent = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(sent.getTime())) return '';
  const format = locale ?? formatLocale();
  const time = sent.toLocaleTimeString(format, { hour: 'numeric', minute: '2-digit' });
  if (sameDay(sent, now)) return time;
  const day = sent.toLocaleDateString(format, {
    day: 'numeric',
    month: 'short',
    ...(sent.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${day}, ${time}`;
}

/** Whether two instants fall on the same calendar day where the reader is. */
export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}
