import { describeError } from '../../../lib/errors/describe-error';
import { t } from '../../../lib/i18n';
import type { UploadAnswer } from '../../../lib/http/upload';

/** What the user is told when a creation fails (spec §8). */
export const requestFailed = () => t('content.create.requestFailed');
export const failureText = (messages: readonly string[]) => t('content.create.failure', { messages: messages.join('\n') });

export type CreationOutcome = { ok: true; id: string } | { ok: false; alert: string };

type Envelope = { success?: unknown; data?: Record<string, Record<string, unknown> | undefined>; error?: unknown; message?: unknown };

/**
 * Reads the answer of POST /api/posts or /api/events: `{success: true, data: {post|event}}` gives
 * the new id; `{success: false, error: [...]}` or `{success: false, message}` gives 'Error: ' and
 * the messages; an answer that is not the envelope (a proxy's error page) counts as a failed request.
 */
export function readCreation(answer: UploadAnswer, key: 'post' | 'event'): CreationOutcome {
  const body = (answer.body ?? null) as Envelope | null;
  if (body === null || typeof body !== 'object') return { ok: false, alert: requestFailed() };
  if (body.success === true) {
    const id = body.data?.[key]?.[`${key}_id`];
    return typeof id === 'string' && id !== '' ? { ok: true, id } : { ok: false, alert: requestFailed() };
  }
  const messages = refusalMessages(answer);
  return { ok: false, alert: messages.length > 0 ? failureText(messages) : requestFailed() };
}

/** The messages of a refused creation: `{success: false, error: [...]}` or `{success: false, message}`; none otherwise. */
export function refusalMessages(answer: UploadAnswer): string[] {
  const body = (answer.body ?? null) as Envelope | null;
  if (body === null || typeof body !== 'object' || body.success === true) return [];
  if (Array.isArray(body.error)) {
    const messages = body.error.filter((item): item is string => typeof item === 'string');
    if (messages.length > 0) return messages;
  }
  return typeof body.message === 'string' && body.message !== '' ? [body.message] : [];
}

/** The alert for a GraphQL creation (remark) that failed: the server's messages, or 'Request failed'. */
export function graphqlFailureText(error: unknown): string {
  const failed = requestFailed();
  const problem = describeError(error, { network: failed, fallback: failed });
  return problem.network || problem.messages[0] === failed ? failed : failureText(problem.messages);
}
