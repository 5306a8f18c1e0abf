import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DeleteEventDatesDocument } from './SeriesDates.generated';
import type { EditScope } from '../../../../gql/graphql';
import { reloadEventLists } from '../event-lists-cache';
import { ScopeChoice } from './ScopeChoice';
import { useT } from '../../../../lib/i18n';

/**
 * For a date of a series, what the owner menu's delete question adds: "This event" or "This and
 * following events", and the deletion with that scope (the lists and the series' dates reload).
 * Nothing for an event that does not repeat.
 */
export function useSeriesDelete(event: { id: string; series_id?: string | null } | null) {
  const t = useT();
  const [scope, setScope] = useState<EditScope>('THIS');
  const [mutate, { loading }] = useMutation(DeleteEventDatesDocument, {
    update(cache, { data }) {
      if (!data?.deleted) return;
      cache.evict({ id: cache.identify({ __typename: 'Event', id: event?.id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventSeries' });
      reloadEventLists(cache);
      cache.gc();
    },
  });
  if (!event?.series_id) return {};
  return {
    deleteChoice: <ScopeChoice legend={t('events.series.scopeTitleDelete')} value={scope} onChange={setScope} disabled={loading} following={t('events.series.followingDeleted')} />,
    deletePending: loading,
    onDelete: async () => (await mutate({ variables: { id: event.id, scope } })).data?.deleted === true,
  };
}
