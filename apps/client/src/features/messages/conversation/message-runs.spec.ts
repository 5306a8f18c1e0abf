import { describe, expect, it } from '@jest/globals';
import { dayLabel, messageDays } from './message-runs';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
const message = (id: string, from: string, timestamp: string, kind = 'TEXT') => ({ id, timestamp, kind, sender: { username: from } });
const now = new Date(2026, 10, 25, 12, 0);

describe('day separators', () => {
  it('names today and yesterday, then the weekday and date in the reader\'s locale', () => {
    expect(dayLabel(new Date(2026, 10, 25, 0, 1), now, 'en-GB')).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 24, 23, 59), now, 'en-GB')).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 23, 9, 0), now, 'en-GB')).toBe('Mon 23 Nov');
    expect(dayLabel(new Date(2026, 10, 23, 9, 0), now, 'en-US')).toBe('Mon, Nov 23');
    expect(dayLabel(new Date(2025, 10, 23, 9, 0), now, 'en-GB')).toBe('Sun, 23 Nov 2025');
  });

  it('yesterday across a month boundary', () => {
    expect(dayLabel(new Date(2026, 10, 30, 22, 0), new Date(2026, 11, 1, 8, 0), 'en-GB')).toBe('Yesterday');
  });
});

describe('message days and runs', () => {
  it('splits messages by day and times each run of one person once', () => {
    const days = messageDays(
      [
        message('1', 'ada', at(23, 9, 0)),
        message('2', 'ada', at(24, 9, 0)),
        message('3', 'Ada', at(24, 9, 3)),
        message('4', 'ada', at(24, 9, 7)),
        message('5', 'bob', at(24, 9, 8)),
        message('6', 'bob', at(24, 9, 20)),
        message('7', 'bob', at(25, 8, 0)),
      ],
      now,
      'en-GB',
    );
    expect(days.map((day) => day.label)).toEqual(['Mon 23 Nov', 'Yesterday', 'Today']);
    const yesterday = days[1]!.messages.map(({ message, startsRun, endsRun }) => `${message.id}:${startsRun ? 's' : ''}${endsRun ? 'e' : ''}`);
    // 2, 3, 4 are one run (each within 5 minutes of the last); bob's 6 comes 12 minutes after 5.
    expect(yesterday).toEqual(['2:s', '3:', '4:e', '5:se', '6:se']);
    expect(days[2]!.messages[0]).toMatchObject({ startsRun: true, endsRun: true });
  });

  it('keeps what someone did to the group out of runs', () => {
    const days = messageDays([message('1', 'ada', at(25, 9, 0)), message('2', 'ada', at(25, 9, 1), 'RENAMED'), message('3', 'ada', at(25, 9, 2))], now);
    expect(days[0]!.messages.map((placed) => [placed.startsRun, placed.endsRun])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });
});
