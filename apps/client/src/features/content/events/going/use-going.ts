import { useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { GoToEventDocument, LeaveEventDocument } from './Going.generated';
import { useServerToggle } from '../../../../lib/hooks/use-server-toggle';
import { dropFromGoing, reloadGoing } from '../event-lists-cache';
import type { GoingControlState } from './going-state';

/**
 * Goes to an event (a seat, the waitlist or a request, as the server decides) or leaves it, once
 * the server confirms, like Interested; the answer updates every view of the event, and the
 * viewer's Going list follows. Presses while a request is in flight are ignored.
 */
export function useGoing(id: string, state: GoingControlState) {
  const client = useApolloClient();
  const message = useRef<string | null>(null);
  const { toggle, pending } = useServerToggle(
    () =>
      state.action === 'go'
        ? client.mutate({ mutation: GoToEventDocument, variables: { id, message: message.current }, update: (cache) => reloadGoing(cache) })
        : client.mutate({ mutation: LeaveEventDocument, variables: { id }, update: (cache) => dropFromGoing(cache, id) }),
    state.label,
  );
  /** Sends the press; `withMessage` is what the person wrote to the hosts with a request (may be empty). True once confirmed. */
  function press(withMessage: string | null = null): Promise<boolean> {
    message.current = withMessage?.trim() ? withMessage.trim() : null;
    return toggle();
  }
  return { press, pending };
}
