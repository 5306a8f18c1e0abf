import { useMutation } from '@apollo/client/react';
import { UpdateEventDocument, type EventInput } from '../../../gql/graphql';
import { reloadEventLists } from './event-lists-cache';

/**
 * Changes fields of one's own event (those left out keep their value); the answer updates the
 * cache, and the Events page's lists reload, as the change may move the event or filter it out.
 */
export function useUpdateEvent(id: string) {
  const [mutate, { loading }] = useMutation(UpdateEventDocument, { update: (cache) => reloadEventLists(cache) });
  const update = (input: EventInput) => mutate({ variables: { id, input } });
  return { update, pending: loading };
}
