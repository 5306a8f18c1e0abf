import './node-env';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { startEmbeddedPostgres } from './database/embedded-postgres';

async function main(): Promise<void> {
  const log = new Logger('Gatherly');
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
  if (embedded) config.databaseUrl = embedded.url;
  const app = await createApp(config);
  app.enableShutdownHooks();
  if (embedded) {
    const stopDatabase = () => void embedded.stop();
    process.once('beforeExit', stopDatabase);
  }
  await app.listen({ port: config.port, host: config.host });
  log.log(`Gatherly is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
