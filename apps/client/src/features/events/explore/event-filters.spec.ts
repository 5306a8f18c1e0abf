import { describe, expect, it } from '@jest/globals';
import { activeFilterCount, filtersInput, NO_FILTERS, type EventFilterValues } from './event-filters';
import { NO_NEAR } from './near-filter';

const PARIS = { place_id: '2988507', name: 'Paris', region: 'Île-de-France', country: 'France', latitude: 48.85341, longitude: 2.3488 };

describe('event filters', () => {
  it('count the name when not blank, the category, the type, "Near" and "When"', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, name: '   ' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, name: 'jazz', category: 'music', type: 'online' })).toBe(3);
    expect(activeFilterCount({ ...NO_FILTERS, type: 'in-person' })).toBe(1);
    expect(activeFilterCount({ ...NO_FILTERS, near: { centre: { kind: 'place', place: PARIS }, radius_km: 10 }, when: 'this_weekend' })).toBe(2);
    // A radius alone narrows nothing, nor "Dates…" before a day is given.
    expect(activeFilterCount({ ...NO_FILTERS, near: { ...NO_NEAR, radius_km: 100 }, when: 'dates' })).toBe(0);
  });

  it('send only the filters that are on', () => {
    expect(filtersInput(NO_FILTERS, 'Europe/Paris')).toEqual({});
    expect(filtersInput({ ...NO_FILTERS, name: ' jazz ', type: 'in-person' }, 'UTC')).toEqual({ event_name: 'jazz', event_is_online: false });
    expect(filtersInput({ ...NO_FILTERS, category: 'food', type: 'online' }, 'UTC')).toEqual({ event_category: 'food', event_is_online: true });
  });

  it('combine "Near" and "When" with the spec\'s filters, dates in the viewer\'s zone', () => {
    const values: EventFilterValues = { ...NO_FILTERS, category: 'music', near: { centre: { kind: 'place', place: PARIS }, radius_km: 25 }, when: 'this_weekend' };
    expect(filtersInput(values, 'America/New_York')).toEqual({
      event_category: 'music',
      near: { place_id: '2988507', radius_km: 25 },
      date_filter: 'THIS_WEEKEND',
      viewer_timezone: 'America/New_York',
    });
  });
});
