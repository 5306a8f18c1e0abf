import { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientInfo, Viewer } from '../../accounts/viewer';
import type { ChatPosition } from '../../chat/chat-events';
import { answerLanguage, textRef } from '@gatherly/schema';
import { DomainError } from '../errors/domain-error';

/** The Fastify request, carrying the viewer once a guard has decoded it. */
export type GatherlyRequest = FastifyRequest & { viewer?: Viewer };

/** GraphQL context: the HTTP exchange behind the operation, or for graphql-ws its connection. */
export interface GraphqlContext {
  req: GatherlyRequest;
  reply?: FastifyReply;
  /** Operations over graphql-ws: a reconnecting client's positions, from its connection parameters. */
  connection?: { since: ChatPosition[] };
}

/** The HTTP exchange of an operation that sets cookies; over graphql-ws there is none (400). */
export function overHttp(context: GraphqlContext): GraphqlContext & { reply: FastifyReply } {
  if (!context.reply) throw DomainError.invalid([textRef('common.request.httpOnly')]);
  return context as GraphqlContext & { reply: FastifyReply };
}

/** The request behind any entry point: a REST route or a GraphQL operation. */
export function requestOf(context: ExecutionContext): GatherlyRequest {
  if (context.getType<'http' | 'graphql'>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<GraphqlContext>().req;
  }
  return context.switchToHttp().getRequest<GatherlyRequest>();
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null, language: answerLanguage(null, request.headers['accept-language']) };
}
