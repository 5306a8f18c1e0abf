import { useApolloClient } from '@apollo/client/react';
import { MarkEventInterestDocument, UnmarkEventInterestDocument } from './EventInterest.generated';
import { useServerToggle } from '../../../lib/hooks/use-server-toggle';
import { useT } from '../../../lib/i18n';
import { dropFromInterested, reloadInterested } from './event-lists-cache';

/**
 * Marks or unmarks interest in an event once the server confirms (spec §4), like the like toggle;
 * the viewer's Interested list follows.
 */
export function useInterestToggle(id: string, interested: boolean) {
  const client = useApolloClient();
  const t = useT();
  return useServerToggle(
    () =>
      client.mutate({
        mutation: interested ? UnmarkEventInterestDocument : MarkEventInterestDocument,
        variables: { id },
        update: (cache) => (interested ? dropFromInterested(cache, id) : reloadInterested(cache)),
      }),
    interested ? t('events.interest.unmark') : t('events.interest.mark'),
  );
}
