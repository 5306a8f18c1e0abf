import type { ProblemTexts } from '../../lib/errors/describe-error';
import { t } from '../../lib/i18n';

/** Texts of spec §8 shared by the account pages, in the language shown now. */
export const loginSignupTexts = (): ProblemTexts => ({ network: t('account.problem.network'), fallback: t('account.problem.fallback') });

/** Spec §8's short text for a request that never reached the server (resend, verification). */
export const shortNetworkError = () => t('account.problem.shortNetwork');
