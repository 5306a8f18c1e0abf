import { describe, expect, it } from '@jest/globals';
import { compareMessageIds, mergeById, mergeMessagePages, newerMessageId, type MessagePage } from './message-pages';

interface Item {
  id: string;
  copy?: string;
}
const idOf = (item: Item) => item.id;
const ids = (page: MessagePage<Item>) => page.items.map(idOf);
const page = (list: string[], older_cursor: string | null): MessagePage<Item> => ({ items: list.map((id) => ({ id })), older_cursor });

describe('message order', () => {
  it('compares ids as numbers, past what a double holds', () => {
    expect(compareMessageIds('9', '10')).toBeLessThan(0);
    expect(compareMessageIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareMessageIds('42', '42')).toBe(0);
    expect(newerMessageId('99', '100')).toBe('100');
  });

  it('merges by id: ordered, each once, the later copy kept', () => {
    const merged = mergeById<Item>([{ id: '10' }, { id: '2' }, { id: '11', copy: 'old' }], [{ id: '11', copy: 'new' }, { id: '1' }], idOf);
    expect(merged.map(idOf)).toEqual(['1', '2', '10', '11']);
    expect(merged[3].copy).toBe('new');
  });
});

describe('message pages', () => {
  it('takes the first page as it is', () => {
    expect(mergeMessagePages(undefined, page(['5', '6'], '5'), idOf, true)).toEqual(page(['5', '6'], '5'));
  });

  it('puts an older page before what is held and continues from its cursor', () => {
    const merged = mergeMessagePages(page(['31', '32', '33'], '31'), page(['29', '30', '31'], null), idOf, false);
    expect(ids(merged)).toEqual(['29', '30', '31', '32', '33']);
    expect(merged.older_cursor).toBeNull();
  });

  it('adds a refreshed newest page to what is held, keeping how far back the reader went', () => {
    const merged = mergeMessagePages(page(['10', '11', '12'], '10'), page(['11', '12', '13', '14'], '11'), idOf, true);
    expect(ids(merged)).toEqual(['10', '11', '12', '13', '14']);
    expect(merged.older_cursor).toBe('10');
  });

  it('replaces what is held when a newest page leaves a hole after it', () => {
    const merged = mergeMessagePages(page(['10', '11'], null), page(['50', '51'], '50'), idOf, true);
    expect(merged).toEqual(page(['50', '51'], '50'));
  });

  it('keeps everything when the newest page reaches the start of the conversation', () => {
    const merged = mergeMessagePages(page(['1', '2'], null), page(['1', '2', '3'], null), idOf, true);
    expect(ids(merged)).toEqual(['1', '2', '3']);
    expect(merged.older_cursor).toBeNull();
  });
});
