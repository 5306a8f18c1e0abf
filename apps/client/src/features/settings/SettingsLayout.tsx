import { NavLink, Outlet } from 'react-router-dom';
import { useT } from '../../lib/i18n';
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
  const t = useT();
  return (
    <div className="settings">
      <nav className="settings__menu" aria-label={t('settings.menu.label')}>
        <p className="settings__title">{t('settings.menu.title')}</p>
        <NavLink to={PATHS.editProfile} className={linkClass}>
          {t('settings.menu.editProfile')}
        </NavLink>
        <NavLink to={PATHS.themeSettings} className={linkClass}>
          {t('settings.menu.theme')}
        </NavLink>
        <NavLink to={PATHS.languageSettings} className={linkClass}>
          {t('settings.menu.language')}
        </NavLink>
        <NavLink to={PATHS.calendarSettings} className={linkClass}>
          {t('settings.menu.calendar')}
        </NavLink>
        <NavLink to={PATHS.notificationSettings} className={linkClass}>
          {t('settings.menu.notifications')}
        </NavLink>
        <NavLink to={PATHS.privacySettings} className={linkClass}>
          {t('settings.menu.privacy')}
        </NavLink>
        <NavLink to={PATHS.accessibilitySettings} className={linkClass}>
          {t('settings.menu.accessibility')}
        </NavLink>
        <NavLink to={PATHS.blockedAccounts} className={linkClass}>
          {t('settings.menu.blocked')}
        </NavLink>
        <NavLink to={PATHS.accountSettings} className={linkClass}>
          {t('settings.menu.account')}
        </NavLink>
        <NavLink to={PATHS.securitySettings} className={linkClass}>
          {t('settings.menu.security')}
        </NavLink>
        <NavLink to={PATHS.sessionsSettings} className={linkClass}>
          {t('settings.menu.sessions')}
        </NavLink>
        <NavLink to={PATHS.dataSettings} className={linkClass}>
          {t('settings.menu.data')}
        </NavLink>
        <NavLink to={PATHS.developerSettings} className={linkClass}>
          {t('settings.menu.developer')}
        </NavLink>
        <button type="button" className="settings__link settings__logout" onClick={() => void logout()} disabled={pending} aria-busy={pending}>
          {t('settings.menu.logout')}
        </button>
      </nav>
      <div className="settings__content">
        <Outlet />
      </div>
    </div>
  );
}
