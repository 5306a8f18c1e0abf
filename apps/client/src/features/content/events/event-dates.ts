import { formatLocale, t } from '../../../lib/i18n';

/**
 * An event's date and time in its own time zone, naming the zone ("Nov 23, 2026, 7:30 PM CET"):
 * people far from an event need to know whose clock it is. When the viewer's clock reads
 * otherwise, their time follows ("· 1:30 PM your time"), with its date when that differs too.
 * (`dateStyle` cannot be combined with `timeZoneName`, so the parts are spelled out.)
 */
const FORMATS = {
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;
const TIME = { hour: 'numeric', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;
const DAY_AND_TIME = { month: 'short', day: 'numeric', ...TIME } as const satisfies Intl.DateTimeFormatOptions;

/** The browser's IANA time zone ('UTC' when it cannot tell). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether `zone` is an IANA time zone this browser knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface EventDateOptions {
  style?: keyof typeof FORMATS;
  /** The event's IANA zone; without it (or unknown), the viewer's. */
  eventZone?: string | null;
  /** The viewer's zone (the browser's by default). */
  viewerZone?: string;
  /** For tests; the language shown by default. */
  locale?: string;
}

export function formatEventDate(iso: string, { style = 'short', eventZone, viewerZone = browserTimeZone(), locale = formatLocale() }: EventDateOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = eventZone && isKnownTimeZone(eventZone) ? eventZone : viewerZone;
  const there = date.toLocaleString(locale, { ...FORMATS[style], timeZone: zone });
  if (zone === viewerZone || there === date.toLocaleString(locale, { ...FORMATS[style], timeZone: viewerZone })) return there;
  const sameDay = date.toLocaleDateString(locale, { ...DAY, timeZone: zone }) === date.toLocaleDateString(locale, { ...DAY, timeZone: viewerZone });
  const here = date.toLocaleString(locale, { ...(sameDay ? TIME : DAY_AND_TIME), timeZone: viewerZone });
  return t('events.dates.yourTime', { there, here });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The fields of an instant as `zone`'s clock reads it. */
function clockIn(date: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** 'YYYY-MM-DDTHH:mm' as `zone`'s clock reads the instant (a datetime-local value); '' when invalid. */
export function toZonedInput(date: Date | string, zone: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime()) || !isKnownTimeZone(zone)) return '';
  const clock = clockIn(value, zone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * The ISO instant at which `zone`'s clock reads a datetime-local value ('' when blank or invalid):
 * "7:30 PM" of an event in Tokyo is 7:30 PM in Tokyo, wherever its host is. A reading a clock
 * skips (spring forward) is taken an hour later; one it reads twice, the first time.
 */
export function fromZonedInput(value: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match || !isKnownTimeZone(zone)) return '';
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wanted = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetAt = (instant: number) => {
    const clock = clockIn(new Date(instant), zone);
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - instant;
  };
  // Two passes: the offset at a first guess, then at the instant it gives (across a change of offset).
  const first = wanted - offsetAt(wanted);
  const instant = wanted - offsetAt(first);
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
