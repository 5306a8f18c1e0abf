import { accessTokenProblems } from './access-tokens';
import { conversationNameProblems } from './chat';
import { validateEvent } from './content';
import { validateProfileBasics } from './profile';
import { isSingleLine, SINGLE_LINE_MESSAGES } from './single-line';

describe('one-line fields', () => {
  it.each(['a\r\nb', 'a\nb', 'a\rb', 'a\tb', 'a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u007fb', 'a\u001bb'])('refuse %j', (text) => {
    expect(isSingleLine(text)).toBe(false);
  });

  it('take any printable text, emoji and accents included', () => {
    expect(isSingleLine('Café 🎉 — 夜の集い')).toBe(true);
  });

  it('name the field they refuse', () => {
    const event = { event_name: 'Jam\r\nATTENDEE:mailto:x@example.com', event_description: 'Line one\nline two', event_date: '2031-01-01T10:00:00Z', event_location: 'Hall', event_category: 'music' };
    expect(validateEvent(event, Date.parse('2030-01-01T00:00:00Z'))).toEqual([SINGLE_LINE_MESSAGES.eventName]);
    expect(conversationNameProblems('Team\nBEGIN:VEVENT')).toEqual([SINGLE_LINE_MESSAGES.conversationName]);
    expect(accessTokenProblems({ name: 'CI\rbot', scopes: ['read'] })).toEqual([SINGLE_LINE_MESSAGES.tokenName]);
    expect(validateProfileBasics({ bio: 'Two\nlines are fine here', gender: 'a\nb' })).toEqual([SINGLE_LINE_MESSAGES.gender]);
  });

  it('leave the line breaks around a name to trimming', () => {
    expect(conversationNameProblems('\r\nTeam\r\n')).toEqual([]);
  });
});
