// The router imports the settings frame and pages from here (one file to load).
export { SettingsLayout } from './SettingsLayout';
export { EditProfilePage } from './edit-profile/EditProfilePage';
export { ThemeSettingsPage } from './theme/ThemeSettingsPage';
export { LanguageSettingsPage } from './language/LanguageSettingsPage';
export { CalendarSettingsPage } from './calendar/CalendarSettingsPage';
export { NotificationSettingsPage } from './notifications/NotificationSettingsPage';
export { PrivacySettingsPage } from './privacy/PrivacySettingsPage';
export { AccessibilitySettingsPage } from './accessibility/AccessibilitySettingsPage';
export { BlockedAccountsPage } from './blocked/BlockedAccountsPage';
export { DeveloperSettingsPage } from './developer/DeveloperSettingsPage';
export { AccountSettingsPage } from './account/AccountSettingsPage';
export { SecuritySettingsPage } from './security/SecuritySettingsPage';
export { SessionsPage } from './sessions/SessionsPage';
export { YourDataPage } from './data/YourDataPage';
export { SuspendedAccountPage } from './data/SuspendedAccountPage';
