import { NavLink, Outlet } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useLogout } from '../../lib/session/use-logout';
import './settings.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'settings__link is-active' : 'settings__link');

/**
 * Settings with its side menu (spec §2): Edit Profile, Theme Preference, the calendar feed,
 * notifications, being found in search (Privacy), the reminder to describe images (Accessibility), blocked accounts, the account's address, password and username (Account), two-factor
 * sign-in and passkeys (Security), signed-in devices (Sessions), export and deletion (Your data) and
 * personal access tokens (Developer);
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
        <NavLink to={PATHS.privacySettings} className={linkClass}>
          Privacy
        </NavLink>
        <NavLink to={PATHS.accessibilitySettings} className={linkClass}>
          Accessibility
        </NavLink>
        <NavLink to={PATHS.blockedAccounts} className={linkClass}>
          Blocked accounts
        </NavLink>
        <NavLink to={PATHS.accountSettings} className={linkClass}>
          Account
        </NavLink>
        <NavLink to={PATHS.securitySettings} className={linkClass}>
          Security
        </NavLink>
        <NavLink to={PATHS.sessionsSettings} className={linkClass}>
          Sessions
        </NavLink>
        <NavLink to={PATHS.dataSettings} className={linkClass}>
          Your data
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
