import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiBearerAuth, DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject, type ParameterObject, type ReferenceObject, type RequestBodyObject, type ResponseObject, type SchemaObject } from '@nestjs/swagger';
import { CALENDAR_FEED_FILE_PATTERN } from '@gatherly/schema';
import { FIELD_SCHEMAS, schemaOfText } from './field-schemas';
import { FAILURE, FAILURE_REF, FAILURE_SCHEMA, NULL_ONLY } from './schemas';

/** The two ways to call the API: a signed-in session's access token, or a personal access token. */
export const SECURITY = { session: 'bearer', accessToken: 'access-token' } as const;

/** The REST API's OpenAPI document, from the decorators of the controllers `app` holds. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Gatherly REST API')
    .setDescription(
      'Every answer is an envelope: `{ success: true, message?, data? }`, or `{ success: false, message }` / `{ success: false, error: [...] }` with the status. ' +
        'Call it with a personal access token (Settings, Developer) as `Authorization: Bearer gth_…`, or with the access token of a signed-in session. ' +
        'An address called with a method it does not take answers 405 with `Allow` listing those it takes, and a NUL character in any address, query or body text answers 400.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a signed-in session (POST /api/account/login).' }, SECURITY.session)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A personal access token, gth_…, made in Settings, Developer.' }, SECURITY.accessToken)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const schemas = document.components?.schemas ?? {};
  schemas[FAILURE] = FAILURE_SCHEMA;
  answerFailuresInJson(document);
  describePathParameters(document);
  inlineFormFields(document);
  const answered = modelsAnswered(document);
  for (const [name, schema] of Object.entries(schemas)) {
    if (!('properties' in schema)) continue;
    // What an answer's models list is all there is: a field the server adds without documenting it
    // fails the contract test. (Request bodies stay open: the server drops fields it does not know.)
    if (answered.has(name)) schema.additionalProperties ??= false;
    for (const [property, value] of Object.entries(schema.properties ?? {})) schema.properties![property] = nullableReference(value);
  }
  return document;
}

/**
 * Failures are JSON envelopes on every route, also where the success is another type (a calendar
 * file): `@ApiProduces` would otherwise give them that type.
 */
function answerFailuresInJson(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as OperationObject[]) {
      for (const response of Object.values(operation.responses ?? {}) as ResponseObject[]) {
        const media = Object.values(response.content ?? {})[0];
        if ((media?.schema as ReferenceObject | undefined)?.$ref === FAILURE_REF) response.content = { 'application/json': media };
      }
    }
  }
}

/**
 * Path parameters by name, as the routes take them: every `id`, `accountId`, `series_id` and `media_id` is a UUID, a
 * `messageId` a sequence id, and a `username` follows the sign-up rule. One that is not well formed names nothing: 404.
 */
const PATH_PARAMETERS: Record<string, SchemaObject> = {
  id: schemaOfText(FIELD_SCHEMAS.uuid),
  accountId: schemaOfText(FIELD_SCHEMAS.uuid),
  series_id: schemaOfText(FIELD_SCHEMAS.uuid),
  media_id: schemaOfText(FIELD_SCHEMAS.uuid),
  messageId: schemaOfText(FIELD_SCHEMAS.sequenceId),
  username: schemaOfText(FIELD_SCHEMAS.username),
  file: { type: 'string', pattern: CALENDAR_FEED_FILE_PATTERN.source, example: 'BwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSY.ics' },
};

function describePathParameters(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as OperationObject[]) {
      for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
        const schema = parameter.in === 'path' ? PATH_PARAMETERS[parameter.name] : undefined;
        if (!schema) continue;
        parameter.schema = schema;
        parameter.description ??= 'One that is not well formed names nothing: 404.';
      }
    }
  }
}

/**
 * A multipart form written out: the text fields of its model beside the file parts, all in one
 * object, with the fields ApiImageUpload names as required (a model's own `required` is that of
 * its JSON use, where a form may leave some out).
 */
function inlineFormFields(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as OperationObject[]) {
      const form = (operation.requestBody as RequestBodyObject | undefined)?.content['multipart/form-data'];
      const [model, files] = ((form?.schema as SchemaObject | undefined)?.allOf ?? []) as [ReferenceObject?, SchemaObject?];
      if (!form || !model?.$ref || !files) continue;
      const fields = schemas[model.$ref.split('/').pop()!] as SchemaObject;
      form.schema = { type: 'object', properties: { ...fields.properties, ...files.properties }, ...(files.required ? { required: files.required } : {}) };
    }
  }
}

/** The names of the models that answers hold, directly or inside other models. */
function modelsAnswered(document: OpenAPIObject): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const name = ref.split('/').pop()!;
      if (!found.has(name)) {
        found.add(name);
        visit(document.components?.schemas?.[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  for (const operations of Object.values(document.paths)) for (const operation of Object.values(operations)) visit((operation as { responses?: unknown }).responses);
  return found;
}

/**
 * A model property that may be null: Nest writes it as a nullable object with a reference in
 * allOf, which a null does not match; OpenAPI 3.0 has no null type, so it becomes one of the
 * model or a value that can only be null.
 */
function nullableReference(property: SchemaObject | ReferenceObject): SchemaObject | ReferenceObject {
  if (!('nullable' in property) || !property.nullable || property.allOf?.length !== 1) return property;
  const { description, allOf } = property;
  return { ...(description ? { description } : {}), oneOf: [allOf[0], NULL_ONLY] };
}

/** On a controller or route: callable with a session's access token or a personal access token. */
export const ApiAuth = () => applyDecorators(ApiBearerAuth(SECURITY.session), ApiBearerAuth(SECURITY.accessToken));
