import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { OPENAPI_FILE } from '../../src/openapi-emit';

/**
 * Requests written from the REST contract alone: for each operation, a valid example of its
 * parameters and body derived from their schemas (an enum's first value, a format's sample, the
 * shortest text allowed), and copies of it with one constraint broken at a time. The contract test
 * sends both and holds the server to what the document promises.
 */

export interface Property {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  items?: Property;
  example?: unknown;
  nullable?: boolean;
}

/** Where a value goes: a path or query parameter, or a field of the body. */
export type Place = 'path' | 'query' | 'body';

/** A parameter or body field: its name, place, schema and whether it must be sent. */
export interface Field {
  name: string;
  place: Place;
  schema: Property;
  required: boolean;
}

export interface Operation {
  method: string;
  path: string;
  label: string;
  /** The body's media type: JSON when offered, else multipart; none without a body. */
  bodyType?: 'application/json' | 'multipart/form-data';
  fields: Field[];
}

/** One way to break a valid request: what is wrong, with the field's value (undefined: left out). */
export interface Violation {
  field: Field;
  broken: string;
  value: unknown;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, RawSchema> };
}
interface RawSchema extends Property {
  $ref?: string;
  allOf?: RawSchema[];
  properties?: Record<string, RawSchema>;
  required?: string[];
}
interface RawOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: RawSchema }>;
  requestBody?: { content: Record<string, { schema: RawSchema }> };
}

export function loadDocument(): Document {
  return JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
}

/** A schema with its reference followed and its allOf parts merged into one object. */
function flatten(document: Document, schema: RawSchema): RawSchema {
  if (schema.$ref) return flatten(document, document.components.schemas[schema.$ref.split('/').pop()!]);
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => flatten(document, part));
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
    // A property of another schema's type keeps its own example.
    ...(schema.example !== undefined ? { example: schema.example } : {}),
  };
}

/** Every operation of the document that takes parameters or a body, with its fields. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const fields: Field[] = (raw.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        place: parameter.in as Place,
        schema: flatten(document, parameter.schema),
        required: parameter.required === true,
      }));
      const content = raw.requestBody?.content ?? {};
      const bodyType = 'application/json' in content ? 'application/json' : 'multipart/form-data' in content ? 'multipart/form-data' : undefined;
      if (bodyType) {
        const body = flatten(document, content[bodyType].schema);
        for (const [name, schema] of Object.entries(body.properties ?? {})) {
          fields.push({ name, place: 'body', schema: flatten(document, schema), required: (body.required ?? []).includes(name) });
        }
      }
      return { method: method.toUpperCase(), path, label: `${method.toUpperCase()} ${path}`, bodyType, fields };
    }),
  );
}

let emails = 0;

/** A value the schema takes: the enum's first, a number's example or minimum, an object's example, a sample of the format, the example, or the shortest text. */
export function sampleOf(schema: Property): unknown {
  if (schema.enum) return schema.enum.find((value) => value !== '') ?? schema.enum[0];
  if (schema.type === 'array') return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items ?? {}));
  if (schema.type === 'boolean') return true;
  // An object passed on as it is (a WebAuthn answer): any object is of its shape, unless it has an example.
  if (schema.type === 'object') return typeof schema.example === 'object' && schema.example !== null ? schema.example : {};
  if (schema.type === 'number' || schema.type === 'integer') return typeof schema.example === 'number' ? schema.example : (schema.minimum ?? 0);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `contract-${process.pid}-${(emails += 1)}@example.com`;
  if (schema.format === 'date-time') return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  if (typeof schema.example === 'string') return schema.example;
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A text of `length` characters that `pattern` refuses, or null when every filler matches it. */
function refusedByPattern(pattern: string, length: number): string | null {
  const rule = new RegExp(pattern, 'u');
  return ['!', 'a', '1', ' '].map((filler) => filler.repeat(length)).find((text) => !rule.test(text)) ?? null;
}

/** Each constraint of `field` broken on its own, starting from its valid value `valid`. */
export function violationsOf(field: Field, valid: unknown): Violation[] {
  const { schema } = field;
  const found: Violation[] = [];
  const add = (broken: string, value: unknown) => found.push({ field, broken, value });
  if (field.required && field.place !== 'path') add('left out', undefined);
  if (schema.enum) add('not in its enum', typeof schema.enum[0] === 'number' ? Math.max(...(schema.enum as number[])) + 1 : 'not_one_of_them');
  if (schema.type === 'boolean') add('not a boolean', 'perhaps');
  if ((schema.type === 'number' || schema.type === 'integer') && !schema.enum) {
    add('not a number', 'many');
    if (schema.minimum !== undefined) add('below its minimum', schema.minimum - 1);
    if (schema.maximum !== undefined) add('above its maximum', schema.maximum + 1);
  }
  if (schema.type === 'array') {
    if (schema.minItems) add('with too few items', []);
    if (schema.maxItems !== undefined) add('with too many items', Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items ?? {})));
    if (schema.items?.enum) add('with an item not in its enum', ['not_one_of_them']);
  }
  if (schema.type !== 'string' || schema.enum) return found;
  const text = String(valid);
  if (schema.maxLength !== undefined) add('too long', text + 'a'.repeat(schema.maxLength + 1 - [...text].length));
  if (schema.minLength) add('too short', [...text].slice(0, schema.minLength - 1).join(''));
  if (schema.format === 'uuid' || schema.format === 'date-time') add(`not a ${schema.format}`, `not-a-${schema.format}`);
  else if (schema.pattern) {
    const refused = refusedByPattern(schema.pattern, Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8)));
    if (refused !== null) add('not matching its pattern', refused);
  }
  return found;
}

const ajv = new Ajv({ strict: false });
addFormats(ajv);

/** Whether the document's own schema of `field` takes `value` (left out: whether it may be). */
export function schemaTakes(field: Field, value: unknown): boolean {
  if (value === undefined) return !field.required;
  return ajv.validate(field.schema, value);
}
