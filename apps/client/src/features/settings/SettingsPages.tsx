// The router imports the settings pages from here.
export { EditProfilePage } from './edit-profile/EditProfilePage';
export { ThemeSettingsPage } from './theme/ThemeSettingsPage';
export { CalendarSettingsPage } from './calendar/CalendarSettingsPage';
export { NotificationSettingsPage } from './notifications/NotificationSettingsPage';
export { BlockedAccountsPage } from './blocked/BlockedAccountsPage';
export { DeveloperSettingsPage } from './developer/DeveloperSettingsPage';
