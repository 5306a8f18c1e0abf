import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { bearerToken, requestOf } from '../common/auth/request-context';
import { SessionsService } from './sessions.service';

/** Lets a request through only with a valid access token of a live session. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    request.viewer ??= await this.sessions.authenticate(bearerToken(request));
    return true;
  }
}
