import { DEFAULT_LANGUAGE } from '@gatherly/schema';

/** The locale of dates in mails of `language`: English keeps its day-month order ('5 December 2026'). */
export const mailDateLocale = (language: string): string => (language === DEFAULT_LANGUAGE ? 'en-GB' : language);

/** A day in UTC as mails say it: '5 December 2026', '5 de diciembre de 2026'. */
export function mailDay(language: string, date: Date | string): string {
  return new Intl.DateTimeFormat(mailDateLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}
