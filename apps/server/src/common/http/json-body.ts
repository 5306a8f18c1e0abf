import { CONTENT_MESSAGES } from '@gatherly/schema';

/** Deepest nesting a JSON body may have: the API's own bodies are a few levels deep. */
export const JSON_MAX_DEPTH = 64;

export const JSON_BODY_MESSAGES = {
  tooDeep: 'The request body is nested too deeply.',
} as const;

/**
 * What is wrong with a parsed JSON value that no route takes: nesting past JSON_MAX_DEPTH (deeper
 * input would overflow the stack of the validators), or a NUL character in a text or a key
 * (PostgreSQL cannot store it). Walked without recursion, so any depth is safe to look at.
 */
export function jsonValueProblem(value: unknown): string | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return CONTENT_MESSAGES.nulCharacter;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= JSON_MAX_DEPTH) return JSON_BODY_MESSAGES.tooDeep;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return CONTENT_MESSAGES.nulCharacter;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}
