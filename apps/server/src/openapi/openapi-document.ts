import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ApiBearerAuth, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The two ways to call the API: a signed-in session's access token, or a personal access token. */
export const SECURITY = { session: 'bearer', accessToken: 'access-token' } as const;

/** The REST API's OpenAPI document, from the decorators of the controllers `app` holds. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Gatherly REST API')
    .setDescription(
      'Every answer is an envelope: `{ success: true, message?, data? }`, or `{ success: false, message }` / `{ success: false, error: [...] }` with the status. ' +
        'Call it with a personal access token (Settings, Developer) as `Authorization: Bearer gth_…`, or with the access token of a signed-in session.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a signed-in session (POST /api/account/login).' }, SECURITY.session)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A personal access token, gth_…, made in Settings, Developer.' }, SECURITY.accessToken)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // What the models list is all there is: a field the server adds without documenting it fails the contract test.
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    if ('properties' in schema && schema.additionalProperties === undefined) schema.additionalProperties = false;
  }
  return document;
}

/** On a controller or route: callable with a session's access token or a personal access token. */
export const ApiAuth = () => applyDecorators(ApiBearerAuth(SECURITY.session), ApiBearerAuth(SECURITY.accessToken));
