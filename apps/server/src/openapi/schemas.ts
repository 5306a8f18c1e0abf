import type { SchemaObject } from '@nestjs/swagger';
import { ERROR_CODES } from '@gatherly/schema';

/** A value that can only be null: OpenAPI 3.0 has no null type. */
export const NULL_ONLY: SchemaObject = { type: 'object', nullable: true, enum: [null] };

/** The name of the failure envelope among the document's schemas. */
export const FAILURE = 'Failure';
export const FAILURE_REF = `#/components/schemas/${FAILURE}`;

/** A failure envelope: one message, or (400) a list of problems. */
export const FAILURE_SCHEMA: SchemaObject = {
  oneOf: [
    {
      type: 'object',
      properties: {
        success: { type: 'boolean', enum: [false] },
        message: { type: 'string' },
        code: {
          type: 'string',
          enum: [ERROR_CODES.sessionEndedSuspended, ERROR_CODES.sessionEndedPasswordChanged, ERROR_CODES.accountDeletionPending],
          description:
            'Why a refresh is refused, when its session was ended for its owner: the account was suspended, or its password was changed elsewhere; or why a login is (403 account/deletion_pending: the account is scheduled for deletion, see deletion_scheduled_for and POST /api/account/deletion/cancel).',
        },
        deletion_scheduled_for: { type: 'string', format: 'date-time', description: 'With 403 account/deletion_pending: when the account will be deleted.' },
        retry_after: { type: 'integer', minimum: 1, description: 'With 429: seconds to wait before trying again, as Retry-After says.' },
      },
      required: ['success', 'message'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: { success: { type: 'boolean', enum: [false] }, error: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['success', 'error'],
      additionalProperties: false,
    },
  ],
};
