import { useRef, useState } from 'react';
import { useNotices } from '../../ui/Notices';
import { describeError } from '../errors/describe-error';
import { t } from '../i18n';

/**
 * A toggle that changes only once the server confirms (spec §4: no optimistic flip). Clicks while
 * a request is in flight are ignored; a failure leaves the state as it was, is logged (spec §8),
 * and is told to the user, who would otherwise see a button that did nothing. `toggle` answers
 * whether the server confirmed.
 */
export function useServerToggle(run: () => Promise<unknown>, what: string) {
  const notices = useNotices();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  async function toggle(): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(true);
    try {
      await run();
      return true;
    } catch (error) {
      console.error(`${what} failed`, error);
      notices.warn(describeError(error, { fallback: t('common.errors.actionFailed', { what }) }).messages[0]);
      return false;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }
  return { toggle, pending };
}
