import type { EventFiltersInput } from '../../../gql/graphql';

/** The Event Type choices of the Filters panel (spec §2). */
export const EVENT_TYPES = [
  { value: '', label: 'All events' },
  { value: 'online', label: 'Online events' },
  { value: 'in-person', label: 'In-person events' },
] as const;
export type EventType = (typeof EVENT_TYPES)[number]['value'];

/** What the Explore tab's controls hold: '' is "all" for each. */
export interface EventFilterValues {
  name: string;
  category: string;
  type: EventType;
}

export const NO_FILTERS: EventFilterValues = { name: '', category: '', type: '' };

/**
 * How many filters are on, for the badge (spec §2). The name counts as one when it is not blank,
 * like the category and the type: each narrows the list, and 'Clear filters' resets all three.
 */
export function activeFilterCount(values: EventFilterValues): number {
  return [values.name.trim() !== '', values.category !== '', values.type !== ''].filter(Boolean).length;
}

/**
 * The filters as the server takes them, with only those that are on: every combination is one
 * list in the cache (keyArgs ['filters']), so the same choice shows the same list.
 */
export function filtersInput(values: EventFilterValues): EventFiltersInput {
  const name = values.name.trim();
  return {
    ...(name !== '' ? { event_name: name } : {}),
    ...(values.category !== '' ? { event_category: values.category } : {}),
    ...(values.type !== '' ? { event_is_online: values.type === 'online' } : {}),
  };
}
