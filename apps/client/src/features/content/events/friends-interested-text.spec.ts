import { describe, expect, it } from '@jest/globals';
import { friendsInterestedText } from './friends-interested-text';

describe('friendsInterestedText', () => {
  it('says nothing when no one the viewer follows is interested', () => {
    expect(friendsInterestedText([], 0)).toBeNull();
  });

  it('names one or two people', () => {
    expect(friendsInterestedText(['ada'], 1)).toBe('ada, whom you follow, is interested');
    expect(friendsInterestedText(['ada', 'bob'], 2)).toBe('ada and bob, whom you follow, are interested');
  });

  it('names two and counts the others', () => {
    expect(friendsInterestedText(['ada', 'bob', 'cyd'], 3)).toBe('ada, bob and 1 other you follow are interested');
    expect(friendsInterestedText(['ada', 'bob', 'cyd'], 5)).toBe('ada, bob and 3 others you follow are interested');
  });

  it('counts the people when fewer names came than the count needs', () => {
    expect(friendsInterestedText([], 1)).toBe('1 person you follow is interested');
    expect(friendsInterestedText(['ada'], 4)).toBe('4 people you follow are interested');
  });
});
