import { NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import './settings.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'settings__link is-active' : 'settings__link');

/** Settings with its side menu (spec §2): Edit Profile, Theme Preference, and the calendar feed. */
export function SettingsLayout() {
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
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}
