import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_KINDS, notificationText, type ContentKindName } from '@gatherly/schema';
import { entryText } from './entry-text';

const people = (names: string[]) => names.map((username, index) => ({ id: `a${index}`, username, profile_image: null }));

describe('the sentence of a notification entry', () => {
  it('says in English what the server says, for every kind, item and number of people', () => {
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
            const expected = notificationText({ kind, actors: names, actorCount: count, itemKind, eventName });
            const entry = { kind, text: '', actors: people(names), actor_count: count, item_kind: itemKind, item_preview: eventName };
            expect(entryText(entry as Parameters<typeof entryText>[0])).toBe(expected);
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
