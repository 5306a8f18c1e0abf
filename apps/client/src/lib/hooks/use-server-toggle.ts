import { useRef, useState } from 'react';

/**
 * A toggle that changes only once the server confirms (spec §4: no optimistic flip). Clicks while
 * a request is in flight are ignored; a failure leaves the state as it was and is only logged.
 */
export function useServerToggle(run: () => Promise<unknown>, what: string) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await run();
    } catch (error) {
      console.error(`${what} failed`, error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }
  return { toggle, pending };
}
