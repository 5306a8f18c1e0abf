import { Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { textRef, type Said, type TextRef } from '@gatherly/schema';
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

/**
 * class-validator's own English for each check the code base uses, as it words it (`$property`,
 * `$constraint1`), and the catalogue text saying the same with the field's name (the API's, never
 * translated) and the check's argument as `argument`.
 */
const CHECK_TEXTS: Readonly<Record<string, { english: string; id: string; argument?: string }>> = {
  isString: { english: '$property must be a string', id: 'common.request.isString' },
  isNumber: { english: '$property must be a number conforming to the specified constraints', id: 'common.request.isNumber' },
  isBoolean: { english: '$property must be a boolean value', id: 'common.request.isBoolean' },
  isInt: { english: '$property must be an integer number', id: 'common.request.isInt' },
  isArray: { english: '$property must be an array', id: 'common.request.isArray' },
  isObject: { english: '$property must be an object', id: 'common.request.isObject' },
  isDefined: { english: '$property should not be null or undefined', id: 'common.request.isDefined' },
  isNotEmpty: { english: '$property should not be empty', id: 'common.request.isNotEmpty' },
  maxLength: { english: '$property must be shorter than or equal to $constraint1 characters', id: 'common.request.maxLength', argument: 'max' },
  minLength: { english: '$property must be longer than or equal to $constraint1 characters', id: 'common.request.minLength', argument: 'min' },
  isIn: { english: '$property must be one of the following values: $constraint1', id: 'common.request.isIn', argument: 'values' },
  nestedValidation: { english: 'nested property $property must be either object or array', id: 'common.request.nestedValidation' },
  whitelistValidation: { english: 'property $property should not exist', id: 'common.request.whitelistValidation' },
  unknownValue: { english: 'an unknown value was passed to the validate function', id: 'common.request.unknownValue' },
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a check that refused says: its own message when it has one (a catalogue text, or a string
 * as it is), else its catalogue text by the check's name. A check of no known name, or whose
 * English is not class-validator's own (`each` checks, messages of its own), keeps that English.
 */
function checkSaid(check: string, message: string, property: string): Said {
  if (message.startsWith(TEXT_MARK)) return saidOf(message);
  const known = CHECK_TEXTS[check];
  if (!known) return message;
  const [before, after = ''] = escaped(known.english.replace('$property', () => property)).split(escaped('$constraint1'));
  const match = new RegExp(`^${before}${known.argument ? `(.+)${after}` : ''}$`).exec(message);
  if (!match) return message;
  const values: Record<string, string | number> = known.english.includes('$property') ? { property } : {};
  if (known.argument) values[known.argument] = /^\d+$/.test(match[1]) ? Number(match[1]) : match[1];
  return textRef(known.id, values);
}

function flatten(errors: ValidationError[]): Said[] {
  return errors.flatMap((error) => [
    ...Object.entries(error.constraints ?? {}).map(([check, message]) => checkSaid(check, message, error.property ?? '')),
    ...flatten(error.children ?? []),
  ]);
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
