/** Browser local-storage keys of the session (spec §3). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  username: 'username',
  profileImage: 'profile_image',
  pendingEmail: 'userEmail',
  theme: 'theme_preference',
  /** The language this device shows: the account's once known, else the one the browser prefers among those offered. */
  language: 'language',
  /** 'off' when this device does not remind before sharing an image without a description ('on' or nothing: it does). */
  altTextReminder: 'alt_text_reminder',
  /** Followed by a user name: what that person last saw, kept to open the app offline; removed when they log out. */
  offlineCache: 'offline_cache:',
  /** Followed by a user name: the messages that person wrote and the server has not yet acknowledged; removed when they log out. */
  outbox: 'outbox:',
} as const;

/** Routes the server builds links to; the client serves pages at the same paths. */
export const LINK_PATHS = {
  verifyEmail: '/verify-email/confirm',
  verifyEmailQuery: 'verification_token',
  resetPassword: '/account/password/reset/confirm',
  resetPasswordQuery: 'password_token',
  /** Where a reset is asked for (the "Your password was changed" mail links to it). */
  resetRequest: '/account/password/reset',
  /** Settings, Security: where the notices of two-factor sign-in turned on or off lead. */
  security: '/settings/security',
  /** Settings, Sessions: where "New sign-in to Gatherly" leads. */
  sessions: '/settings/sessions',
  /** Where the link mailed to a new address confirms it (signed in or not). */
  confirmEmailChange: '/account/email/confirm',
  confirmEmailChangeQuery: 'email_change_token',
  /** Settings, Your data: where "Your Gatherly archive is ready" leads, to download it signed in. */
  yourData: '/settings/data',
} as const;

/** Name and path of the refresh-token cookie. */
export const REFRESH_COOKIE = { name: 'gatherly_refresh', path: '/api/account' } as const;
