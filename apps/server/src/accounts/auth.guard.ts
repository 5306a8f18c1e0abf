import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { bearerToken, requestOf } from '../common/auth/request-context';
import { SessionsService } from './sessions.service';
import type { Viewer } from './viewer';

/** Lets a request through only with a valid access token of a live session. */
@Injectable()
export class AuthGuard implements CanActivate {
  /** One check per request, even when a GraphQL request runs several guarded fields at once. */
  private readonly checks = new WeakMap<object, Promise<Viewer>>();

  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    // An operation over graphql-ws: its connection signed in when it opened (chat/chat-subscriptions.ts).
    if (request.viewer) return true;
    let check = this.checks.get(request);
    if (!check) {
      check = this.sessions.authenticate(bearerToken(request));
      this.checks.set(request, check);
    }
    request.viewer = await check;
    return true;
  }
}
