import { textRef, type TextRef } from './said';

/**
 * How Gatherly takes the texts people write. Every door (REST, GraphQL, the /chat/ socket) reaches
 * these rules through the validators of each field, so they cannot disagree:
 *
 * - Stored in Unicode NFC and trimmed (`storedText`): the same words are the same characters,
 *   whichever keyboard composed them, and lengths are counted on that form.
 * - Blank (`isBlank`) when nothing visible is left once whitespace and default-ignorable characters
 *   (zero-width spaces and joiners, variation selectors, Hangul fillers, …) are taken away.
 * - Refused (`hiddenCharacterProblems`, naming the field) when holding a character that changes
 *   or hides what others see: C0 and C1 controls (texts of several lines keep newline, carriage
 *   return and tab; one-line fields refuse every control through `singleLineProblems`; NUL has its
 *   own message, `nulProblems`), the bidirectional embedding, override and isolate controls
 *   (U+202A–U+202E, U+2066–U+2069, which reorder the text after them), noncharacters (U+FDD0–U+FDEF
 *   and the last two of every plane) and lone surrogates. The marks LRM, RLM and ALM stay: writing
 *   right to left needs them.
 * - People's names (validation.ts) are plainly written (`isPlainlyWritten`) in letters of one
 *   script (`isSingleScript`).
 */

const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}\p{Surrogate}]/u;
/** C0 and C1 controls but NUL, tab, newline and carriage return. */
const CONTROL_BUT_LINES = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** The form in which a text is stored and measured: NFC, trimmed. */
export function storedText(text: string): string {
  return text.normalize('NFC').trim();
}

/** Whether a text shows nothing: only whitespace and invisible characters. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** The refusal of hidden characters in each field that refuses them, naming the field. */
export const HIDDEN_CHARACTER_MESSAGES = {
  remark: textRef('common.hiddenCharacters.remark'),
  comment: textRef('common.hiddenCharacters.comment'),
  caption: textRef('common.hiddenCharacters.caption'),
  message: textRef('common.hiddenCharacters.message'),
  eventName: textRef('common.hiddenCharacters.eventName'),
  eventDescription: textRef('common.hiddenCharacters.eventDescription'),
  eventLocation: textRef('common.hiddenCharacters.eventLocation'),
  bio: textRef('common.hiddenCharacters.bio'),
  gender: textRef('common.hiddenCharacters.gender'),
  details: textRef('common.hiddenCharacters.details'),
  reason: textRef('common.hiddenCharacters.reason'),
  tokenName: textRef('common.hiddenCharacters.tokenName'),
  passkeyName: textRef('common.hiddenCharacters.passkeyName'),
  conversationName: textRef('common.hiddenCharacters.conversationName'),
  messageToHosts: textRef('common.hiddenCharacters.messageToHosts'),
  altText: textRef('common.hiddenCharacters.altText'),
  altTexts: textRef('common.hiddenCharacters.altTexts'),
} as const;

export type HiddenCharacterField = keyof typeof HIDDEN_CHARACTER_MESSAGES;

/**
 * The refusal of a text holding characters that change or hide what others see (see above);
 * `lines` says whether the field takes several lines (newline, carriage return, tab allowed).
 */
export function hiddenCharacterProblems(text: string, field: HiddenCharacterField, lines: 'several' | 'one'): TextRef[] {
  const hidden = HIDDEN.test(text) || (lines === 'several' && CONTROL_BUT_LINES.test(text));
  return hidden ? [HIDDEN_CHARACTER_MESSAGES[field]] : [];
}

/**
 * Letters of one script, or of the scripts one language writes together (Unicode UTS #39's
 * "highly restrictive" level): a name mixing Latin with Cyrillic or Greek letters, which look
 * alike, is refused, while Japanese (Han, Hiragana, Katakana), Chinese (Han, Bopomofo) and Korean
 * (Han, Hangul) names may hold Latin letters too. Letters of scripts not listed here are not
 * compared.
 */
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati',
  'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Cherokee',
  'Hangul', 'Hiragana', 'Katakana', 'Bopomofo', 'Han',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));

const SCRIPTS_WRITTEN_TOGETHER = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The scripts of the letters of `text` (of those SCRIPTS lists). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const character of text) {
    const script = SCRIPTS.find(({ pattern }) => pattern.test(character));
    if (script) found.add(script.name);
  }
  return found;
}

/** Whether the letters of `text` come from one script, or from scripts one language writes together. */
export function isSingleScript(text: string): boolean {
  const scripts = [...scriptsOf(text)];
  return scripts.length <= 1 || SCRIPTS_WRITTEN_TOGETHER.some((together) => scripts.every((script) => together.includes(script)));
}

/**
 * Whether a name is written with plain letters: its compatibility fold (NFKC) is itself, so that
 * full-width Latin (`Ａｄａ`), ligatures, circled, superscript and mathematical letters, which look
 * like other letters or like styled text, are refused rather than stored.
 */
export function isPlainlyWritten(text: string): boolean {
  return text.normalize('NFKC') === text.normalize('NFC');
}
