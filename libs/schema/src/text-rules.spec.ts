import { ACCESS_TOKEN_MESSAGES, accessTokenProblems } from './access-tokens';
import { CHAT_MESSAGES, conversationNameProblems, messageProblems } from './chat';
import { CONTENT_MESSAGES, validateCaption, validateComment, validateEvent, validateRemark } from './content';
import { MODERATION_MESSAGES, moderationReasonProblems } from './moderation';
import { validateProfileBasics } from './profile';
import { fieldOf } from './said';
import { reportProblems } from './reports';
import { HIDDEN_CHARACTER_MESSAGES, isBlank, isPlainlyWritten, isSingleScript, storedText } from './text-rules';
import { SINGLE_LINE_MESSAGES } from './single-line';
import { MESSAGES, NAME_MESSAGES, SIGNUP_MESSAGE_FIELDS, validateSignup } from './validation';

const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff\u3164';
const event = (fields: Partial<Record<'event_name' | 'event_description' | 'event_location', string>>) =>
  validateEvent({ event_name: 'Jam', event_description: '', event_location: '', event_date: '2031-01-01T10:00:00Z', event_category: 'music', ...fields }, Date.parse('2030-01-01T00:00:00Z'));

describe('stored text', () => {
  it('is NFC and trimmed, and its length is counted so', () => {
    expect(storedText('  Cafe\u0301 \n')).toBe('Caf\u00e9');
    expect(validateRemark('e\u0301'.repeat(400))).toEqual([]);
    expect(validateRemark('e\u0301'.repeat(401))).toEqual([CONTENT_MESSAGES.remarkTooLong]);
  });
});

describe('blank', () => {
  it('is what holds only whitespace and invisible characters', () => {
    expect(isBlank(` \t${ZERO_WIDTH}\u00a0`)).toBe(true);
    expect(isBlank(`${ZERO_WIDTH}.`)).toBe(false);
  });

  it('leaves a required text empty, on every field that requires one', () => {
    expect(validateRemark(ZERO_WIDTH)).toEqual([CONTENT_MESSAGES.remarkRequired]);
    expect(validateComment(` ${ZERO_WIDTH} `)).toEqual([CONTENT_MESSAGES.commentRequired]);
    expect(messageProblems(ZERO_WIDTH)).toEqual([CHAT_MESSAGES.messageBlank]);
    expect(event({ event_name: ZERO_WIDTH })).toEqual([CONTENT_MESSAGES.eventNameRequired]);
    expect(accessTokenProblems({ name: ZERO_WIDTH, scopes: ['read'] })).toEqual([ACCESS_TOKEN_MESSAGES.nameRequired]);
    expect(moderationReasonProblems(ZERO_WIDTH)).toEqual([MODERATION_MESSAGES.reasonRequired]);
  });

  it('does not take an emoji sequence or a right-to-left mark with letters for blank', () => {
    expect(validateRemark('\u{1F469}\u200d\u{1F4BB}')).toEqual([]);
    expect(validateRemark('\u05e9\u05dc\u05d5\u05dd\u200f')).toEqual([]);
  });
});

describe('characters that change or hide what others see', () => {
  const refused: Array<[string, string]> = [
    ['a right-to-left override', 'pay\u202Egnp.exe'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['an isolate', 'a\u2066b\u2069'],
    ['a C1 control', 'a\u0085b'],
    ['an escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a noncharacter', 'a\uFDD0b'],
    ['U+FFFF', 'a\uFFFFb'],
    ['a plane-1 noncharacter', 'a\u{1FFFE}b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ];

  it.each(refused)('are refused in texts of several lines: %s', (_label, text) => {
    expect(validateRemark(text)).toEqual([HIDDEN_CHARACTER_MESSAGES.remark]);
    expect(validateComment(text)).toEqual([HIDDEN_CHARACTER_MESSAGES.comment]);
    expect(validateCaption(text)).toEqual([HIDDEN_CHARACTER_MESSAGES.caption]);
    expect(messageProblems(text)).toEqual([HIDDEN_CHARACTER_MESSAGES.message]);
    expect(event({ event_description: text })).toEqual([HIDDEN_CHARACTER_MESSAGES.eventDescription]);
    expect(validateProfileBasics({ bio: text, gender: '' })).toEqual([HIDDEN_CHARACTER_MESSAGES.bio]);
    expect(reportProblems({ target_type: 'remark', reason: 'spam', text })).toEqual([HIDDEN_CHARACTER_MESSAGES.details]);
    expect(moderationReasonProblems(text)).toEqual([HIDDEN_CHARACTER_MESSAGES.reason]);
  });

  it.each(refused.filter(([label]) => /override|embedding|isolate|noncharacter|FFFF|surrogate/.test(label)))('are refused in one-line fields: %s', (_label, text) => {
    expect(event({ event_name: text })).toEqual([HIDDEN_CHARACTER_MESSAGES.eventName]);
    expect(event({ event_location: text })).toEqual([HIDDEN_CHARACTER_MESSAGES.eventLocation]);
    expect(conversationNameProblems(text)).toEqual([HIDDEN_CHARACTER_MESSAGES.conversationName]);
    expect(validateProfileBasics({ bio: '', gender: text })).toEqual([HIDDEN_CHARACTER_MESSAGES.gender]);
    expect(accessTokenProblems({ name: text, scopes: ['read'] })).toEqual([HIDDEN_CHARACTER_MESSAGES.tokenName]);
  });

  it('leave line breaks and tabs to texts of several lines, and surrogate pairs alone', () => {
    expect(validateRemark('one\r\ntwo\n\tthree \u{1F600}')).toEqual([]);
    expect(event({ event_location: 'Hall\nB' })).toEqual([SINGLE_LINE_MESSAGES.eventLocation]);
  });
});

describe('full names', () => {
  const fullNameProblems = (full_name: string) => validateSignup({ email: 'ada@example.com', password: 'Secret123!', username: 'ada', full_name }).filter((message) => fieldOf(SIGNUP_MESSAGE_FIELDS, message, String) === 'full_name');

  it.each(['Ada Lovelace', 'Zoe\u0308 Zoë', 'Ольга Петрова', '山田 太郎', '山田 たろう', 'Kim 김민준', 'प्रिया शर्मा', 'สมชาย ใจดี', 'محمد علي'])('take %s', (name) => {
    expect(fullNameProblems(name)).toEqual([]);
  });

  it.each(['Ａｄａ Lovelace', 'ﬁona', 'Ada ᴸovelace', '𝐀𝐝𝐚'])('refuse compatibility letters: %s', (name) => {
    expect(fullNameProblems(name)).toEqual([MESSAGES.fullNameCharacters]);
    expect(isPlainlyWritten(name)).toBe(false);
  });

  it.each(['\u0410da Lovelace', 'Ada Lovel\u0430ce', 'P\u0430yP\u0430l', '\u0391da \u03bfk'])('refuse letters of look-alike scripts mixed: %s', (name) => {
    expect(isSingleScript(name)).toBe(false);
    expect(fullNameProblems(name)).toEqual([NAME_MESSAGES.fullNameScripts]);
  });

  it('refuse zero-width and direction characters as not letters', () => {
    expect(fullNameProblems('Ada\u200b Lovelace')).toEqual([MESSAGES.fullNameCharacters]);
    expect(fullNameProblems('Ada \u202eecalevoL')).toEqual([MESSAGES.fullNameCharacters]);
  });
});
