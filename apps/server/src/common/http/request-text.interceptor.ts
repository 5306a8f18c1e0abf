import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';
import { argumentTextProblem } from './json-body';

/**
 * The REST door's one check of what a call carries: its address parameters, query parameters and
 * JSON body, whatever the route reads of them. An interceptor runs after the route's guards, so a
 * caller who is not signed in hears 401 before anything about the body.
 */
@Injectable()
export class RequestTextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const problem = argumentTextProblem([request.params ?? null, request.query ?? null, request.body ?? null]);
      if (problem) throw DomainError.invalid([problem]);
    }
    return next.handle();
  }
}
