import './count-badge.css';

/** A count as a badge shows it: nothing for none, '99+' past 99. */
export function countText(count: number, cap = 100): string | null {
  if (count <= 0) return null;
  return count >= cap ? `${cap - 1}+` : String(count);
}

/** Put on the link or button that holds a badge: the badge is drawn over its icon. */
export const COUNT_BADGE_ANCHOR = 'count-badge-anchor';

/**
 * A count drawn over the top right corner of the icon of a navigation item. Placed after the
 * item's label, so that the visible text reads as the item's name does ('Messages, 3 unread').
 */
export function CountBadge({ text }: { text: string | null }) {
  return text ? (
    <>
      {' '}
      <span className="count-badge">{text}</span>
    </>
  ) : null;
}
