import { describe, expect, it } from '@jest/globals';
import { typedMentionAt, withMention } from './mention-query';

describe('typedMentionAt', () => {
  it('finds the @name being typed at the caret', () => {
    expect(typedMentionAt('Hi @ad', 6)).toEqual({ start: 3, query: 'ad' });
    expect(typedMentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(typedMentionAt('Hi @ada and', 7)).toEqual({ start: 3, query: 'ada' });
  });

  it('finds none in a word, an address, after a space or past a user name\'s length', () => {
    expect(typedMentionAt('mail me at ada@example', 22)).toBeNull();
    expect(typedMentionAt('Hi @ada ', 8)).toBeNull();
    expect(typedMentionAt('no at sign', 5)).toBeNull();
    expect(typedMentionAt(`@${'a'.repeat(31)}`, 32)).toBeNull();
    expect(typedMentionAt('#@ada', 5)).toBeNull();
  });
});

describe('withMention', () => {
  it('puts the chosen name and a space in place of what was typed, the rest of the word too', () => {
    expect(withMention('Hi @ad and you', { start: 3, query: 'ad' }, 6, 'ada_lovelace')).toEqual({ text: 'Hi @ada_lovelace and you', caret: 17 });
    expect(withMention('@', { start: 0, query: '' }, 1, 'bob')).toEqual({ text: '@bob ', caret: 5 });
    expect(withMention('Hi @adxx', { start: 3, query: 'ad' }, 6, 'ada')).toEqual({ text: 'Hi @ada ', caret: 8 });
  });
});
