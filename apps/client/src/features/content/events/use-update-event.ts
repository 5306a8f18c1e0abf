import { useMutation } from '@apollo/client/react';
import type { EditScope, EventInput } from '../../../gql/graphql';
import { UpdateEventDocument } from './UpdateEvent.generated';
import { reloadEventLists } from './event-lists-cache';

/**
 * Changes fields of one's own event (those left out keep their value); the answer updates the
 * cache, and the Events page's lists reload, as the change may move the event or filter it out.
 */
export function useUpdateEvent(id: string) {
  const [mutate, { loading }] = useMutation(UpdateEventDocument, {
    update: (cache) => {
      reloadEventLists(cache);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventSeries' });
    },
  });
  // With FOLLOWING, the later dates of its series change too: reloaded with the lists.
  const update = (input: EventInput, scope?: EditScope) => mutate({ variables: { id, input, scope } });
  return { update, pending: loading };
}
