import { NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useLogout } from '../../lib/session/use-logout';
import './settings.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'settings__link is-active' : 'settings__link');

/**
 * Settings with its side menu (spec §2): Edit Profile, Theme Preference, the calendar feed,
 * notifications, blocked accounts and personal access tokens (Developer);
 * on phones, whose bottom bar has no room for it, Log out too.
 */
export function SettingsLayout() {
  const { logout, pending } = useLogout();
  return (
    <div className="settings">
      <nav className="settings__menu" aria-label="Settings">
        <p className="settings__title">Settings</p>
        <NavLink to={PATHS.editProfile} className={linkClass}>
          Edit Profile
        </NavLink>
        <NavLink to={PATHS.themeSettings} className={linkClass}>
          Theme Preference
        </NavLink>
        <NavLink to={PATHS.calendarSettings} className={linkClass}>
          Calendar Feed
        </NavLink>
        <NavLink to={PATHS.notificationSettings} className={linkClass}>
          Notifications
        </NavLink>
        <NavLink to={PATHS.blockedAccounts} className={linkClass}>
          Blocked accounts
        </NavLink>
        <NavLink to={PATHS.developerSettings} className={linkClass}>
          Developer
        </NavLink>
        <button type="button" className="settings__link settings__logout" onClick={() => void logout()} disabled={pending} aria-busy={pending}>
          Log out
        </button>
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}
