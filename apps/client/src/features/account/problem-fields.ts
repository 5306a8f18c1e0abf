import type { Problem } from '../../lib/errors/describe-error';

/**
 * Ids for the messages of a form's list of problems, and for each field the ids of the messages
 * about it, so that the list stays as the specification shows it while each field is marked
 * invalid and described by its own messages.
 */
export function problemFields<F extends string>(problem: Problem | null, prefix: string, fieldOf: (message: string) => F | readonly F[] | undefined) {
  const messages = problem?.messages ?? [];
  const ids = messages.map((_, index) => `${prefix}-problem-${index}`);
  const byField: Partial<Record<F, string[]>> = {};
  messages.forEach((message, index) => {
    const fields = fieldOf(message);
    for (const field of typeof fields === 'string' ? [fields] : (fields ?? [])) (byField[field] ??= []).push(ids[index]);
  });
  return { ids, of: (field: F): readonly string[] => byField[field] ?? [] };
}
