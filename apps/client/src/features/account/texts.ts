import { DEFAULT_PROBLEM_TEXTS, SHORT_NETWORK_ERROR } from '../../lib/errors/describe-error';

/** Texts of spec §8 shared by the account pages. */
export const LOGIN_SIGNUP_TEXTS = DEFAULT_PROBLEM_TEXTS;

export { SHORT_NETWORK_ERROR };

export const VERIFIED_NOTICE = 'Email verified successfully! You can now log in.';
