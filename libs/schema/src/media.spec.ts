import { CONTENT_MESSAGES } from './content';
import { MEDIA_LIMITS } from './limits';
import { ALT_TEXT_MESSAGES, altTextProblems, MEDIA_ALTS_MAX_LENGTH, parseMediaAlts, storedAltText } from './media';
import { HIDDEN_CHARACTER_MESSAGES } from './text-rules';

describe('image descriptions', () => {
  it('are stored NFC and trimmed, and a blank one is no description', () => {
    expect(storedAltText('  A cafe\u0301 by the river \n')).toBe('A caf\u00e9 by the river');
    expect(storedAltText(' \u200b\n ')).toBeNull();
    expect(storedAltText('')).toBeNull();
  });

  it('hold at most 1500 characters, counted as stored (an emoji is one)', () => {
    expect(altTextProblems('😀'.repeat(MEDIA_LIMITS.altTextMaxLength))).toEqual([]);
    expect(altTextProblems(` ${'e\u0301'.repeat(MEDIA_LIMITS.altTextMaxLength)} `)).toEqual([]);
    expect(altTextProblems('x'.repeat(MEDIA_LIMITS.altTextMaxLength + 1))).toEqual([ALT_TEXT_MESSAGES.tooLong]);
    expect(altTextProblems('x'.repeat(MEDIA_LIMITS.altTextMaxLength + 1), 'media_alts')).toEqual([ALT_TEXT_MESSAGES.mediaAltsTooLong]);
  });

  it('refuse direction overrides, controls and NUL, naming the field; keep lines and RTL marks', () => {
    expect(altTextProblems('evil \u202Etxt.exe')).toEqual([HIDDEN_CHARACTER_MESSAGES.altText]);
    expect(altTextProblems('bell\u0007', 'media_alts')).toEqual([HIDDEN_CHARACTER_MESSAGES.altTexts]);
    expect(altTextProblems('a\u0000b')).toEqual([CONTENT_MESSAGES.nulCharacter]);
    expect(altTextProblems('line one\nline two\t\u200f')).toEqual([]);
  });
});

describe('media_alts', () => {
  it('absent or empty: no image has a description', () => {
    expect(parseMediaAlts(undefined, 2)).toEqual({ alts: [null, null], problems: [] });
    expect(parseMediaAlts('', 1)).toEqual({ alts: [null], problems: [] });
  });

  it('one string per image in gallery order, "" for none, stored form', () => {
    expect(parseMediaAlts(JSON.stringify([' A dog ', '', 'Cafe\u0301']), 3)).toEqual({ alts: ['A dog', null, 'Caf\u00e9'], problems: [] });
  });

  it('refuses what is not an array of strings, the wrong count, and any refused description', () => {
    for (const raw of ['{', '"a"', '{"a":1}', '[1]', '[null]', '[["a"]]']) expect(parseMediaAlts(raw, 1).problems).toEqual([ALT_TEXT_MESSAGES.mediaAltsInvalid]);
    expect(parseMediaAlts('["a","b"]', 1).problems).toEqual([ALT_TEXT_MESSAGES.mediaAltsCount]);
    expect(parseMediaAlts('["a"]', 2).problems).toEqual([ALT_TEXT_MESSAGES.mediaAltsCount]);
    const long = 'x'.repeat(MEDIA_LIMITS.altTextMaxLength + 1);
    expect(parseMediaAlts(JSON.stringify([long, long]), 2)).toEqual({ alts: [], problems: [ALT_TEXT_MESSAGES.mediaAltsTooLong] });
  });

  it('refuses a field longer than ten descriptions at their longest could be', () => {
    expect(parseMediaAlts('x'.repeat(MEDIA_ALTS_MAX_LENGTH + 1), 1).problems).toEqual([ALT_TEXT_MESSAGES.mediaAltsFieldTooLong]);
    const longest = JSON.stringify(Array.from({ length: MEDIA_LIMITS.maxFilesPerItem }, () => '"'.repeat(MEDIA_LIMITS.altTextMaxLength)));
    expect(longest.length).toBeLessThanOrEqual(MEDIA_ALTS_MAX_LENGTH);
    expect(parseMediaAlts(longest, MEDIA_LIMITS.maxFilesPerItem).problems).toEqual([]);
  });

  it('fits the form field limit at its largest: ten descriptions of 1500 four-byte characters', () => {
    const field = JSON.stringify(Array.from({ length: MEDIA_LIMITS.maxFilesPerItem }, () => '😀'.repeat(MEDIA_LIMITS.altTextMaxLength)));
    expect(Buffer.byteLength(field)).toBeLessThanOrEqual(MEDIA_LIMITS.maxFieldBytes);
  });
});
