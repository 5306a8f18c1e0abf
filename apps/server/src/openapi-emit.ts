import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { loadConfig } from './config/config';
import { openApiDocument } from './openapi/openapi-document';

export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'libs', 'schema', 'openapi.json');

/** The REST API's OpenAPI document, as the running app serves it at /api/openapi.json. */
export async function emitOpenApi(): Promise<string> {
  // Preview: the modules are read, nothing is built or connected (no database, no queue).
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://preview@127.0.0.1/preview', DATA_DIR: join(__dirname, '..', '..', '..', '.data') });
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), { preview: true, logger: false, abortOnError: false });
  const document = openApiDocument(app);
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (require.main === module) {
  emitOpenApi()
    .then((json) => {
      writeFileSync(OPENAPI_FILE, json);
      console.log(`OpenAPI document written to ${OPENAPI_FILE}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
