import { useQuery } from '@apollo/client/react';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { NOTIFICATION_LIMITS } from '@gatherly/schema';
import { BellIcon } from './icons';
import { UnreadNotificationCountDocument } from './Notifications.generated';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { COUNT_BADGE_ANCHOR, CountBadge, countText } from '../../ui/CountBadge';
import './notifications.css';

/** The count as the badge shows it: nothing for none, '99+' past the cap. */
export const badgeText = (count: number): string | null => countText(count, NOTIFICATION_LIMITS.unreadCountCap);

/**
 * The bell: a link to /notifications with the unread count over its icon (kept current by the
 * shell's socket). Its name says the count too: 'Notifications, 3 unread'.
 */
export function NotificationsLink({ className, labelClassName }: { className: NavLinkProps['className']; labelClassName: string }) {
  const t = useT();
  const { data } = useQuery(UnreadNotificationCountDocument);
  const badge = badgeText(data?.unreadNotificationCount ?? 0);
  const name = badge ? t('notifications.link.unread', { count: badge }) : t('notifications.link.name');
  return (
    <NavLink
      to={PATHS.notifications}
      className={(state) => [COUNT_BADGE_ANCHOR, typeof className === 'function' ? className(state) : className].filter(Boolean).join(' ')}
      aria-label={name}
      title={name}
    >
      <span className="bell">
        <BellIcon />
      </span>
      <span className={labelClassName}>{t('notifications.link.name')}</span>
      {/* After the label, so that the visible text reads as the name does; drawn over the bell. */}
      <CountBadge text={badge} />
    </NavLink>
  );
}
