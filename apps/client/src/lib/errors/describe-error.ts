import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { t } from '../i18n';

/** What a form shows for a failed call: bullets when the server listed every violated rule. */
export interface Problem {
  messages: string[];
  bullets: boolean;
  network: boolean;
}

export interface ProblemTexts {
  /** Shown when the server could not be reached; spec §8's short text ('Network error. Please try again.') when absent. */
  network?: string;
  /** Shown when the answer carries no message of its own. */
  fallback: string;
}

/** The texts of spec §8 for login and signup, fit for any page without texts of its own, in the language shown when read. */
export const DEFAULT_PROBLEM_TEXTS: Readonly<Required<ProblemTexts>> = {
  get network() {
    return t('common.errors.network');
  },
  get fallback() {
    return t('common.errors.unexpected');
  },
};

/** The text for a request that never reached the server: the page's own, else the short one. */
const networkText = (texts: ProblemTexts) => texts.network ?? t('common.errors.networkShort');

/** Gateways answer these while the API server is down: for the user that is a network failure. */
const UNREACHABLE = new Set([502, 503, 504]);

/**
 * Whether a request never reached a working server: no answer (fetch and a failed chunk import
 * reject with a TypeError), or a gateway's 502/503/504.
 */
export function isUnreachable(error: unknown): boolean {
  if (ServerError.is(error)) return UNREACHABLE.has(error.statusCode);
  return error instanceof TypeError || (error as { name?: string } | null)?.name === 'TypeError';
}

function fromGraphQLErrors(errors: ReadonlyArray<GraphQLFormattedError>, texts: ProblemTexts): Problem {
  const listed = errors.flatMap((error) => {
    const list = error.extensions?.errors;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  });
  if (listed.length > 0) return { messages: listed, bullets: true, network: false };
  const messages = errors.map((error) => error.message).filter((message) => message && message.trim() !== '');
  return { messages: messages.length > 0 ? messages : [texts.fallback], bullets: false, network: false };
}

function parseErrors(bodyText: string): GraphQLFormattedError[] | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) && body.errors.length > 0 ? (body.errors as GraphQLFormattedError[]) : null;
  } catch {
    return null;
  }
}

/**
 * Turns an Apollo error into the texts of spec §8: `extensions.errors` as bullets when present,
 * else the server's message, else the fallback; an unreachable server gives the network text.
 */
export function describeError(error: unknown, texts: ProblemTexts): Problem {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors, texts);
  if (isUnreachable(error)) return { messages: [networkText(texts)], bullets: false, network: true };
  if (ServerError.is(error)) {
    const errors = parseErrors(error.bodyText);
    return errors ? fromGraphQLErrors(errors, texts) : { messages: [texts.fallback], bullets: false, network: false };
  }
  return { messages: [texts.fallback], bullets: false, network: false };
}

/** The `extensions.code` of each GraphQL error behind an Apollo error (`auth/email_not_verified`, …). */
export function errorCodesOf(error: unknown): string[] {
  const errors = CombinedGraphQLErrors.is(error) ? error.errors : ServerError.is(error) ? (parseErrors(error.bodyText) ?? []) : [];
  return errors.map((item) => item.extensions?.code).filter((code): code is string => typeof code === 'string');
}

/** The form field a refusal names (`extensions.field`: `password`, `code`, …), or null. */
export function errorFieldOf(error: unknown): string | null {
  const errors = CombinedGraphQLErrors.is(error) ? error.errors : ServerError.is(error) ? (parseErrors(error.bodyText) ?? []) : [];
  const field = errors.map((item) => item.extensions?.field).find((name): name is string => typeof name === 'string');
  return field ?? null;
}

/** The seconds a refusal for going too fast asks to wait (`extensions.retryAfter`), or null. */
export function retryAfterOf(error: unknown): number | null {
  const errors = CombinedGraphQLErrors.is(error) ? error.errors : ServerError.is(error) ? (parseErrors(error.bodyText) ?? []) : [];
  const waits = errors.map((item) => item.extensions?.retryAfter).filter((wait): wait is number => typeof wait === 'number' && wait > 0);
  return waits.length > 0 ? Math.max(...waits) : null;
}
