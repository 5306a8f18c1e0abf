import { Type, ValidationError, ValidationPipe } from '@nestjs/common';
import type { Said, TextRef } from '@gatherly/schema';
import { DomainError } from './domain-error';

/** Marks a check's message that holds a catalogue text (class-validator takes only strings). */
const TEXT_MARK = 'text:';

/** A catalogue text as a check's `message`, worded in the answer's language when the check refuses. */
export function checkText(text: TextRef): string {
  return TEXT_MARK + JSON.stringify(text);
}

function saidOf(message: string): Said {
  return message.startsWith(TEXT_MARK) ? (JSON.parse(message.slice(TEXT_MARK.length)) as TextRef) : message;
}

function flatten(errors: ValidationError[]): Said[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}).map(saidOf), ...flatten(error.children ?? [])]);
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
