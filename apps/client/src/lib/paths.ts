import { LINK_PATHS } from '@gatherly/schema';

/** Paths of spec §2 in one place; the links in e-mails (LINK_PATHS) come from libs/schema. */
export const PATHS = {
  root: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  verifyEmailLink: LINK_PATHS.verifyEmail,
  resetRequest: '/account/password/reset',
  resetConfirm: LINK_PATHS.resetPassword,
  home: '/home',
  search: '/search',
  events: '/events',
  messages: '/direct/message',
  settings: '/settings',
  editProfile: '/settings/edit-profile',
  themeSettings: '/settings/theme',
  calendarSettings: '/settings/calendar',
  profile: (username: string) => `/profile/${encodeURIComponent(username)}`,
} as const;
