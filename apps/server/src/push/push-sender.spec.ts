import { retryAfterSeconds } from './push-sender';

describe("a push service's Retry-After", () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('is read in seconds or as an HTTP date, at least a second and at most an hour', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds('86400', now)).toBe(3600);
  });

  it('is none when absent or unreadable', () => {
    expect(retryAfterSeconds(undefined, now)).toBeNull();
    expect(retryAfterSeconds('', now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
