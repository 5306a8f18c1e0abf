import { CONTENT_MESSAGES, textRef, type Said } from '@gatherly/schema';

/** Deepest nesting a JSON body may have: the API's own bodies are a few levels deep. */
export const JSON_MAX_DEPTH = 64;

export const JSON_BODY_MESSAGES = {
  tooDeep: textRef('common.request.bodyTooDeep'),
} as const;

/**
 * Calls `visit` with every text and key of a parsed JSON value until it answers a problem. Walked
 * without recursion, so any depth is safe to look at.
 */
function walk(value: unknown, visit: (text: string, depth: number) => Said | null): Said | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === 'string') {
      const problem = visit(item, depth);
      if (problem) return problem;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= JSON_MAX_DEPTH) return JSON_BODY_MESSAGES.tooDeep;
    for (const [key, child] of Object.entries(item)) {
      const problem = visit(key, depth);
      if (problem) return problem;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * A JSON body nested past JSON_MAX_DEPTH: deeper input would overflow the stack of the validators,
 * so it is refused while parsing, like JSON that does not parse.
 */
export function jsonDepthProblem(value: unknown): Said | null {
  return walk(value, () => null);
}

/**
 * A NUL character in any text or key of an argument (PostgreSQL can neither store nor compare it),
 * or nesting past JSON_MAX_DEPTH: checked once at each door for everything a request carries
 * (request-text.interceptor.ts, graphql/argument-text.ts), so that no lookup by name or id
 * reaches the database with one.
 */
export function argumentTextProblem(value: unknown): Said | null {
  return walk(value, (text) => (text.includes('\u0000') ? CONTENT_MESSAGES.nulCharacter : null));
}
