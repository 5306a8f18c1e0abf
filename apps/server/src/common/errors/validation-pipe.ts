import { Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from './domain-error';

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...flatten(error.children ?? [])]);
}

/**
 * Shape checks of request bodies and GraphQL inputs (types, presence); business rules live in the
 * services. `expectedType` names the class to check against where the parameter's own type cannot.
 */
export function createValidationPipe(expectedType?: Type<unknown>): ValidationPipe {
  return new ValidationPipe({
    expectedType,
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => DomainError.invalid(flatten(errors)),
  });
}
