import { AsyncLocalStorage } from 'node:async_hooks';
import { answerLanguage } from '@gatherly/schema';

/** The Accept-Language of the HTTP request being answered, for the code that runs on its behalf. */
const requests = new AsyncLocalStorage<{ acceptLanguage: string | undefined }>();

/** Runs `next` (the rest of a request's handling) knowing the request's Accept-Language. */
export function withAcceptLanguage(acceptLanguage: string | undefined, next: () => void): void {
  requests.run({ acceptLanguage }, next);
}

/**
 * The language the answer to the current request speaks, for an account whose choice is
 * `accountLanguage`: that choice when offered, else the request's best fit, else English.
 */
export function answerLanguageNow(accountLanguage?: string | null): string {
  return answerLanguage(accountLanguage, requests.getStore()?.acceptLanguage);
}

/**
 * The language of the request being answered, as a job caused by it carries it for a mail composed
 * later; undefined outside a request (a scheduled job), where the recipient's choice or English applies.
 */
export function requestLanguage(): string | undefined {
  const request = requests.getStore();
  return request ? answerLanguage(null, request.acceptLanguage) : undefined;
}
