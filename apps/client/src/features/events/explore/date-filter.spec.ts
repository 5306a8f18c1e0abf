import { EVENT_NEAR_MESSAGES } from '@gatherly/schema';
import { describe, expect, it } from '@jest/globals';
import { t } from '../../../lib/i18n';
import { ANY_TIME, dateFieldErrors, WHEN_CHOICES, whenInput, whenIsOn } from './date-filter';

describe('"When"', () => {
  it('offers the issue\'s choices in order', () => {
    expect(WHEN_CHOICES.map((choice) => t(choice.label))).toEqual(['Any time', 'Today', 'Tomorrow', 'This weekend', 'This week', 'This month', 'Dates…']);
  });

  it('sends nothing for Any time', () => {
    expect(whenInput(ANY_TIME, 'Europe/Paris')).toEqual({});
    expect(whenIsOn(ANY_TIME)).toBe(false);
  });

  it('sends each named span with the viewer\'s time zone', () => {
    for (const [when, sent] of [
      ['today', 'TODAY'],
      ['tomorrow', 'TOMORROW'],
      ['this_weekend', 'THIS_WEEKEND'],
      ['this_week', 'THIS_WEEK'],
      ['this_month', 'THIS_MONTH'],
    ] as const) {
      expect(whenInput({ ...ANY_TIME, when }, 'Asia/Tokyo')).toEqual({ date_filter: sent, viewer_timezone: 'Asia/Tokyo' });
    }
  });

  it('sends the days of a range as given, either end alone, and nothing before a day is picked', () => {
    expect(whenInput({ when: 'dates', date_from: '2026-12-01', date_to: '2026-12-24' }, 'UTC')).toEqual({ date_from: '2026-12-01', date_to: '2026-12-24', viewer_timezone: 'UTC' });
    expect(whenInput({ when: 'dates', date_from: '', date_to: '2026-12-24' }, 'UTC')).toEqual({ date_to: '2026-12-24', viewer_timezone: 'UTC' });
    expect(whenInput({ when: 'dates', date_from: '', date_to: '' }, 'UTC')).toEqual({});
    // A range ending before it starts is the server's to refuse (its message shows at "To").
    expect(whenInput({ when: 'dates', date_from: '2026-12-24', date_to: '2026-12-01' }, 'UTC')).toEqual({ date_from: '2026-12-24', date_to: '2026-12-01', viewer_timezone: 'UTC' });
  });

  it('puts the server\'s refusals of the range at their fields', () => {
    expect(dateFieldErrors([t(EVENT_NEAR_MESSAGES.dateRangeReversed)])).toEqual({ date_to: t(EVENT_NEAR_MESSAGES.dateRangeReversed) });
    expect(dateFieldErrors([t(EVENT_NEAR_MESSAGES.dateFromInvalid), 'Something else.'])).toEqual({ date_from: t(EVENT_NEAR_MESSAGES.dateFromInvalid) });
    expect(dateFieldErrors(['Something else.'])).toEqual({});
  });
});
