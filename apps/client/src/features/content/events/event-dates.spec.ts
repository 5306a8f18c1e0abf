import { describe, expect, it } from '@jest/globals';
import { formatEventDate, fromZonedInput, isKnownTimeZone, toZonedInput } from './event-dates';

const en = { locale: 'en-US' };

describe('formatEventDate', () => {
  it('names the time zone', () => {
    const text = formatEventDate('2031-05-01T18:30:00Z');
    expect(text).toMatch(/2031/);
    expect(text).toMatch(/(UTC|GMT|[A-Z]{2,5})([+-]\d+)?$/);
    expect(formatEventDate('2031-05-01T18:30:00Z', { style: 'full' })).toMatch(/(UTC|GMT|[A-Z]{2,5})([+-]\d+)?$/);
  });

  it("shows the event's own zone, then the viewer's time when it differs", () => {
    const text = formatEventDate('2031-01-15T18:30:00Z', { ...en, eventZone: 'Europe/Paris', viewerZone: 'America/New_York' });
    expect(text).toBe('Jan 15, 2031, 7:30 PM GMT+1 · 1:30 PM your time');
  });

  it("adds the viewer's date only when the day differs between the zones", () => {
    const text = formatEventDate('2031-01-15T12:00:00Z', { ...en, eventZone: 'Asia/Tokyo', viewerZone: 'America/New_York' });
    expect(text).toBe('Jan 15, 2031, 9:00 PM GMT+9 · 7:00 AM your time');
    const late = formatEventDate('2031-01-15T02:00:00Z', { ...en, eventZone: 'Asia/Tokyo', viewerZone: 'America/New_York' });
    expect(late).toBe('Jan 15, 2031, 11:00 AM GMT+9 · Jan 14, 9:00 PM your time');
  });

  it('says the time once when both zones read the same', () => {
    expect(formatEventDate('2031-01-15T18:30:00Z', { ...en, eventZone: 'America/New_York', viewerZone: 'America/New_York' })).toBe('Jan 15, 2031, 1:30 PM EST');
    expect(formatEventDate('2031-01-15T18:30:00Z', { ...en, eventZone: 'Europe/Berlin', viewerZone: 'Europe/Paris' })).toBe('Jan 15, 2031, 7:30 PM GMT+1');
  });

  it("falls back to the viewer's zone when the event's is missing or unknown", () => {
    expect(formatEventDate('2031-01-15T18:30:00Z', { ...en, eventZone: null, viewerZone: 'UTC' })).toBe('Jan 15, 2031, 6:30 PM UTC');
    expect(formatEventDate('2031-01-15T18:30:00Z', { ...en, eventZone: 'Mars/Olympus', viewerZone: 'UTC' })).toBe('Jan 15, 2031, 6:30 PM UTC');
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('shows text that is no date as it is', () => {
    expect(formatEventDate('soon')).toBe('soon');
  });
});

describe('datetime-local values in an event zone', () => {
  it("reads and writes the event zone's clock, wherever the browser is", () => {
    expect(fromZonedInput('2031-01-15T19:30', 'Asia/Tokyo')).toBe('2031-01-15T10:30:00.000Z');
    expect(fromZonedInput('2031-07-15T19:30', 'Europe/Paris')).toBe('2031-07-15T17:30:00.000Z');
    expect(fromZonedInput('2031-01-15T19:30', 'Europe/Paris')).toBe('2031-01-15T18:30:00.000Z');
    expect(toZonedInput('2031-01-15T10:30:00.000Z', 'Asia/Tokyo')).toBe('2031-01-15T19:30');
    expect(toZonedInput('2031-07-15T17:30:00.000Z', 'America/New_York')).toBe('2031-07-15T13:30');
  });

  it('takes a reading the clock skips an hour later, and is blank for what is not a date', () => {
    expect(fromZonedInput('2031-03-30T02:30', 'Europe/Paris')).toBe('2031-03-30T01:30:00.000Z');
    expect(fromZonedInput('', 'Europe/Paris')).toBe('');
    expect(fromZonedInput('2031-01-15T19:30', 'Nowhere/Else')).toBe('');
  });
});
