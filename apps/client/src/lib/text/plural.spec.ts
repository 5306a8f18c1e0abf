import { describe, expect, it } from '@jest/globals';
import { countOf, pluralWord } from './plural';

describe('plurals', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'follower')).toBe('1 follower');
    expect(countOf(2, 'follower')).toBe('2 followers');
    expect(countOf(0, 'comment')).toBe('0 comments');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
    expect(pluralWord(1, 'Follower')).toBe('Follower');
  });
});
