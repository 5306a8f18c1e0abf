import type { SchemaObject } from '@nestjs/swagger';
import { CURSOR_TIMESTAMP_PATTERN, FIELD_PATTERNS, LIMITS, SEQUENCE_ID_PATTERN, UUID_PATTERN } from '@gatherly/schema';

/** The options of a documented text, ready to spread into `@ApiProperty`. */
interface TextSchema {
  type: StringConstructor;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'email' | 'uuid' | 'date-time';
  example?: string;
}

/** A documented text as a schema of its own (a parameter's, a part of a body written out). */
export function schemaOfText({ type: _type, ...rest }: TextSchema): SchemaObject {
  return { type: 'string', ...rest };
}

/** A text of at most `max` characters (code points, counted once trimmed), and at least `min`. */
export const textOf = (max: number, min?: number): TextSchema => ({ type: String, maxLength: max, ...(min !== undefined ? { minLength: min } : {}) });

/**
 * The documented form of the texts the validators of libs/schema check, built from the same
 * constants and patterns, so that the OpenAPI document cannot say less or other than the server
 * enforces. Examples are valid by these rules (the contract test sends them).
 */
export const FIELD_SCHEMAS = {
  email: { type: String, format: 'email', maxLength: LIMITS.emailMaxLength, pattern: FIELD_PATTERNS.email, example: 'ada@example.com' },
  password: { type: String, minLength: LIMITS.passwordMinLength, maxLength: LIMITS.passwordMaxLength, pattern: FIELD_PATTERNS.password, example: 'Secret123!' },
  username: { type: String, minLength: LIMITS.usernameMinLength, maxLength: LIMITS.usernameMaxLength, pattern: FIELD_PATTERNS.username, example: 'ada_l' },
  fullName: { type: String, minLength: LIMITS.fullNameMinLength, maxLength: LIMITS.fullNameMaxLength, pattern: FIELD_PATTERNS.fullName, example: 'Ada Lovelace' },
  /** Empty: no phone number. */
  phone: { type: String, pattern: `^$|${FIELD_PATTERNS.phone}`, example: '+44 20 7946 0958' },
  uuid: { type: String, format: 'uuid', pattern: UUID_PATTERN.source, example: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f' },
  cursorTimestamp: { type: String, format: 'date-time', pattern: CURSOR_TIMESTAMP_PATTERN.source, example: '2026-11-24T07:25:03.925567Z' },
  sequenceId: { type: String, pattern: SEQUENCE_ID_PATTERN.source, example: '1042' },
} as const satisfies Record<string, TextSchema>;
