/**
 * Domain error codes, namespaced by domain. Each transport maps them once: GraphQL error
 * extensions, the REST envelope with its HTTP status, a socket error frame.
 */
export const ERROR_CODES = {
  validation: 'request/invalid',
  rateLimited: 'request/rate_limited',
  unauthenticated: 'auth/unauthenticated',
  forbidden: 'auth/forbidden',
  invalidCredentials: 'auth/invalid_credentials',
  emailNotVerified: 'auth/email_not_verified',
  accountSuspended: 'auth/account_suspended',
  refreshInvalid: 'auth/refresh_invalid',
  refreshReused: 'auth/token_reused',
  crossSite: 'auth/cross_site',
  tokenInvalid: 'auth/token_invalid',
  emailTaken: 'account/email_taken',
  usernameTaken: 'account/username_taken',
  notFound: 'request/not_found',
  conflict: 'request/conflict',
  unsupportedMediaType: 'request/unsupported_media_type',
  mediaTooLarge: 'media/too_large',
  unavailable: 'service/unavailable',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Texts the server answers with; the client shows them as they come. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email address before logging in. Check your inbox for the verification link.',
  accountSuspended: 'This account is suspended for breaking the community rules.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  verificationInvalid: 'This verification link is invalid or expired. Please request a new one.',
  emailVerified: 'Email verified successfully!',
  verificationSent: 'Verification email sent! Please check your inbox.',
  alreadyVerified: 'This email address is already verified. You can log in.',
  signupSuccess: 'Registration successful! Please check your email to verify your account.',
  resetSent: 'We sent you an email to reset your password!',
  resetTokenInvalid: 'This password reset link is invalid or expired.',
  passwordChanged: 'Your password has been changed. Please log in.',
  unauthenticated: 'Authentication credentials were not provided or are invalid.',
  refreshInvalid: 'Your session has expired. Please log in again.',
  crossSite: 'Cross-site requests are not allowed.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  tooManyWrites: 'You are doing that too often. Please wait a moment and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  loggedOut: 'Logged out.',
  notFound: 'Not found.',
  unavailable: 'Gatherly is briefly unavailable. Please try again in a moment.',
} as const;
