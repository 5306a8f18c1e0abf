import { ERROR_CODES, REFRESH_COOKIE, SERVER_MESSAGES, TOKEN_TTL } from '@gatherly/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../common/errors/domain-error';

/** The refresh token lives only in this httpOnly cookie, sent back only to the account routes. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(REFRESH_COOKIE.name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE.path,
    maxAge: TOKEN_TTL.refresh,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE.name, { path: REFRESH_COOKIE.path, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE.name];
}

/**
 * Cookie-authenticated calls must come from Gatherly's own pages. SameSite=Strict already keeps the
 * cookie off cross-site requests; this refuses them outright when a browser says where they come from.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw crossSite();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.headers.host}`]);
  if (!allowed.has(origin)) throw crossSite();
}

const crossSite = () => new DomainError(ERROR_CODES.crossSite, [SERVER_MESSAGES.crossSite]);
