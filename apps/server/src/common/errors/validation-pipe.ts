import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from './domain-error';

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...flatten(error.children ?? [])]);
}

/** Shape checks of request bodies and GraphQL inputs (types, presence); business rules live in the services. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => DomainError.invalid(flatten(errors)),
  });
}
