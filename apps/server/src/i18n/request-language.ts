import { AsyncLocalStorage } from 'node:async_hooks';
import { answerLanguage, type Said } from '@gatherly/schema';
import { word } from './texts';

/** What the language of an answer depends on: the request's Accept-Language, and its account once signed in. */
export interface LanguageAsked {
  readonly headers: { readonly 'accept-language'?: string };
  readonly viewer?: { readonly language?: string | null };
}

/** The HTTP request being answered, for the code that runs on its behalf. */
const requests = new AsyncLocalStorage<{ request: LanguageAsked; acceptLanguage: string | undefined }>();

/** Runs `next` (the rest of a request's handling) knowing the request. */
export function withRequestLanguage(request: LanguageAsked, next: () => void): void {
  requests.run({ request, acceptLanguage: request.headers['accept-language'] }, next);
}

/**
 * The language the answer to the current request speaks, as its Content-Language says: the choice
 * of `accountLanguage` (by default the signed-in account's) when offered, else the request's best
 * fit, else English.
 */
export function answerLanguageNow(accountLanguage?: string | null): string {
  const store = requests.getStore();
  return answerLanguage(accountLanguage ?? store?.request.viewer?.language, store?.acceptLanguage);
}

/**
 * The language of the request being answered, as a job caused by it carries it for a mail composed
 * later; undefined outside a request (a scheduled job), where the recipient's choice or English applies.
 */
export function requestLanguage(): string | undefined {
  const request = requests.getStore();
  return request ? answerLanguage(null, request.acceptLanguage) : undefined;
}

/** What the answer to the current request says, in its language (English outside a request). */
export function sayNow(said: Said): string {
  return word(answerLanguageNow(), said);
}
