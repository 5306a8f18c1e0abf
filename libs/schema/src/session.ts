/** Browser local-storage keys of the session (spec §3). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  username: 'username',
  profileImage: 'profile_image',
  pendingEmail: 'userEmail',
  theme: 'theme_preference',
} as const;

/** Routes the server builds links to; the client serves pages at the same paths. */
export const LINK_PATHS = {
  verifyEmail: '/verify-email/confirm',
  verifyEmailQuery: 'verification_token',
  resetPassword: '/account/password/reset/confirm',
  resetPasswordQuery: 'password_token',
  /** Where a reset is asked for (the "Your password was changed" mail links to it). */
  resetRequest: '/account/password/reset',
} as const;

/** Name and path of the refresh-token cookie. */
export const REFRESH_COOKIE = { name: 'gatherly_refresh', path: '/api/account' } as const;
