import './node-env';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { Draining } from './health/draining';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { createRootLogger, nestLogger } from './logging/root-logger';

/** How long requests in flight may take to finish once a stop is asked for; then the rest is cut. */
const DRAIN_MS = 10_000;
/**
 * How long the server goes on answering after a stop is asked for, before it stops listening: the
 * connections clients opened just before the signal may still wait in the system's queue, and
 * closing the listening socket would reset them. A load balancer stops sending meanwhile.
 */
const SETTLE_MS = 500;

async function main(): Promise<void> {
  const log = new Logger('Gatherly');
  const config = loadConfig();
  // From the first line on: the embedded database starts before the application.
  const logger = createRootLogger(config);
  Logger.overrideLogger(nestLogger(logger));
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
  if (embedded) config.databaseUrl = embedded.url;
  const app = await createApp(config, logger);
  // A stop drains: no new connections, requests in flight answered, sockets closed with a close
  // frame, and only then the database stopped.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.log(`${signal}: finishing the requests in flight, then stopping`);
    // Readiness says no from now on: a load balancer stops sending while the settle time runs.
    app.get(Draining).begin();
    const server = app.getHttpServer();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const cut = setTimeout(() => {
      log.warn(`requests still open after ${DRAIN_MS / 1000} s: closing them`);
      server.closeAllConnections();
    }, DRAIN_MS);
    try {
      await app.close();
    } catch (error) {
      log.error(`while stopping: ${String(error)}`);
    }
    clearTimeout(cut);
    await embedded?.stop();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
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
