import { PAGING_MESSAGES, PROFILE_MESSAGES } from '@gatherly/schema';
import { DomainError } from '../errors/domain-error';
import { pageOf, parseCursor } from './keyset';

const ID = '0b6a1f2e-9c1d-4c3e-8f5a-1d2e3f4a5b6c';

describe('parseCursor', () => {
  it('is null for the first page', () => {
    expect(parseCursor(undefined)).toBeNull();
    expect(parseCursor({})).toBeNull();
  });

  it('takes a UTC or offset timestamp with microseconds and an id', () => {
    expect(parseCursor({ cursor_timestamp: '2026-11-23T05:35:59.123456Z', cursor_id: ID })).toEqual({ cursor_timestamp: '2026-11-23T05:35:59.123456Z', cursor_id: ID });
    expect(parseCursor({ cursor_timestamp: '2026-11-23T07:35:59+02:00', cursor_id: ID })).not.toBeNull();
  });

  it.each([
    ['a timestamp alone', { cursor_timestamp: '2026-11-23T05:35:59Z' }],
    ['an id alone', { cursor_id: ID }],
    ['a date that is not one', { cursor_timestamp: '2026-13-45T99:00:00Z', cursor_id: ID }],
    ['words', { cursor_timestamp: 'yesterday', cursor_id: ID }],
    ['an id that is not a uuid', { cursor_timestamp: '2026-11-23T05:35:59Z', cursor_id: '42' }],
  ])('refuses %s', (_label, cursor) => {
    expect(() => parseCursor(cursor)).toThrow(new DomainError('request/invalid', [PROFILE_MESSAGES.cursorInvalid]));
  });

  it.each(['0000-01-01T00:00:00Z', '2026-02-29T00:00:00Z', '2026-04-31T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T00:00:00+15:00'])(
    'refuses %s, which JavaScript reads and no list holds, naming cursor_timestamp',
    (timestamp) => {
      expect(() => parseCursor({ cursor_timestamp: timestamp, cursor_id: ID })).toThrow(new DomainError('request/invalid', [PAGING_MESSAGES.cursorTimestampOutOfRange]));
    },
  );

  it('takes the first and the last years PostgreSQL and the format share, and a leap day', () => {
    for (const timestamp of ['0001-01-01T00:00:00+14:00', '9999-12-31T23:59:59.999999Z', '2028-02-29T12:00:00-12:00']) {
      expect(parseCursor({ cursor_timestamp: timestamp, cursor_id: ID })).toEqual({ cursor_timestamp: timestamp, cursor_id: ID });
    }
  });

  it('says what the list calls an invalid cursor', () => {
    expect(() => parseCursor({ cursor_id: ID }, 'The feed cursor is not valid.')).toThrow(new DomainError('request/invalid', ['The feed cursor is not valid.']));
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3].map((n) => ({ n, cursor_timestamp: `t${n}`, cursor_id: `i${n}` }));

  it('keeps `limit` rows and points after the last one when there are more', () => {
    expect(pageOf(rows, 2, (row) => row.n)).toEqual({ items: [1, 2], next_cursor: { cursor_timestamp: 't2', cursor_id: 'i2' } });
  });

  it('has no next page when the extra row is missing', () => {
    expect(pageOf(rows, 3, (row) => row.n)).toEqual({ items: [1, 2, 3], next_cursor: null });
  });
});
