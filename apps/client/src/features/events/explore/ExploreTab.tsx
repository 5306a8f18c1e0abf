import { useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DELAYS } from '@gatherly/schema';
import { SearchEventsDocument } from './SearchEvents.generated';
import { keptData } from '../../../lib/apollo/kept-data';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { EventList } from '../EventList';
import { dateFieldErrors } from './date-filter';
import { activeFilterCount, filtersInput, NO_FILTERS, type EventFilterValues } from './event-filters';
import { EventFiltersPanel } from './EventFiltersPanel';
import { EventsMapView } from './EventsMapView';
import { NO_NEAR, rememberedNear, rememberNear } from './near-filter';

/** The browser's IANA time zone: "today" and "this weekend" are the viewer's. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Explore (spec §2, §4; issue 25): upcoming events by name, category and type, near a place and
 * when. The name applies after a 500 ms pause in typing, the choices at once; any change shows the
 * list from its first page. "Near" is remembered for the next visit.
 */
export function ExploreTab() {
  const [values, setValues] = useState<EventFilterValues>(() => ({ ...NO_FILTERS, near: rememberedNear() }));
  const [panelOpen, setPanelOpen] = useState(false);
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const panelId = useId();
  const headingId = useId();
  const t = useT();
  const typed = values.name.trim();
  const settled = useDebouncedValue(typed, DELAYS.eventFilterDebounce);
  // Emptying the box (or 'Clear filters') shows every event at once; only typing waits.
  const name = typed === '' ? '' : settled;
  const { category, type, near, when, date_from, date_to } = values;
  const filters = useMemo(() => filtersInput({ name, category, type, near, when, date_from, date_to }, viewerZone()), [name, category, type, near, when, date_from, date_to]);
  const events = useQuery(SearchEventsDocument, { variables: { filters }, fetchPolicy: 'cache-and-network', skip: shown === 'map' });
  const dateErrors = events.error ? dateFieldErrors(describeError(events.error, DEFAULT_PROBLEM_TEXTS).messages) : {};
  const count = activeFilterCount(values);
  const change = (patch: Partial<EventFilterValues>) => {
    if (patch.near) rememberNear(patch.near);
    setValues((current) => ({ ...current, ...patch }));
  };
  const clear = () => {
    rememberNear(NO_NEAR);
    setValues(NO_FILTERS);
  };

  return (
    <section className="events-explore" aria-labelledby={headingId}>
      <h2 id={headingId} className="events__heading">
        {t('explore.search.heading')}
      </h2>
      <div className="events-explore__bar">
        <input
          className="events-explore__search"
          type="search"
          aria-label={t('explore.search.placeholder')}
          placeholder={t('explore.search.placeholder')}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <Button variant="secondary" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((open) => !open)}>
          {t('explore.filters.title')}{' '}
          {count > 0 ? (
            <span className="events-explore__badge">
              {count}
              <span className="visually-hidden"> {t('explore.filters.active')}</span>
            </span>
          ) : null}
        </Button>
        {/* Disabled rather than hidden when nothing is on: it keeps its place and any focus. */}
        <Button variant="ghost" disabled={count === 0} onClick={clear}>
          {t('explore.filters.clear')}
        </Button>
      </div>
      <EventFiltersPanel id={panelId} hidden={!panelOpen} values={values} onChange={change} dateErrors={dateErrors} />
      <div className="events-explore__views" role="group" aria-label={t('explore.views.label')}>
        {(['list', 'map'] as const).map((view) => (
          <Button key={view} variant={shown === view ? 'primary' : 'secondary'} aria-pressed={shown === view} onClick={() => setShown(view)}>
            {view === 'list' ? t('explore.views.list') : t('explore.views.map')}
          </Button>
        ))}
      </div>
      {shown === 'map' ? (
        <EventsMapView filters={filters} near={values.near} />
      ) : (
        <EventList
          page={keptData(events)?.searchEvents}
          error={events.error}
          onRetry={() => events.refetch()}
          fetchMore={events.fetchMore}
          label={t('explore.page.heading')}
          emptyHint={t('explore.search.emptyHint')}
        />
      )}
    </section>
  );
}
