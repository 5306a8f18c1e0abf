import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { EventAttendance_EventFragmentDoc, EventAttendanceDocument } from './Going.generated';
import { liveWatch, useChat } from '../../../messages';

/**
 * While an event's dialog is open, its going and waitlist counts and the seats left follow what
 * others do, over the shell's socket; the answer, an Event, updates every view of it in the cache.
 */
export function useAttendanceLive(id: string): void {
  const { watch } = useChat();
  const client = useApolloClient();
  useEffect(
    () =>
      watch(
        liveWatch(EventAttendanceDocument, { id }, ({ eventAttendance }) => {
          client.cache.writeFragment({ id: client.cache.identify(eventAttendance), fragment: EventAttendance_EventFragmentDoc, data: eventAttendance });
        }),
      ),
    [watch, client, id],
  );
}
