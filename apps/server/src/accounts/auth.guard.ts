import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ERROR_CODES, SERVER_MESSAGES, type ApiScope } from '@gatherly/schema';
import { bearerToken, requestOf } from '../common/auth/request-context';
import { ALLOW_RESTRICTED_KEY } from '../common/auth/allow-restricted';
import { requireScope, SCOPE_KEY } from '../common/auth/scopes';
import { DomainError } from '../common/errors/domain-error';
import { SessionsService } from './sessions.service';
import type { Viewer } from './viewer';

/**
 * Lets a request through only with a valid access token of a live session, or a personal access
 * token with the scope the route or operation needs (common/auth/scopes.ts). A suspended account's
 * restricted session passes only where @AllowRestricted() says so (common/auth/allow-restricted.ts).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** One check per request, even when a GraphQL request runs several guarded fields at once. */
  private readonly checks = new WeakMap<object, Promise<Viewer>>();

  constructor(
    private readonly sessions: SessionsService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    // An operation over graphql-ws: its connection signed in when it opened (chat/chat-subscriptions.ts).
    if (!request.viewer) {
      let check = this.checks.get(request);
      if (!check) {
        check = this.sessions.authenticate(bearerToken(request), { allowRestricted: true });
        this.checks.set(request, check);
      }
      request.viewer = await check;
    }
    if (request.viewer.scopes) requireScope(request.viewer, this.scopeOf(context));
    // A suspended account's session may take its data and leave, nothing else.
    if (request.viewer.restricted && !this.reflector.getAllAndOverride<boolean | undefined>(ALLOW_RESTRICTED_KEY, [context.getHandler(), context.getClass()])) {
      throw new DomainError(ERROR_CODES.accountSuspended, [SERVER_MESSAGES.accountSuspended]);
    }
    return true;
  }

  /** The scope the handler declares, or else `read` for reading and `write` for the rest. */
  private scopeOf(context: ExecutionContext): ApiScope {
    const declared = this.reflector.getAllAndOverride<ApiScope | undefined>(SCOPE_KEY, [context.getHandler(), context.getClass()]);
    if (declared) return declared;
    if (context.getType<'http' | 'graphql'>() === 'graphql') {
      return GqlExecutionContext.create(context).getInfo<{ operation: { operation: string } }>().operation.operation === 'mutation' ? 'write' : 'read';
    }
    const method = requestOf(context).method;
    return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  }
}
