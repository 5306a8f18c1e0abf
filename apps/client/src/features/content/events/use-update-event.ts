import { useMutation } from '@apollo/client/react';
import { UpdateEventDocument, type EventInput } from '../../../gql/graphql';

/** Changes fields of one's own event (those left out keep their value); the answer updates the cache. */
export function useUpdateEvent(id: string) {
  const [mutate, { loading }] = useMutation(UpdateEventDocument);
  const update = (input: EventInput) => mutate({ variables: { id, input } });
  return { update, pending: loading };
}
