import { describe, expect, it } from '@jest/globals';
import { formatEventDate } from './event-dates';

describe('formatEventDate', () => {
  it('names the time zone', () => {
    const text = formatEventDate('2031-05-01T18:30:00Z');
    expect(text).toMatch(/2031/);
    expect(text).toMatch(/(UTC|GMT|[A-Z]{2,5})([+-]\d+)?$/);
    expect(formatEventDate('2031-05-01T18:30:00Z', 'full')).toMatch(/(UTC|GMT|[A-Z]{2,5})([+-]\d+)?$/);
  });

  it('shows text that is no date as it is', () => {
    expect(formatEventDate('soon')).toBe('soon');
  });
});
