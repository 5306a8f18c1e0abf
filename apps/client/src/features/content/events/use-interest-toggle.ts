import { useApolloClient } from '@apollo/client/react';
import { MarkEventInterestDocument, UnmarkEventInterestDocument } from '../../../gql/graphql';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';

/** Marks or unmarks interest in an event once the server confirms (spec §4), like the like toggle. */
export function useInterestToggle(id: string, interested: boolean) {
  const client = useApolloClient();
  return useServerToggle(
    () => client.mutate({ mutation: interested ? UnmarkEventInterestDocument : MarkEventInterestDocument, variables: { id } }),
    interested ? 'Unmark event interest' : 'Mark event interest',
  );
}
