import { useQuery } from '@apollo/client/react';
import { InterestedEventsDocument } from './InterestedEvents.generated';
import { keptData } from '../../../lib/apollo/kept-data';
import { useT } from '../../../lib/i18n';
import { EventList } from '../EventList';

/** The upcoming events the user marked interest in, soonest first; unmarking one takes it out. */
export function InterestedTab() {
  const t = useT();
  const events = useQuery(InterestedEventsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <EventList
      page={keptData(events)?.interestedEvents}
      error={events.error}
      onRetry={() => events.refetch()}
      fetchMore={events.fetchMore}
      label={t('explore.interested.label')}
      emptyHint={t('explore.interested.emptyHint')}
    />
  );
}
