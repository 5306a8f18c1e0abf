import { useQuery } from '@apollo/client/react';
import { GoingEventsDocument } from '../../../gql/graphql';
import { keptData } from '../../../lib/apollo/kept-data';
import { EventList } from '../EventList';

/** The upcoming events the user is going to, waiting for a seat at or asked to join, soonest first; leaving one takes it out. */
export function GoingTab() {
  const events = useQuery(GoingEventsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <EventList
      page={keptData(events)?.goingEvents}
      error={events.error}
      onRetry={() => events.refetch()}
      fetchMore={events.fetchMore}
      label="Events you are going to"
      emptyHint="Say you are going to an event to find it here."
    />
  );
}
