import { LINK_PATHS } from '@gatherly/schema';

/** Paths of spec §2 in one place; the links in e-mails (LINK_PATHS) come from libs/schema. */
export const PATHS = {
  root: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  verifyEmailLink: LINK_PATHS.verifyEmail,
  resetRequest: LINK_PATHS.resetRequest,
  resetConfirm: LINK_PATHS.resetPassword,
  home: '/home',
  search: '/search',
  events: '/events',
  messages: '/direct/message',
  /** One conversation open on the Messages page. */
  conversation: (id: string) => `/direct/message/${encodeURIComponent(id)}`,
  /** The Messages page opening the one-to-one conversation with someone: theirs if any, else a draft that its first message starts. */
  messageWith: (username: string) => `/direct/message?to=${encodeURIComponent(username)}`,
  notifications: '/notifications',
  moderation: '/moderation',
  settings: '/settings',
  editProfile: '/settings/edit-profile',
  themeSettings: '/settings/theme',
  languageSettings: '/settings/language',
  calendarSettings: '/settings/calendar',
  notificationSettings: '/settings/notifications',
  privacySettings: '/settings/privacy',
  accessibilitySettings: '/settings/accessibility',
  blockedAccounts: '/settings/blocked',
  developerSettings: '/settings/developer',
  accountSettings: '/settings/account',
  securitySettings: '/settings/security',
  sessionsSettings: LINK_PATHS.sessions,
  dataSettings: LINK_PATHS.yourData,
  /** The page the link mailed to a new e-mail address opens; signed in or not. */
  confirmEmailChange: LINK_PATHS.confirmEmailChange,
  /** The page an e-mail's unsubscribe link opens; signed in or not. */
  unsubscribe: '/unsubscribe',
  profile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  /** The page of every visible item carrying a hashtag (its normal form). */
  tag: (tag: string) => `/tags/${encodeURIComponent(tag)}`,
} as const;
