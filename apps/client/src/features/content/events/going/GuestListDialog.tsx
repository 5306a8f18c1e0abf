import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { EventGuestsDocument } from './Guests.generated';
import type { RsvpStatus } from '../../../../gql/graphql';
import { useLoadMore } from '../../../../lib/apollo/use-load-more';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { Dialog, queryStatus } from '../../../../ui/Dialog';
import { LoadMore } from '../../../../ui/LoadMore';
import { SearchField } from '../../../../ui/SearchField';
import { tabIds, Tabs } from '../../../../ui/Tabs';
import { ExportGuests } from './ExportGuests';
import { GuestRow } from './GuestRow';
import { useT } from '../../../../lib/i18n';
import type { TextId } from '../../../../lib/i18n';
import './guests.css';

const LISTS = [
  { value: 'GOING', label: 'events.guests.tabGoing', empty: 'events.guests.emptyGoing' },
  { value: 'WAITLISTED', label: 'events.guests.tabWaitlist', empty: 'events.guests.emptyWaitlist' },
  { value: 'REQUESTED', label: 'events.guests.tabRequests', empty: 'events.guests.emptyRequests' },
] as const satisfies ReadonlyArray<{ value: RsvpStatus; label: TextId; empty: TextId }>;

/**
 * The guest list of an event, for its hosts: Going, Waitlist and Requests, searchable by user
 * name on the server and paged as it scrolls; requests are approved or declined, guests removed
 * (after a question). Export CSV saves the whole list.
 */
export function GuestListDialog({ eventId, eventName, onClose }: { eventId: string; eventName: string; onClose: () => void }) {
  const t = useT();
  const idBase = useId();
  const [status, setStatus] = useState<RsvpStatus>('GOING');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const answer = useQuery(EventGuestsDocument, { variables: { id: eventId, status, query: query || null }, fetchPolicy: 'cache-and-network' });
  const guests = answer.data?.eventGuests;
  const more = useLoadMore(guests?.next_cursor, answer.fetchMore, 'guests');
  const list = LISTS.find((entry) => entry.value === status) ?? LISTS[0];
  const shown = queryStatus(
    answer,
    { has: Boolean(guests), empty: guests?.items.length === 0 },
    { loading: t('events.guests.loading'), missing: t('events.guests.notFound'), empty: query ? t('events.guests.noMatch') : t(list.empty) },
    { shape: 'row', count: 4 },
  );
  const ids = tabIds(idBase, status);

  const toolbar = (
    <div className="guests__toolbar">
      <Tabs label={t('events.guests.button')} tabs={LISTS.map((entry) => ({ value: entry.value, label: t(entry.label) }))} current={status} onSelect={setStatus} idBase={idBase} />
      <SearchField label={t('events.guests.search')} value={text} onChange={setText} />
    </div>
  );
  return (
    <Dialog open onClose={onClose} title={t('events.guests.title', { eventName })} toolbar={toolbar} status={shown} headerActions={<ExportGuests eventId={eventId} eventName={eventName} />}>
      {guests ? (
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
          <ul className="guests__list" aria-label={t(list.label)}>
            {guests.items.map((guest) => (
              <GuestRow key={guest.account.id} eventId={eventId} guest={guest} />
            ))}
          </ul>
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={() => void more.loadMore()} />
        </div>
      ) : null}
    </Dialog>
  );
}
