import type { ReactNode } from 'react';
import './count-badge.css';

/** A count as a badge shows it: nothing for none, '99+' past 99. */
export function countText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** An icon with a count over its top right corner; the count is part of the visible text (say it in the control's name too). */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const text = countText(count);
  return (
    <span className="count-badge-anchor">
      {children}
      {text ? <span className="count-badge">{text}</span> : null}
    </span>
  );
}
