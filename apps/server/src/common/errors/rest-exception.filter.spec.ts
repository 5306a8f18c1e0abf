import { ArgumentsHost, BadRequestException, HttpException, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ERROR_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { english } from '../../i18n/texts';
import { DomainError, SERVER_ERROR } from './domain-error';
import { RestExceptionFilter } from './rest-exception.filter';

interface Answer {
  status?: number;
  body?: unknown;
  headers: Record<string, string>;
}

/** Runs the filter on one exception as on a REST route and records what the client receives. */
function answerTo(exception: unknown, headers: Record<string, string> = {}): Answer {
  const answer: Answer = { headers: {} };
  const reply = {
    status(code: number) {
      answer.status = code;
      return reply;
    },
    header(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return reply;
    },
    send(body: unknown) {
      answer.body = body;
      return reply;
    },
  };
  const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ id: 'request-7', headers }) }) } as unknown as ArgumentsHost;
  new RestExceptionFilter().catch(exception, host);
  return answer;
}

describe('RestExceptionFilter', () => {
  let logged: jest.SpyInstance;

  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    logged.mockRestore();
  });

  it('answers a validation failure as {"success": false, "error": [...]}', () => {
    expect(answerTo(DomainError.invalid(['One.', 'Two.']))).toEqual({ status: 400, body: { success: false, error: ['One.', 'Two.'] }, headers: {} });
  });

  it('answers a single-message domain error as {"success": false, "message": ...}', () => {
    expect(answerTo(DomainError.unauthenticated())).toEqual({
      status: 401,
      body: { success: false, message: 'Authentication credentials were not provided or are invalid.' },
      headers: {},
    });
    expect(answerTo(new DomainError(ERROR_CODES.crossSite, ['No.'])).status).toBe(403);
  });

  it('adds Retry-After to a rate-limit answer, and the wait to its body for a client that counts it down', () => {
    expect(answerTo(DomainError.rateLimited(17))).toEqual({
      status: 429,
      body: { success: false, message: 'Too many attempts. Please wait a moment and try again.', retry_after: 17 },
      headers: { 'retry-after': '17' },
    });
  });

  it('names why a session ended, so that the login screen can say it; other codes stay out of the body', () => {
    const ended = new DomainError(ERROR_CODES.sessionEndedSuspended, [SERVER_MESSAGES.sessionEndedSuspended]);
    expect(answerTo(ended).body).toEqual({ success: false, message: english(SERVER_MESSAGES.sessionEndedSuspended), code: ERROR_CODES.sessionEndedSuspended });
    expect(answerTo(DomainError.unauthenticated()).body).toEqual({ success: false, message: english(SERVER_MESSAGES.unauthenticated) });
  });

  it('keeps the status of Nest HTTP exceptions', () => {
    expect(answerTo(new NotFoundException('Cannot GET /api/nothing'))).toEqual({
      status: 404,
      body: { success: false, message: 'Cannot GET /api/nothing' },
      headers: {},
    });
    expect(answerTo(new HttpException('Unsupported Media Type', 415))).toMatchObject({ status: 415, body: { success: false, message: 'Unsupported Media Type' } });
    expect(answerTo(new PayloadTooLargeException())).toMatchObject({ status: 413, body: { success: false } });
  });

  it('answers an HTTP exception with a list of messages as an error list', () => {
    expect(answerTo(new BadRequestException(['a must be a string', 'b must be a string']))).toMatchObject({
      status: 400,
      body: { success: false, error: ['a must be a string', 'b must be a string'] },
    });
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'The request body is too large.'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported content type.'],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'The request body is not valid JSON.'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'The request body is not valid JSON.'],
  ])('answers a Fastify client error %s with its status and a plain text', (code, statusCode, message) => {
    expect(answerTo(Object.assign(new Error('fastify internals'), { code, statusCode }))).toEqual({ status: statusCode, body: { success: false, message }, headers: {} });
  });

  it('says its own texts in the language the request asks for, and any other text as it is', () => {
    const spanish = { 'accept-language': 'es' };
    const answers = [
      answerTo(Object.assign(new Error('fastify internals'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }), spanish),
      answerTo(new NotFoundException('Cannot GET /api/nothing'), spanish),
      answerTo(new Error('boom'), spanish),
      answerTo(Object.assign(new Error('Some Fastify text'), { code: 'FST_ERR_SOMETHING', statusCode: 400 }), spanish),
    ];
    expect(answers.map((answer) => (answer.body as { message: string }).message)).toEqual([
      'El cuerpo de la solicitud es demasiado grande.',
      'No se puede GET /api/nothing',
      'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
      'Some Fastify text',
    ]);
  });

  it('answers a database that is gone or too slow with 503 and when to try again, as no bug', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const lost = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    for (const error of [lost, timedOut]) {
      expect(answerTo(error)).toEqual({ status: 503, body: { success: false, message: english(SERVER_MESSAGES.unavailable) }, headers: { 'retry-after': '5' } });
    }
    expect(logged).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('hides the internals of anything unexpected behind a 500, and logs them under the request id', () => {
    const answer = answerTo(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    expect(answer).toEqual({ status: 500, body: { success: false, message: english(SERVER_ERROR) }, headers: {} });
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|hunter2/);
    expect(logged).toHaveBeenCalledWith({ requestId: 'request-7', err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }) });
  });

  it('treats a 5xx Fastify error and a thrown non-error as unexpected', () => {
    expect(answerTo(Object.assign(new Error('boom'), { statusCode: 503 })).status).toBe(500);
    expect(answerTo('a string')).toMatchObject({ status: 500, body: { success: false, message: english(SERVER_ERROR) } });
    expect(answerTo(null).status).toBe(500);
  });

  it('leaves non-HTTP contexts to their own transport', () => {
    const error = DomainError.unauthenticated();
    const host = { getType: () => 'graphql' } as unknown as ArgumentsHost;
    expect(() => new RestExceptionFilter().catch(error, host)).toThrow(error);
  });
});
