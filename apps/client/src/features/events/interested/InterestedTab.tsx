import { useQuery } from '@apollo/client/react';
import { InterestedEventsDocument } from '../../../gql/graphql';
import { EventList } from '../EventList';

/** The upcoming events the user marked interest in, soonest first; unmarking one takes it out. */
export function InterestedTab() {
  const { data, loading, error, fetchMore } = useQuery(InterestedEventsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <EventList
      page={data?.interestedEvents}
      loading={loading}
      error={error}
      fetchMore={fetchMore}
      label="Events you are interested in"
      emptyHint="Mark interest in an event to find it here."
    />
  );
}
