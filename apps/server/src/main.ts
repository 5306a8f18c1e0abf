import './node-env';
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { Draining } from './health/draining';
import { appPidFile, startEmbeddedPostgres } from './database/embedded-postgres';
import { isDatabaseUnavailable } from './database/unavailable';
import { createRootLogger, nestLogger } from './logging/root-logger';

/**
 * How long a stop takes at most, from the signal to the end of the process: requests in flight and
 * jobs under way get what is left once the embedded database has its time to stop; then the rest is
 * cut (a job cut off is kept by the queue and done again).
 */
const DRAIN_MS = 10_000;
/**
 * What is kept of the drain for stopping the embedded database: a fast shutdown takes well under a
 * second, and a few on a machine busy with other work.
 */
const DATABASE_STOP_MS = 3_000;
/**
 * How long the server goes on answering after a stop is asked for, before it stops listening: the
 * connections clients opened just before the signal may still wait in the system's queue, and
 * closing the listening socket would reset them. A load balancer stops sending meanwhile.
 */
const SETTLE_MS = 500;
/**
 * Connections waiting to be accepted. Node's default, 511, overflows when thousands of chat
 * clients reconnect at once (after a restart, or a network that came back) while the server is
 * busy: the system then drops their handshakes and resets the connections. The system caps it
 * (net.core.somaxconn); past the queue, clients wait and try again instead.
 */
const LISTEN_BACKLOG = 8_192;

async function main(): Promise<void> {
  const log = new Logger('Gatherly');
  const config = loadConfig();
  // From the first line on: the embedded database starts before the application.
  const logger = createRootLogger(config);
  Logger.overrideLogger(nestLogger(logger));
  // pg-boss 10 records a job's outcome without waiting for the write: with the database gone, that
  // write fails where nobody catches it. A lost database is no reason to end: requests are answered
  // 503 and the pools reconnect. Any other unhandled rejection still ends the process, as by default.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.warn(`database unavailable: ${String(reason)}`);
  });
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
    // Should the database itself not stop in its time, the process ends anyway.
    setTimeout(() => {
      log.error(`not stopped after ${DRAIN_MS / 1000} s: ending now`);
      process.exit(1);
    }, DRAIN_MS).unref();
    // Readiness says no from now on, and every answer closes its connection: a load balancer stops
    // sending while the settle time runs, and clients open new connections elsewhere.
    app.get(Draining).begin();
    const server = app.getHttpServer();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const closed = app.close().then(
      () => true,
      (error: unknown) => (log.error(`while stopping: ${String(error)}`), true),
    );
    const left = DRAIN_MS - SETTLE_MS - DATABASE_STOP_MS;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), left)));
    if (!(await Promise.race([closed, timedOut]))) {
      log.warn(`requests or jobs still under way after ${(DRAIN_MS - DATABASE_STOP_MS) / 1000} s: cutting them (the queue keeps its jobs)`);
      server.closeAllConnections();
    }
    clearTimeout(timer);
    await embedded?.stop();
    if (embedded) rmSync(appPidFile(config.dataDir), { force: true });
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  // `npm run seed` and a second start on the same DATA_DIR learn from it where this app answers.
  if (embedded) writeFileSync(appPidFile(config.dataDir), `${process.pid}\n${(app.getHttpServer().address() as AddressInfo).port}\n`);
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
