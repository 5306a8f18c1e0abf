import { describe, expect, it } from '@jest/globals';
import { changedEventFields, EMPTY_EVENT_FORM, eventFieldErrors, eventFormProblems, fromLocalInput, stillWrong, toLocalInput, type EventFormValues } from './event-form';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const form = (patch: Partial<EventFormValues> = {}): EventFormValues => ({
  ...EMPTY_EVENT_FORM,
  event_name: 'Jazz night',
  event_date: toLocalInput(new Date(NOW + 86_400_000)),
  event_category: 'music',
  ...patch,
});

describe('event form', () => {
  it('converts between datetime-local values and ISO instants', () => {
    const local = toLocalInput(new Date(2030, 0, 5, 19, 30));
    expect(local).toBe('2030-01-05T19:30');
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('nonsense')).toBe('');
  });

  it('lists only the changed fields, trimmed', () => {
    const original = form({ event_location: 'Club' });
    expect(changedEventFields(original, { ...original, event_location: ' Club ' })).toEqual({});
    expect(changedEventFields(original, { ...original, event_name: ' Jazz night live ', event_is_online: true })).toEqual({
      event_name: 'Jazz night live',
      event_is_online: true,
    });
    const later = toLocalInput(new Date(NOW + 2 * 86_400_000));
    expect(changedEventFields(original, { ...original, event_date: later })).toEqual({ event_date: fromLocalInput(later) });
  });

  it('requires a name first of all', () => {
    expect(eventFormProblems(form({ event_name: '  ' }), NOW)[0]).toBe('Event name is required');
    expect(eventFormProblems(form(), NOW)).toEqual([]);
  });

  it('refuses a past date, unless editing leaves the stored date as it was', () => {
    const past = new Date(NOW - 86_400_000).toISOString();
    expect(eventFormProblems(form({ event_date: toLocalInput(past) }), NOW)).toEqual(['Event date cannot be in the past']);
    expect(eventFormProblems(form({ event_date: toLocalInput(past) }), NOW, past)).toEqual([]);
    const earlier = toLocalInput(new Date(NOW - 2 * 86_400_000));
    expect(eventFormProblems(form({ event_date: earlier }), NOW, past)).toEqual(['Event date cannot be in the past']);
  });

  it('puts each problem at its field, the first one there when a field breaks several rules', () => {
    const past = toLocalInput(new Date(NOW - 2 * 86_400_000));
    expect(eventFieldErrors({ ...EMPTY_EVENT_FORM, event_date: past, event_location: 'x'.repeat(121) }, NOW)).toEqual({
      event_name: 'Event name is required',
      event_date: 'Event date cannot be in the past',
      event_location: 'Event location must be at most 120 characters.',
      event_category: 'Choose a category from the list.',
    });
    expect(eventFieldErrors(form({ event_name: 'Jam\u0000' }), NOW)).toEqual({ event_name: expect.any(String) });
    expect(eventFieldErrors(form(), NOW)).toEqual({});
  });
});

describe('stillWrong', () => {
  it('keeps an error shown only while its field is still wrong', () => {
    const shown = { event_name: 'Event name is required', event_category: 'Invalid category' };
    expect(stillWrong(shown, { event_category: 'Invalid category' })).toEqual({ event_category: 'Invalid category' });
    expect(stillWrong(shown, {})).toEqual({});
    expect(stillWrong({}, { event_name: 'Event name is required' })).toEqual({});
  });
});
