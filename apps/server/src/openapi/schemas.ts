import type { SchemaObject } from '@nestjs/swagger';

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
      properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
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
