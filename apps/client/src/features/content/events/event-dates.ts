/**
 * An event's date and time in the viewer's time zone, naming the zone ("Nov 23, 2026, 7:30 PM EST"):
 * people far from an event need to know whose clock it is. (`dateStyle` cannot be combined with
 * `timeZoneName`, so the parts are spelled out.)
 */
const FORMATS = {
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatEventDate(iso: string, style: keyof typeof FORMATS = 'short'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, FORMATS[style]);
}
