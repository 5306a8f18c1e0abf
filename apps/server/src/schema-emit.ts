import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { RESOLVERS } from './graphql/resolvers';
import { describeRootTypes } from './graphql/root-types';

export const SCHEMA_FILE = join(__dirname, '..', '..', '..', 'libs', 'schema', 'schema.graphql');

/** Writes the GraphQL schema the server's decorators describe into libs/schema, for the client's codegen. */
export async function emitSchema(): Promise<string> {
  // An application context, not an HTTP application: no HTTP platform is needed to build a schema.
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const schema = describeRootTypes(await app.get(GraphQLSchemaFactory).create(RESOLVERS));
  await app.close();
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) {
  emitSchema()
    .then((sdl) => {
      writeFileSync(SCHEMA_FILE, sdl);
      console.log(`GraphQL schema written to ${SCHEMA_FILE}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
