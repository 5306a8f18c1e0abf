import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { answerLanguage, type Said } from '@gatherly/schema';
import { requestOf } from '../common/auth/request-context';
import { word } from './texts';

/** What the language of an answer depends on: the request's Accept-Language, and its account once signed in. */
export interface LanguageAsked {
  readonly headers: { readonly 'accept-language'?: string };
  readonly viewer?: { readonly language?: string | null };
}

/** The languages of a request being answered, for the code that words texts or queues mail on its behalf. */
export interface RequestLanguage {
  /** The answer's, as its Content-Language says: the signed-in account's, else the request's best fit, else English. */
  readonly answer: string;
  /** The request's own best fit (Accept-Language), which a job it causes carries for a mail composed later. */
  readonly asked: string;
}

/**
 * The language the answer to `request` speaks: the choice of `accountLanguage` (by default the
 * signed-in account's) when offered, else the request's best fit, else English.
 */
export function answerLanguageOf(request: LanguageAsked | undefined, accountLanguage?: string | null): string {
  return answerLanguage(accountLanguage ?? request?.viewer?.language, request?.headers['accept-language']);
}

/** The languages of `request`: its answer's, and the one it asked for itself. */
export function languageOf(request: LanguageAsked): RequestLanguage {
  return { answer: answerLanguageOf(request), asked: answerLanguage(null, request.headers['accept-language']) };
}

/** What the answer to `request` says, in its language. */
export function sayTo(request: LanguageAsked, said: Said): string {
  return word(answerLanguageOf(request), said);
}

/**
 * The languages of the request behind a route or resolver, whichever door it came through (over
 * graphql-ws, its connection's). Read once the guards have run, so a signed-in account's choice counts.
 */
export const InLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): RequestLanguage => languageOf(requestOf(context)));
