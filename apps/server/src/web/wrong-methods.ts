import { SERVER_MESSAGES } from '@gatherly/schema';
import { sayTo } from '../i18n/request-language';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/** The methods a REST route may take; HEAD comes with every GET. */
const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const API_PATH = /^\/api(?:\/|$)/;

/**
 * A REST address called with a method it does not take answers 405 with `Allow` listing those it
 * takes (RFC 9110), in the envelope and the language asked for, instead of 404: the address exists.
 * The router is asked for each method, so every route, added now or later, is covered. GET
 * matches the client's page route (`/*`) everywhere; a match of that wildcard does not count.
 */
export function answerWrongMethods(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    const unrouted = request.is404 || request.routeOptions.url === '/*';
    if (!unrouted || !API_PATH.test(path)) return done();
    const allowed = METHODS.filter((method) => {
      const route: { params: Record<string, string | undefined> } | null = fastify.findRoute({ method, url: path });
      return route !== null && route.params['*'] === undefined;
    });
    if (allowed.length === 0 || allowed.includes(request.method as HTTPMethods)) return done();
    void reply.code(405).header('Allow', allowed.join(', ')).send({ success: false, message: sayTo(request, SERVER_MESSAGES.wrongMethod(request.method, allowed)) });
  });
}
