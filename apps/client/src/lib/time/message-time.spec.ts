import { describe, expect, it } from '@jest/globals';
import { messageTime as format } from './message-time';

// Newer ICU puts a narrow no-break space before AM/PM: compare with plain spaces.
const messageTime = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

// Local times, so that the day boundary is the reader's whatever zone the tests run in.
const now = new Date(2025, 4, 20, 18, 0);

describe('message time', () => {
  it('shows the time alone for a message of the same day', () => {
    expect(messageTime(new Date(2025, 4, 20, 9, 5), now, 'en-US')).toBe('9:05 AM');
    expect(messageTime(new Date(2025, 4, 20, 0, 0), now, 'en-US')).toBe('12:00 AM');
  });

  it('shows the date and the time for an older message', () => {
    expect(messageTime(new Date(2025, 4, 19, 23, 59), now, 'en-US')).toBe('May 19, 11:59 PM');
    expect(messageTime(new Date(2024, 11, 31, 8, 30), now, 'en-US')).toBe('Dec 31, 2024, 8:30 AM');
  });

  it('reads ISO strings as the server sends them, and gives nothing for a bad date', () => {
    const iso = new Date(2025, 4, 20, 14, 45).toISOString();
    expect(messageTime(iso, now, 'en-US')).toBe('2:45 PM');
    expect(messageTime('not a date', now, 'en-US')).toBe('');
  });
});
