import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { NotificationAddedDocument, UnreadNotificationCountDocument } from './Notifications.generated';
import { chatSubscription, type ChatSubscription } from '../messages';
import { addEntry } from './notifications-cache';

/**
 * The shell socket's notification subscription: each new entry goes to the top of the list, and
 * the bell's count is asked again (an entry that was unread already does not add one), also after
 * every reconnection, which covers what arrived while there was no connection.
 */
export function useNotificationsLive(): readonly ChatSubscription[] {
  const client = useApolloClient();
  return useMemo(() => {
    const recount = () => {
      client.query({ query: UnreadNotificationCountDocument, fetchPolicy: 'network-only' }).catch((error: unknown) => console.warn('Counting notifications failed', error));
    };
    const live = chatSubscription(NotificationAddedDocument, ({ notificationAdded }) => {
      addEntry(client.cache, notificationAdded);
      recount();
    });
    return [{ ...live, caughtUp: recount }];
  }, [client]);
}
