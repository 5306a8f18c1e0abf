import { timeAgo } from '../lib/time/time-ago';

/** The short age of a date ('5m', '2w'); the full date shows on hover and is in `dateTime`. */
export function TimeAgo({ date }: { date: string }) {
  const parsed = new Date(date);
  const full = Number.isNaN(parsed.getTime()) ? undefined : parsed.toLocaleString();
  return (
    <time className="time-ago" dateTime={date} title={full}>
      {timeAgo(date)}
    </time>
  );
}

/** "3d ago", or "just now" while it is under ten seconds old: for a sentence ("Signed in 3d ago"). */
export function Ago({ date }: { date: string }) {
  if (timeAgo(date) === 'now') return <>just now</>;
  return (
    <>
      <TimeAgo date={date} /> ago
    </>
  );
}
