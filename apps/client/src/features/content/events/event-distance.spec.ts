import { describe, expect, it } from '@jest/globals';
import { formatDistance } from './event-distance';

describe('an event card\'s distance', () => {
  it('is told to a tenth of a kilometre under 10 km, in whole kilometres above', () => {
    expect(formatDistance(3.24)).toBe('3.2 km');
    expect(formatDistance(0)).toBe('0 km');
    expect(formatDistance(9.96)).toBe('10 km');
    expect(formatDistance(24.6)).toBe('25 km');
    expect(formatDistance(1234.4)).toBe('1,234 km');
  });
});
