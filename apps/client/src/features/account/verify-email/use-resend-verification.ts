import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ERROR_CODES, MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { ResendVerificationDocument } from './ResendVerification.generated';
import { describeError, errorCodesOf, retryAfterOf } from '../../../lib/errors/describe-error';
import { t } from '../../../lib/i18n';
import { shortNetworkError } from '../texts';

export type ResendNotice = { tone: 'success' | 'error' | 'info'; text: string };

/**
 * Sends the verification link again, with the texts of spec §8 for each outcome. Asked again within
 * the server's cool-down, it says when the next one can go ("You can resend in 45 seconds"), once,
 * and `secondsLeft` counts down for the button, which is held back until then (a live region that
 * changed every second would be read out every second).
 */
export function useResendVerification() {
  const [notice, setNotice] = useState<ResendNotice | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [resend, { loading }] = useMutation(ResendVerificationDocument);

  useEffect(() => {
    if (waitUntil === null) return undefined;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= waitUntil) {
        setWaitUntil(null);
        // The wait is over: "You can resend in N seconds." would no longer be true.
        setNotice((current) => (current?.tone === 'info' ? null : current));
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [waitUntil]);

  async function resendTo(email: string | null | undefined) {
    if (!email) {
      setNotice({ tone: 'error', text: t(MESSAGES.emailRequired) });
      return;
    }
    setNotice(null);
    try {
      const { data } = await resend({ variables: { email } });
      setNotice({ tone: 'success', text: data?.resendVerification || t(SERVER_MESSAGES.verificationSent) });
    } catch (error) {
      const wait = errorCodesOf(error).includes(ERROR_CODES.rateLimited) ? retryAfterOf(error) : null;
      if (wait !== null) {
        setNow(Date.now());
        setWaitUntil(Date.now() + wait * 1000);
        setNotice({ tone: 'info', text: t(SERVER_MESSAGES.resendWait(wait)) });
        return;
      }
      const problem = describeError(error, { network: shortNetworkError(), fallback: '' });
      const detail = problem.messages.filter(Boolean).join(' ');
      setNotice({ tone: 'error', text: problem.network ? shortNetworkError() : t('account.resend.error', { detail: detail || t('account.resend.failed') }) });
    }
  }

  const secondsLeft = waitUntil === null ? 0 : Math.max(1, Math.ceil((waitUntil - now) / 1000));
  return { resendTo, notice, sending: loading, secondsLeft };
}
