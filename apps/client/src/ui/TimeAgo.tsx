import { formatLocale, Phrase, useT } from '../lib/i18n';
import { ageOf, timeAgo } from '../lib/time/time-ago';

/** The short age of a date ('5m', '2w'); the full date shows on hover and is in `dateTime`. */
export function TimeAgo({ date }: { date: string }) {
  const parsed = new Date(date);
  const full = Number.isNaN(parsed.getTime()) ? undefined : parsed.toLocaleString(formatLocale());
  return (
    <time className="time-ago" dateTime={date} title={full}>
      {timeAgo(date)}
    </time>
  );
}

/** "3d ago", or "just now" while it is under ten seconds old: for a sentence ("Signed in 3d ago"). */
export function Ago({ date }: { date: string }) {
  const t = useT();
  if (ageOf(date)?.unit === 'now') return <>{t('common.time.justNow')}</>;
  return <Phrase id={'common.time.ago'} components={[<TimeAgo date={date} />]} />;
}
