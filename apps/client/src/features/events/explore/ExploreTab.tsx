import { useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { SearchEventsDocument } from '../../../gql/graphql';
import { keptData } from '../../../lib/apollo/kept-data';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { Button } from '../../../ui/Button';
import { EventList } from '../EventList';
import { activeFilterCount, filtersInput, NO_FILTERS, type EventFilterValues } from './event-filters';
import { EventFiltersPanel } from './EventFiltersPanel';

/**
 * Explore (spec §2, §4): upcoming events by name, category and type. The name applies after a
 * 500 ms pause in typing, the choices at once; any change shows the list from its first page.
 */
export function ExploreTab() {
  const [values, setValues] = useState<EventFilterValues>(NO_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const typed = values.name.trim();
  const settled = useDebouncedValue(typed, DELAYS.eventFilterDebounce);
  // Emptying the box (or 'Clear filters') shows every event at once; only typing waits.
  const name = typed === '' ? '' : settled;
  const filters = useMemo(() => filtersInput({ name, category: values.category, type: values.type }), [name, values.category, values.type]);
  const events = useQuery(SearchEventsDocument, { variables: { filters }, fetchPolicy: 'cache-and-network' });
  const count = activeFilterCount(values);
  const change = (patch: Partial<EventFilterValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <section className="events-explore" aria-labelledby={headingId}>
      <h2 id={headingId} className="events__heading">
        Discover Events
      </h2>
      <div className="events-explore__bar">
        <input
          className="events-explore__search"
          type="search"
          aria-label="Search events by name..."
          placeholder="Search events by name..."
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <Button variant="secondary" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((open) => !open)}>
          Filters{' '}
          {count > 0 ? (
            <span className="events-explore__badge">
              {count}
              <span className="visually-hidden"> active</span>
            </span>
          ) : null}
        </Button>
        {/* Disabled rather than hidden when nothing is on: it keeps its place and any focus. */}
        <Button variant="ghost" disabled={count === 0} onClick={() => setValues(NO_FILTERS)}>
          Clear filters
        </Button>
      </div>
      <EventFiltersPanel id={panelId} hidden={!panelOpen} values={values} onChange={change} />
      <EventList
        page={keptData(events)?.searchEvents}
        error={events.error}
        onRetry={() => events.refetch()}
        fetchMore={events.fetchMore}
        label="Events"
        emptyHint="Try changing your search query"
      />
    </section>
  );
}
