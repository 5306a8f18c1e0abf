import { TIME_AGO_THRESHOLDS } from '@gatherly/schema';

const [NOW, MINUTE, HOUR, DAY, WEEK, MONTH, YEAR] = TIME_AGO_THRESHOLDS;

/**
 * The short age of a date (spec §4): under 10 s 'now', then seconds 's', minutes 'm', hours 'h',
 * days 'd', weeks 'w', 30-day months 'mo' and years 'y'. A date in the future (clock skew) is 'now'.
 */
export function timeAgo(date: string | Date, now: number = Date.now()): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.floor((now - time) / 1000);
  if (seconds < NOW) return 'now';
  if (seconds < MINUTE) return `${seconds}s`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h`;
  if (seconds < WEEK) return `${Math.floor(seconds / DAY)}d`;
  if (seconds < MONTH) return `${Math.floor(seconds / WEEK)}w`;
  if (seconds < YEAR) return `${Math.floor(seconds / MONTH)}mo`;
  return `${Math.floor(seconds / YEAR)}y`;
}
