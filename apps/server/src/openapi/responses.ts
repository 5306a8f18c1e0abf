import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ACCESS_TOKEN_MESSAGES, CONTENT_MESSAGES, DATA_EXPORT_MESSAGES, MEDIA_ALTS_MAX_LENGTH, MEDIA_LIMITS, scopeMissing, SERVER_MESSAGES } from '@gatherly/schema';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { english } from '../i18n/texts';
import { FAILURE_REF, NULL_ONLY } from './schemas';

/** A model that may be null instead (a last page's `next_cursor`). */
interface Nullable {
  nullable: Type<unknown>;
}

/** A field of an answer's `data`: a model class, a list of one, one or null, or a schema written out. */
export type DataField = Type<unknown> | [Type<unknown>] | Nullable | SchemaObject;

const isModel = (field: unknown): field is Type<unknown> => typeof field === 'function';
const isNullable = (field: DataField): field is Nullable => isModel((field as Nullable).nullable);

/** `model`, or null. */
export const orNull = (model: Type<unknown>): Nullable => ({ nullable: model });

function schemaOf(field: DataField): SchemaObject | ReferenceObject {
  if (Array.isArray(field)) return { type: 'array', items: { $ref: getSchemaPath(field[0]) } };
  // OpenAPI 3.0 has no null type: one of the model, or a value that can only be null.
  if (isNullable(field)) return { oneOf: [{ $ref: getSchemaPath(field.nullable) }, NULL_ONLY] };
  return isModel(field) ? { $ref: getSchemaPath(field) } : field;
}

const modelsOf = (field: DataField): Array<Type<unknown>> => (Array.isArray(field) ? field : isNullable(field) ? [field.nullable] : isModel(field) ? [field] : []);

/** What each failure status means, for every operation that can answer it. */
const FAILURES: Record<number, string> = {
  400: 'The request is invalid: `error` lists what to fix.',
  401: 'No valid access token or personal access token.',
  403: 'Not allowed: not yours, a moderator-only call, or a personal access token without the scope.',
  404: 'Not found, or not visible to the caller.',
  409: 'In conflict with what is stored.',
  410: 'Gone: it existed, but has expired.',
  413: 'The body or a file is too large.',
  414: 'The address is too long.',
  415: 'The body or the file is not of a supported type.',
  422: 'The request cannot be processed as sent.',
  429: 'Too many requests: wait (see Retry-After) and try again.',
  500: 'Something went wrong on our side.',
  503: 'The database is unavailable or too slow right now: try again in a moment (see Retry-After).',
};

/** What each failure looks like, for the document's readers. */
const EXAMPLES: Record<number, object> = {
  400: { success: false, error: [english(CONTENT_MESSAGES.remarkRequired)] },
  401: { success: false, message: english(SERVER_MESSAGES.unauthenticated) },
  403: { success: false, message: english(scopeMissing('write')) },
  404: { success: false, message: english(SERVER_MESSAGES.notFound) },
  409: { success: false, message: english(ACCESS_TOKEN_MESSAGES.tooMany) },
  410: { success: false, message: english(DATA_EXPORT_MESSAGES.expired) },
  413: { success: false, message: 'The request body is too large.' },
  414: { success: false, message: 'The address is too long.' },
  415: { success: false, message: 'The file is not a supported image.' },
  422: { success: false, message: 'The request cannot be processed.' },
  429: { success: false, message: english(SERVER_MESSAGES.tooManyRequests) },
  500: { success: false, message: 'Something went wrong on our side. Please try again.' },
  503: { success: false, message: english(SERVER_MESSAGES.unavailable) },
};


/**
 * The success answer of an operation: `{ success: true, message?, data? }`, `data` holding exactly
 * these fields (or being this model). With `message`, the answer carries the text to show.
 */
export function ApiSuccess(status: number, description: string, data?: Record<string, DataField> | Type<unknown>, options: { message?: boolean } = {}) {
  const models = isModel(data) ? [data] : Object.values(data ?? {}).flatMap(modelsOf);
  const properties: Record<string, SchemaObject | ReferenceObject> = { success: { type: 'boolean', enum: [true] } };
  const required = ['success'];
  if (options.message) {
    properties.message = { type: 'string' };
    required.push('message');
  }
  if (isModel(data)) {
    properties.data = { $ref: getSchemaPath(data) };
    required.push('data');
  } else if (data) {
    properties.data = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(data).map(([name, field]) => [name, schemaOf(field)])),
      required: Object.keys(data),
      additionalProperties: false,
    };
    required.push('data');
  }
  return applyDecorators(
    ...(models.length > 0 ? [ApiExtraModels(...models)] : []),
    ApiResponse({ status, description, schema: { type: 'object', properties, required, additionalProperties: false } }),
  );
}

/**
 * The failures an operation can answer, each with the failure envelope; any can answer 400 and 414
 * (a malformed or too long address), 500, and 503 (the database unavailable).
 */
export function ApiFailures(...statuses: number[]) {
  return applyDecorators(...[...new Set([...statuses, 400, 414, 500, 503])].sort().map((status) => ApiResponse({ status, description: FAILURES[status], schema: { $ref: FAILURE_REF }, example: EXAMPLES[status] })));
}

/**
 * A multipart request of text fields (`fields`, a model, or none; `fieldsRequired` of them needed)
 * and image files, each a part named `files` (JPEG, PNG, WebP, GIF or AVIF, at most
 * MEDIA_LIMITS.maxFileBytes each).
 */
export function ApiImageUpload(
  files: string,
  maxFiles: number,
  fields?: Type<unknown>,
  options: { filesRequired?: boolean; fieldsRequired?: readonly string[]; describedBy?: string } = {},
) {
  const required = [...(options.fieldsRequired ?? []), ...(options.filesRequired ? [files] : [])];
  const images: SchemaObject = {
    type: 'object',
    properties: {
      [files]: {
        type: 'array',
        ...(options.filesRequired ? { minItems: 1 } : {}),
        maxItems: maxFiles,
        items: { type: 'string', format: 'binary' },
        description:
          `Image files in gallery order, each a part named \`${files}\` (${MEDIA_LIMITS.acceptedTypes.join(', ')}): at most ${maxFiles}, ` +
          `${MEDIA_LIMITS.maxFileBytes / (1024 * 1024)} MB each. A file part under any other name is refused.`,
      },
      ...(options.describedBy
        ? {
            [options.describedBy]: {
              type: 'string',
              maxLength: MEDIA_ALTS_MAX_LENGTH,
              example: '["A brown dog asleep on a red sofa"]',
              description:
                `The images' descriptions (their alt text): a JSON array of strings, one per file in gallery order, "" for none; ` +
                `each at most ${MEDIA_LIMITS.altTextMaxLength} characters once trimmed. Left out: no image has one.`,
            },
          }
        : {}),
    },
    ...(required.length > 0 ? { required } : {}),
  };
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ...(fields ? [ApiExtraModels(fields)] : []),
    ApiBody({ schema: fields ? { allOf: [{ $ref: getSchemaPath(fields) }, images] } : images }),
  );
}
