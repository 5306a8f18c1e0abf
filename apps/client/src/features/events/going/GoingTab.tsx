import { useQuery } from '@apollo/client/react';
import { GoingEventsDocument } from './GoingEvents.generated';
import { keptData } from '../../../lib/apollo/kept-data';
import { useT } from '../../../lib/i18n';
import { EventList } from '../EventList';

/** The upcoming events the user is going to, waiting for a seat at or asked to join, soonest first; leaving one takes it out. */
export function GoingTab() {
  const t = useT();
  const events = useQuery(GoingEventsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <EventList
      page={keptData(events)?.goingEvents}
      error={events.error}
      onRetry={() => events.refetch()}
      fetchMore={events.fetchMore}
      label={t('explore.going.label')}
      emptyHint={t('explore.going.emptyHint')}
    />
  );
}
