import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../../database/unavailable';
import { ERROR_CODES, textRef, type ErrorCode, type Said } from '@gatherly/schema';
import { word } from '../../i18n/texts';
import { answerLanguageOf } from '../../i18n/request-language';
import type { GatherlyRequest } from '../auth/request-context';
import { DomainError, SERVER_ERROR } from './domain-error';

/** Codes a REST client acts on beyond the status: a session ended for its owner (the login screen says why). */
const SPOKEN_CODES: ReadonlySet<ErrorCode> = new Set([ERROR_CODES.sessionEndedSuspended, ERROR_CODES.sessionEndedPasswordChanged, ERROR_CODES.accountDeletionPending]);

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Translates every failure on a REST route into the envelope of the spec, with a truthful status. */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger('RestExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<GatherlyRequest | undefined>();
    const { status, body, retryAfter } = this.describe(exception, request?.id, answerLanguageOf(request));
    if (retryAfter !== undefined) void reply.header('Retry-After', String(retryAfter));
    void reply.status(status).send(body);
  }

  private describe(exception: unknown, requestId: string | undefined, language: string): { status: number; body: object; retryAfter?: number } {
    if (isDatabaseUnavailable(exception)) {
      this.log.warn(`request ${requestId ?? '-'}: database unavailable (${String(exception)})`);
      return this.describe(DomainError.unavailable(), requestId, language);
    }
    if (exception instanceof DomainError) {
      const messages = exception.wordedIn(language);
      const body = exception.list
        ? { success: false, error: messages }
        : {
            success: false,
            message: messages.join(' '),
            ...(SPOKEN_CODES.has(exception.code) ? { code: exception.code } : {}),
            // A refusal for going too fast says the wait in the body too, for a client that counts it down.
            ...(exception.code === ERROR_CODES.rateLimited && exception.retryAfterSeconds !== undefined ? { retry_after: exception.retryAfterSeconds } : {}),
            ...exception.details,
          };
      return { status: exception.status, body, retryAfter: exception.retryAfterSeconds };
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
      return {
        status: exception.getStatus(),
        body: Array.isArray(message) ? { success: false, error: message } : { success: false, message: word(language, routeText(String(message))) },
      };
    }
    const fastifyError = exception as FastifyLikeError;
    if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return { status: fastifyError.statusCode, body: { success: false, message: word(language, clientMessage(fastifyError)) } };
    }
    // With its stack, under the id the answer returns in X-Request-Id (logging/request-log.ts).
    this.log.error({ requestId, err: exception instanceof Error ? exception : new Error(String(exception)) });
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: word(language, SERVER_ERROR) } };
  }
}

function clientMessage(error: FastifyLikeError): Said {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return textRef('common.request.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return textRef('common.request.unsupportedContentType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return textRef('common.request.bodyNotJson');
    default:
      return error.message ?? textRef('common.request.badRequest');
  }
}

/** The refusal of an address no route answers ("Cannot GET /api/nothing"), by its method and path; any other text as it is. */
function routeText(message: string): Said {
  const route = /^Cannot ([A-Z]+) (\S.*)$/.exec(message);
  return route ? textRef('common.request.noRoute', { method: route[1], path: route[2] }) : message;
}
