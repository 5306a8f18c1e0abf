import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
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
  const count = countText(unread);
  const name = count ? `${label}, ${count} unread` : label;
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

  return (
    <nav className="sidebar" aria-label="Main">
      <Link to={PATHS.home} className="sidebar__brand" aria-label="Gatherly home">
        <span className="sidebar__brand-full">Gatherly</span>
        <span className="sidebar__brand-short" aria-hidden="true">
          G
        </span>
      </Link>
      <ul className="sidebar__list">
        <Item to={PATHS.home} label="Home" icon={<HomeIcon />} />
        <Item to={PATHS.events} label="Events" icon={<EventsIcon />} />
        <Item to={PATHS.messages} label="Messages" icon={<MessagesIcon />} unread={unreadConversations} />
        {/* On phones the bell is in the top bar instead (Shell). */}
        <li className="sidebar__notifications">
          <NotificationsLink className={itemClass} labelClassName="sidebar__label" />
        </li>
        <Item to={PATHS.search} label="Search" icon={<SearchIcon />} />
        <li>
          <CreateMenu />
        </li>
        <Item to={PATHS.profile(username ?? '')} label="Profile" icon={<Avatar src={profileImage} size={26} />} />
        <Item to={PATHS.settings} label="Settings" icon={<SettingsIcon />} />
        {moderator ? <Item to={PATHS.moderation} label="Moderation" icon={<ModerationIcon />} /> : null}
        <li className="sidebar__end">
          <button
            type="button"
            className="sidebar__item"
            aria-label="Logout"
            title="Logout"
            onClick={() => void logout()}
            disabled={pending}
            aria-busy={pending}
          >
            <LogoutIcon />
            <span className="sidebar__label">Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
