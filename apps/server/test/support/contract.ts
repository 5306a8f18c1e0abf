import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { OPENAPI_FILE } from '../../src/openapi-emit';

/**
 * The REST contract, libs/schema/openapi.json, applied to every answer the e2e tests receive: an
 * answer of a documented operation must be one it documents, with exactly the documented shape.
 */

interface Operation {
  pattern: RegExp;
  label: string;
  /** Per status, the validator of its JSON body (null: not JSON, a calendar file); an operation documents all or none. */
  responses: Map<number, ValidateFunction | null>;
}

let operations: Operation[] | null = null;

function load(): Operation[] {
  const text = readFileSync(OPENAPI_FILE, 'utf8');
  const document = JSON.parse(text.replaceAll('"#/components/', '"openapi.json#/components/')) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
    components: object;
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ components: document.components }, 'openapi.json');
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    for (const [method, operation] of Object.entries(methods)) {
      const responses = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!response.content) continue;
        const schema = response.content['application/json']?.schema;
        responses.set(Number(status), schema ? ajv.compile(schema) : null);
      }
      if (responses.size > 0) found.push({ pattern, label: `${method.toUpperCase()} ${path}`, responses });
    }
  }
  // A fixed path before a template that would match it too.
  return found.sort((a, b) => (a.label.match(/\{/g)?.length ?? 0) - (b.label.match(/\{/g)?.length ?? 0));
}

/** What is wrong with an answer by the contract, or null (also for operations not documented yet). */
export function contractProblem(method: string, url: string, status: number, contentType: string, body: unknown): string | null {
  operations ??= load();
  const path = new URL(url).pathname;
  const operation = operations.find((candidate) => candidate.label.startsWith(`${method.toUpperCase()} `) && candidate.pattern.test(path));
  if (!operation) return null;
  const validate = operation.responses.get(status);
  if (validate === null) return null;
  if (!validate) return `${operation.label} answered ${status}, which its documentation does not list (${[...operation.responses.keys()].join(', ')})`;
  if (!contentType.includes('json')) return `${operation.label} answered ${status} without JSON`;
  if (validate(body)) return null;
  return `${operation.label} ${status} does not match its documentation: ${JSON.stringify(validate.errors)}`;
}
