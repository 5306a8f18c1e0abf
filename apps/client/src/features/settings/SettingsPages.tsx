// The router imports the settings frame and pages from here (one file to load).
export { SettingsLayout } from './SettingsLayout';
export { EditProfilePage } from './edit-profile/EditProfilePage';
export { ThemeSettingsPage } from './theme/ThemeSettingsPage';
export { CalendarSettingsPage } from './calendar/CalendarSettingsPage';
export { NotificationSettingsPage } from './notifications/NotificationSettingsPage';
export { BlockedAccountsPage } from './blocked/BlockedAccountsPage';
export { DeveloperSettingsPage } from './developer/DeveloperSettingsPage';
