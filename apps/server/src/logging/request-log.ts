import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Options } from 'pino-http';
import type { Logger } from 'pino';
import { redactUrl } from './redaction';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a load balancer or client sent is kept when it looks like one; anything else is replaced. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Probes answer many times a minute and say nothing an operator reads: no line for them. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/** What Fastify and its middleware runner (middie) leave on the raw request. */
interface RawRequest extends IncomingMessage {
  originalUrl?: string;
  ip?: string;
}

/** Fastify's `genReqId`: the id a proxy sent when it is a usable one, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, so that a client or an operator can find its lines. */
export function returnRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * pino-http's options: one line per request when its answer is sent (method, path with its secrets
 * blanked, status, milliseconds), under the request's id, which every line logged while the request
 * is handled carries too (its errors included).
 */
export function requestLogOptions(logger: Logger): Options {
  return {
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
    autoLogging: { ignore: (request) => QUIET_PATHS.has(pathOf(urlOf(request))) },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: summary,
    customErrorMessage: summary,
    wrapSerializers: false,
    serializers: {
      req: (request: RawRequest) => ({ method: request.method, url: redactUrl(urlOf(request)), ip: request.ip ?? request.socket?.remoteAddress }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
    },
  };
}

function summary(request: IncomingMessage, response: ServerResponse): string {
  return `${request.method} ${redactUrl(urlOf(request))} ${response.statusCode}`;
}

/** The URL as the client sent it: middie may have cut a mount path off `url`. */
function urlOf(request: RawRequest): string {
  return request.originalUrl ?? request.url ?? '';
}

function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}
