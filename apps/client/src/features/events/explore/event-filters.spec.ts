import { describe, expect, it } from '@jest/globals';
import { activeFilterCount, filtersInput, NO_FILTERS } from './event-filters';

describe('event filters', () => {
  it('count the name when not blank, the category and the type', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, name: '   ' })).toBe(0);
    expect(activeFilterCount({ name: 'jazz', category: 'music', type: 'online' })).toBe(3);
    expect(activeFilterCount({ ...NO_FILTERS, type: 'in-person' })).toBe(1);
  });

  it('send only the filters that are on', () => {
    expect(filtersInput(NO_FILTERS)).toEqual({});
    expect(filtersInput({ name: ' jazz ', category: '', type: 'in-person' })).toEqual({ event_name: 'jazz', event_is_online: false });
    expect(filtersInput({ name: '', category: 'food', type: 'online' })).toEqual({ event_category: 'food', event_is_online: true });
  });
});
