import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/session/use-logout';
import { Avatar } from '../../ui/Avatar';
import { COUNT_BADGE_ANCHOR, CountBadge, countText } from '../../ui/CountBadge';
import { useUnreadConversations } from '../../features/messages';
import { useIsModerator } from '../../features/moderation';
import { NotificationsLink } from '../../features/notifications';
import { CreateMenu } from './CreateMenu';
import { EventsIcon, HomeIcon, LogoutIcon, MessagesIcon, ModerationIcon, SearchIcon, SettingsIcon } from './icons';
import './sidebar.css';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'sidebar__item is-active' : 'sidebar__item');

/** Label shown beside the icon on wide screens; aria-label keeps the name (and the unread count) when CSS hides it. */
function Item({ to, label, icon, unread = 0 }: { to: string; label: string; icon: ReactNode; unread?: number }) {
  const t = useT();
  const count = countText(unread);
  const name = count ? t('common.nav.unread', { label, count }) : label;
  return (
    <li>
      <NavLink to={to} className={(state) => `${itemClass(state)} ${COUNT_BADGE_ANCHOR}`} aria-label={name} title={name}>
        {icon}
        <span className="sidebar__label">{label}</span>
        <CountBadge text={count} />
      </NavLink>
    </li>
  );
}

export function Sidebar() {
  const { username, profileImage } = useSession();
  const { logout, pending } = useLogout();
  const moderator = useIsModerator();
  const unreadConversations = useUnreadConversations();
  const t = useT();

  return (
    <nav className="sidebar" aria-label={t('common.nav.main')}>
      <Link to={PATHS.home} className="sidebar__brand" aria-label={t('common.nav.brandHome')}>
        <span className="sidebar__brand-full">Gatherly</span>
        <span className="sidebar__brand-short" aria-hidden="true">
          G
        </span>
      </Link>
      <ul className="sidebar__list">
        <Item to={PATHS.home} label={t('common.nav.home')} icon={<HomeIcon />} />
        <Item to={PATHS.events} label={t('common.nav.events')} icon={<EventsIcon />} />
        <Item to={PATHS.messages} label={t('common.nav.messages')} icon={<MessagesIcon />} unread={unreadConversations} />
        {/* On phones the bell is in the top bar instead (Shell). */}
        <li className="sidebar__notifications">
          <NotificationsLink className={itemClass} labelClassName="sidebar__label" />
        </li>
        <Item to={PATHS.search} label={t('common.nav.search')} icon={<SearchIcon />} />
        <li>
          <CreateMenu />
        </li>
        <Item to={PATHS.profile(username ?? '')} label={t('common.nav.profile')} icon={<Avatar src={profileImage} size={26} />} />
        <Item to={PATHS.settings} label={t('common.nav.settings')} icon={<SettingsIcon />} />
        {moderator ? <Item to={PATHS.moderation} label={t('common.nav.moderation')} icon={<ModerationIcon />} /> : null}
        <li className="sidebar__end">
          <button
            type="button"
            className="sidebar__item"
            aria-label={t('common.nav.logout')}
            title={t('common.nav.logout')}
            onClick={() => void logout()}
            disabled={pending}
            aria-busy={pending}
          >
            <LogoutIcon />
            <span className="sidebar__label">{t('common.nav.logout')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
