import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { Logger as PinoRootLogger } from 'pino';
import { answerLanguage, SERVER_MESSAGES } from '@gatherly/schema';
import { AppModule } from './app.module';
import { Metrics } from './metrics/metrics.service';
import { Draining } from './health/draining';
import { FederationService } from './federation/federation.service';
import { serveFederation } from './federation/federation.routes';
import { DomainError } from './common/errors/domain-error';
import { word } from './i18n/texts';
import { answerLanguageOf } from './i18n/request-language';
import { RestExceptionFilter } from './common/errors/rest-exception.filter';
import { jsonDepthProblem } from './common/http/json-body';
import { RequestTextInterceptor } from './common/http/request-text.interceptor';
import { logRequests, requestIdOf } from './logging/request-log';
import { createRootLogger, nestLogger } from './logging/root-logger';
import { createValidationPipe } from './common/errors/validation-pipe';
import type { GatherlyRequest } from './common/auth/request-context';
import { AppConfig, mapTilesSource } from './config/config';
import { fastifyTrustProxy, TRUST_EVERYONE } from './config/trust-proxy';
import { serveMediaFiles } from './media/media-files.route';
import { MULTIPART_OPTIONS } from './media/multipart';
import { MEDIA_STORAGE, MediaStorage } from './media/storage/media-storage';
import { openApiDocument } from './openapi/openapi-document';
import { inlineScriptSources, serveClient } from './web/client-app';
import { refuseUnknownUpgrades } from './web/unknown-upgrades';
import { answerWrongMethods } from './web/wrong-methods';

/** JSON bodies larger than this are refused with 413; files go through multipart routes with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** The API's answers (REST and GraphQL), whose texts follow the request's language. */
const API_PATH = /^\/(api|graphql)(\/|\?|$)/;

/** Builds the whole application on one Fastify server: REST, GraphQL (HTTP and graphql-ws), the client. */
export async function createApp(config: AppConfig, logger: PinoRootLogger = createRootLogger(config)): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdOf,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // While stopping, requests on connections already open are answered, not refused with 503.
    return503OnClosing: false,
    // An address the router refuses (too long a parameter, a broken escape) is answered in the envelope too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const language = answerLanguage(null, request.headers['accept-language']);
      void reply.code(tooLong ? 414 : 400).send({ success: false, message: word(language, tooLong ? SERVER_MESSAGES.addressTooLong : SERVER_MESSAGES.addressInvalid) });
    },
    // A client sending its request a byte at a time gets 408 and is closed once the time is up
    // (checked every few seconds); a kept-alive connection waiting for nothing is closed too.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(2_000, config.requestTimeoutMs / 2),
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { logger: nestLogger(logger) });
  // JSON bodies are parsed as Fastify does, then refused (400) when nested too deep; their texts
  // are checked after authentication (RequestTextInterceptor).
  adapter.registerParserMiddleware();
  const fastify = adapter.getInstance();
  logRequests(fastify, logger);
  answerWrongMethods(fastify);
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: JSON_BODY_LIMIT }, (request, body, done) =>
    parseJson(request, body.toString('utf8'), (error, value) => {
      const problem = error ? null : jsonDepthProblem(value);
      done(error ?? (problem ? DomainError.invalid([problem]) : null), value);
    }),
  );
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.clientDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.media.publicUrl ? [new URL(config.media.publicUrl).origin] : []), ...mapTilesSource(config.map.tilesUrl)],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  // Answers over a few KB are compressed as they go (brotli at a quick level); the client's files
  // were compressed when built (web/client-app.ts) and go as they are.
  await app.register(fastifyCompress, { threshold: 2048, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);
  app.useGlobalInterceptors(new RequestTextInterceptor());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new RestExceptionFilter());
  SwaggerModule.setup('api/docs', app, openApiDocument(app), { jsonDocumentUrl: 'api/openapi.json', swaggerOptions: { persistAuthorization: true } });
  serveMediaFiles(fastify, app.get<MediaStorage>(MEDIA_STORAGE));
  await serveFederation(fastify, app.get(FederationService), config.publicUrl);
  // Refused in production (config.ts); elsewhere, tests and scripts stand in for many clients this way.
  if (config.trustProxy === true) new Logger('Web').warn(`TRUST_PROXY=${TRUST_EVERYONE}`);
  if (!(await serveClient(fastify, config.clientDist))) {
    new Logger('Web').warn(`no built client in ${config.clientDist}: run "npm run build" to serve the pages`);
  }
  app.get(Metrics).observeHttp(fastify);
  // From a stop signal on, every answer closes its connection, so that no client sends its next
  // request on a kept-alive connection just as the server closes it (main.ts).
  const draining = app.get(Draining);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (draining.active) void reply.header('connection', 'close');
    // The language the answer speaks: the account's choice when signed in, else the browser's best fit;
    // an answer of the API may differ by Accept-Language, so caches keep one per language.
    if (!reply.hasHeader('content-language')) void reply.header('content-language', answerLanguageOf(request as GatherlyRequest));
    if (API_PATH.test(request.url)) {
      const vary = reply.getHeader('vary');
      if (!/accept-language/i.test(String(vary ?? ''))) void reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
    done(null, payload);
  });
  refuseUnknownUpgrades(fastify.server);
  await app.init();
  return app;
}
