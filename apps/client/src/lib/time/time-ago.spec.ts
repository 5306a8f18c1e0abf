import { describe, expect, it } from '@jest/globals';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const ago = (seconds: number) => timeAgo(new Date(NOW - seconds * 1000), NOW);
const DAY = 86_400;

describe('timeAgo', () => {
  it("says 'now' under 10 seconds and for dates in the future", () => {
    expect(ago(0)).toBe('now');
    expect(ago(9.9)).toBe('now');
    expect(ago(-120)).toBe('now');
  });

  it('counts seconds, minutes and hours', () => {
    expect(ago(10)).toBe('10s');
    expect(ago(59)).toBe('59s');
    expect(ago(60)).toBe('1m');
    expect(ago(3599)).toBe('59m');
    expect(ago(3600)).toBe('1h');
    expect(ago(DAY - 1)).toBe('23h');
  });

  it('counts days, weeks, 30-day months and years', () => {
    expect(ago(DAY)).toBe('1d');
    expect(ago(7 * DAY - 1)).toBe('6d');
    expect(ago(7 * DAY)).toBe('1w');
    expect(ago(29 * DAY)).toBe('4w');
    expect(ago(30 * DAY)).toBe('1mo');
    expect(ago(364 * DAY)).toBe('12mo');
    expect(ago(365 * DAY)).toBe('1y');
    expect(ago(3 * 365 * DAY)).toBe('3y');
  });

  it('reads ISO strings as the server sends them', () => {
    expect(timeAgo('2025-06-15T11:55:00.000Z', NOW)).toBe('5m');
    expect(timeAgo('not a date', NOW)).toBe('');
  });
});
