import { LIMITS } from '@gatherly/schema';

/** The `@name` being typed where the caret is: where its `@` stands, and what follows it so far. */
export interface TypedMention {
  start: number;
  query: string;
}

const NAME_CHARACTER = /[A-Za-z0-9_]/;
/** What may stand before a mention's `@`: as libs/schema's textParts reads it, a mention starts a word. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}_@#]/u;

/**
 * The mention the caret at `caret` is writing in `text`, or null: an `@` that starts a word,
 * followed up to the caret by at most a user name's characters.
 */
export function typedMentionAt(text: string, caret: number): TypedMention | null {
  let start = caret;
  while (start > 0 && caret - start <= LIMITS.usernameMaxLength && NAME_CHARACTER.test(text[start - 1])) start -= 1;
  const at = start - 1;
  if (at < 0 || text[at] !== '@' || caret - start > LIMITS.usernameMaxLength) return null;
  if (at > 0 && WORD_CHARACTER.test(text[at - 1])) return null;
  return { start: at, query: text.slice(start, caret) };
}

/** `text` with the mention typed at `typed` (up to `caret`) replaced by `@username ` and where the caret goes after it. */
export function withMention(text: string, typed: TypedMention, caret: number, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  const rest = text.slice(caret).replace(/^[A-Za-z0-9_]*/, '').replace(/^ /, '');
  return { text: text.slice(0, typed.start) + inserted + rest, caret: typed.start + inserted.length };
}
