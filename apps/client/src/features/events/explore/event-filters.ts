import type { EventFiltersInput } from '../../../gql/graphql';
import type { TextId } from '../../../lib/i18n';
import { ANY_TIME, whenInput, whenIsOn, type WhenValues } from './date-filter';
import { nearInput, NO_NEAR, type NearChoice, type NearInput } from './near-filter';

/** The Event Type choices of the Filters panel (spec §2). */
export const EVENT_TYPES = [
  { value: '', label: 'explore.filters.type.all' },
  { value: 'online', label: 'explore.filters.type.online' },
  { value: 'in-person', label: 'explore.filters.type.inPerson' },
] as const satisfies readonly { value: string; label: TextId }[];
export type EventType = (typeof EVENT_TYPES)[number]['value'];

/** What the Explore tab's controls hold: '' is "all" for each; no centre is "anywhere". */
export interface EventFilterValues extends WhenValues {
  name: string;
  category: string;
  type: EventType;
  near: NearChoice;
}

export const NO_FILTERS: EventFilterValues = { name: '', category: '', type: '', ...ANY_TIME, near: NO_NEAR };

/**
 * How many filters are on, for the badge (spec §2). The name counts as one when it is not blank,
 * like the category, the type, "Near" and "When": each narrows the list, and 'Clear filters'
 * resets them all.
 */
export function activeFilterCount(values: EventFilterValues): number {
  return [values.name.trim() !== '', values.category !== '', values.type !== '', values.near.centre !== null, whenIsOn(values)].filter(Boolean).length;
}

/** The search's filters: the spec's, "Near" and "When". */
export type SearchFilters = EventFiltersInput & { near?: NearInput } & ReturnType<typeof whenInput>;

/**
 * The filters as the server takes them, with only those that are on: every combination is one
 * list in the cache (keyArgs ['filters']), so the same choice shows the same list. Dates are the
 * viewer's (`viewerZone`, the browser's time zone).
 */
export function filtersInput(values: EventFilterValues, viewerZone: string): SearchFilters {
  const name = values.name.trim();
  const near = nearInput(values.near);
  return {
    ...(name !== '' ? { event_name: name } : {}),
    ...(values.category !== '' ? { event_category: values.category } : {}),
    ...(values.type !== '' ? { event_is_online: values.type === 'online' } : {}),
    ...(near ? { near } : {}),
    ...whenInput(values, viewerZone),
  };
}
