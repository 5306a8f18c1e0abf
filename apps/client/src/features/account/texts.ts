import { DEFAULT_PROBLEM_TEXTS } from '../../lib/errors/describe-error';

/** Texts of spec §8 shared by the account pages. */
export const LOGIN_SIGNUP_TEXTS = DEFAULT_PROBLEM_TEXTS;

export const SHORT_NETWORK_ERROR = 'Network error. Please try again.';

export const VERIFIED_NOTICE = 'Email verified successfully! You can now log in.';
