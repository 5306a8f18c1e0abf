import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { requestOf } from './request-context';

/** The signed-in viewer of a guarded route or resolver, whichever door the request came through. */
export const CurrentViewer = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const viewer = requestOf(context).viewer;
  if (!viewer) throw DomainError.unauthenticated();
  return viewer;
});
