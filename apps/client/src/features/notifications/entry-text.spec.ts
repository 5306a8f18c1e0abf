import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_KINDS, type ContentKindName } from '@gatherly/schema';
import { entryText } from './entry-text';

const people = (names: string[]) => names.map((username, index) => ({ id: `a${index}`, username, profile_image: null }));

describe('the sentence of a notification entry', () => {
  const entry = (kind: string, names: string[], count: number, itemKind: ContentKindName | null, eventName: string | null) =>
    ({ kind, text: '', actors: people(names), actor_count: count, item_kind: itemKind, item_preview: eventName }) as Parameters<typeof entryText>[0];

  it('says in English what the spec says', () => {
    expect(entryText(entry('like', ['ada', 'bob'], 5, 'post', null))).toBe('ada and 4 others liked your post');
    expect(entryText(entry('interest', ['ada'], 1, 'event', null))).toBe('ada is interested in your event');
    expect(entryText(entry('mention', ['ada', 'bob'], 2, 'remark', null))).toBe('ada and bob mentioned you in a remark');
    expect(entryText(entry('event_seat', [], 0, 'event', 'Harbour jazz'))).toBe('You have a seat at Harbour jazz');
    expect(entryText(entry('follow', [], 0, null, null))).toBe('Someone followed you');
  });

  it('has a whole sentence for every kind, item and number of people', () => {
    const groups: [string[], number][] = [
      [['ada'], 1],
      [['ada', 'bob'], 2],
      [['ada', 'bob'], 3],
      [['ada', 'bob'], 5],
      [[], 0],
    ];
    const items: (ContentKindName | null)[] = ['post', 'remark', 'event', null];
    for (const kind of NOTIFICATION_KINDS.filter((each) => each !== 'event_reminder')) {
      for (const [names, count] of groups) {
        for (const itemKind of items) {
          for (const eventName of ['Harbour jazz', null]) {
            const text = entryText(entry(kind, names, count, itemKind, eventName));
            expect(text).not.toMatch(/^entries\.|[{}]|undefined/);
            if (names[0] && !['event_seat', 'event_waitlisted', 'event_declined', 'data_export_ready'].includes(kind)) expect(text).toContain(names[0]);
          }
        }
      }
    }
  });

  it("keeps the server's sentence of a reminder, which alone knows the time left", () => {
    const entry = { kind: 'event_reminder', text: 'Harbour jazz starts in 3 hours', actors: [], actor_count: 0, item_kind: 'event', item_preview: 'Harbour jazz' };
    expect(entryText(entry as Parameters<typeof entryText>[0])).toBe('Harbour jazz starts in 3 hours');
  });
});
