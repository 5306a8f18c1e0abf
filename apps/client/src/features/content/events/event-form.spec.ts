import { describe, expect, it } from '@jest/globals';
import {
  capacityOf,
  changedEventFields,
  EMPTY_EVENT_FORM,
  eventFieldErrors,
  eventFormData,
  eventFormOf,
  eventFormProblems,
  eventPayload,
  fromLocalInput,
  refusalsLeft,
  refusedFieldErrors,
  stillWrong,
  toLocalInput,
  type EventFormValues,
} from './event-form';

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

describe('capacity and approval', () => {
  it('reads the capacity typed: none when empty, not a number when not whole', () => {
    expect(capacityOf('')).toBeNull();
    expect(capacityOf(' 40 ')).toBe(40);
    expect(capacityOf('2.5')).toBeNaN();
    expect(capacityOf('-3')).toBeNaN();
  });

  it('says at the field when the capacity is not a whole number from 1', () => {
    const message = 'Capacity must be a whole number from 1 to 100000, or empty for no limit.';
    expect(eventFieldErrors(form({ event_capacity: '0' }), NOW)).toEqual({ event_capacity: message });
    expect(eventFieldErrors(form({ event_capacity: 'many' }), NOW)).toEqual({ event_capacity: message });
    expect(eventFieldErrors(form({ event_capacity: '100001' }), NOW)).toEqual({ event_capacity: message });
    expect(eventFieldErrors(form({ event_capacity: '12' }), NOW)).toEqual({});
  });

  it('sends a creation its capacity and approval, and no capacity when there is none', () => {
    expect(eventFormData(eventPayload(form({ event_capacity: '12', event_requires_approval: true })))).toMatchObject({
      event_capacity: '12',
      event_requires_approval: 'true',
      event_is_online: 'false',
    });
    expect(eventFormData(eventPayload(form()))).not.toHaveProperty('event_capacity');
  });

  it('edits the capacity (emptied: no limit) and approval only when they changed', () => {
    const original = eventFormOf({ ...form(), event_date: new Date(NOW + 86_400_000).toISOString(), event_capacity: 10, event_requires_approval: false });
    expect(original.event_capacity).toBe('10');
    expect(changedEventFields(original, { ...original, event_capacity: ' 10 ' })).toEqual({});
    expect(changedEventFields(original, { ...original, event_capacity: '20', event_requires_approval: true })).toEqual({ event_capacity: 20, event_requires_approval: true });
    expect(changedEventFields(original, { ...original, event_capacity: '' })).toEqual({ event_capacity: null });
    expect(eventFormOf({ ...form(), event_capacity: null }).event_capacity).toBe('');
  });

  it("puts the server's refusal of a capacity at the field until the field changes", () => {
    // The server names the field of a refusal the form cannot know by its text.
    const refused = refusedFieldErrors(['Capacity cannot be below the 3 people already going.'], 'event_capacity');
    expect(refused).toEqual({ event_capacity: 'Capacity cannot be below the 3 people already going.' });
    expect(refusedFieldErrors(['Capacity cannot be below the 3 people already going.'])).toBeNull();
    expect(refusedFieldErrors(['Event not found'], 'code')).toBeNull();
    expect(refusedFieldErrors(['Event not found'])).toBeNull();
    expect(refusedFieldErrors([])).toBeNull();
    expect(refusalsLeft(refused ?? {}, { event_name: 'Jazz' })).toEqual(refused);
    expect(refusalsLeft(refused ?? {}, { event_capacity: '5' })).toEqual({});
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

describe('place and time zone', () => {
  const tokyo = { place_id: '1850147', name: 'Tokyo', region: 'Tokyo', country: 'Japan', latitude: 35.6895, longitude: 139.69171, timezone: 'Asia/Tokyo' };
  const paris = { place_id: '2988507', name: 'Paris', region: 'Île-de-France', country: 'France', latitude: 48.85341, longitude: 2.3488, timezone: 'Europe/Paris' };

  it("reads the date in the place's zone, and sends the place and its zone", () => {
    const payload = eventPayload(form({ event_date: '2031-01-15T19:30', event_place: tokyo }));
    expect(payload).toMatchObject({ event_date: '2031-01-15T10:30:00.000Z', event_place_id: '1850147', event_timezone: 'Asia/Tokyo' });
    expect(eventFormData(payload)).toMatchObject({ event_place_id: '1850147', event_timezone: 'Asia/Tokyo' });
  });

  it('reads the date in the zone chosen when there is no place, and sends no place', () => {
    const payload = eventPayload(form({ event_date: '2031-01-15T19:30', event_is_online: true, event_timezone: 'Europe/Paris' }));
    expect(payload).toMatchObject({ event_date: '2031-01-15T18:30:00.000Z', event_place_id: null, event_timezone: 'Europe/Paris' });
    expect(eventFormData(payload)).not.toHaveProperty('event_place_id');
  });

  it("opens a stored event at its own clock, and sends a new place with the same reading of the clock in the new zone", () => {
    const original = eventFormOf({ ...form(), event_capacity: null, event_date: '2031-01-15T10:30:00.000Z', event_place: tokyo, event_timezone: 'Asia/Tokyo' });
    expect(original.event_date).toBe('2031-01-15T19:30');
    expect(changedEventFields(original, { ...original })).toEqual({});
    expect(changedEventFields(original, { ...original, event_place: paris })).toEqual({ event_place_id: '2988507', event_timezone: 'Europe/Paris', event_date: '2031-01-15T18:30:00.000Z' });
  });

  it('takes the place away', () => {
    const original = eventFormOf({ ...form(), event_capacity: null, event_date: '2031-01-15T10:30:00.000Z', event_place: tokyo, event_timezone: 'Asia/Tokyo' });
    expect(changedEventFields(original, { ...original, event_place: null, event_timezone: 'Asia/Tokyo' })).toEqual({ event_place_id: null });
  });
});
