import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { ChatHub } from '../chat/chat-hub';
import { NotificationsHub } from '../notifications/notifications-hub';
import { PreparedPool, type PoolCounts } from '../database/prepared-pool';
import { QueryTiming } from '../database/query-timing';
import { isDatabaseUnavailable } from '../database/unavailable';
import { DatabaseHealth } from '../health/database-health';
import { MailService, type MailOutcome } from '../mail/mail.service';
import { JobQueue } from '../queue/job-queue';
import { JOB_NAMES } from '../queue/jobs';
import { RealtimeBus } from '../realtime/realtime-bus';

/** Operation names are the client's to choose: past this many, others are counted as 'other'. */
const MAX_OPERATION_NAMES = 200;

/** Seconds, from a few milliseconds (a lookup) to several seconds (an upload). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Seconds, from a fraction of a millisecond (an indexed statement, an event in process) to a second. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * What operators watch, in Prometheus' text format (prom-client): HTTP and GraphQL durations, the
 * database pool and its statements, open chat sockets and subscriptions, the real-time bus's lag,
 * background jobs waiting (the feed's fan-out among them), mails queued, sent and failed, and the process (memory, event loop lag,
 * garbage collection). Served by `GET /metrics` when METRICS_TOKEN is set.
 *
 * A scrape never needs the database: while it does not answer, `gatherly_database_up` is 0 and the
 * gauges read from it (`gatherly_jobs_pending`) are left out rather than failing the scrape or
 * repeating a stale value; everything kept in memory is served as usual.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly http = new Histogram({
    name: 'gatherly_http_request_duration_seconds',
    help: 'HTTP requests by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  private readonly graphql = new Histogram({
    name: 'gatherly_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by type and operation name, and whether they answered errors.',
    labelNames: ['type', 'operation', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  /** The probe of the scrape under way, shared by the gauges that depend on the database. */
  private probe: Promise<boolean> | null = null;

  constructor(
    @InjectDataSource() db: DataSource,
    queries: QueryTiming,
    hub: ChatHub,
    notifications: NotificationsHub,
    bus: RealtimeBus,
    queue: JobQueue,
    mail: MailService,
    private readonly database: DatabaseHealth,
    prepared: PreparedPool,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'gatherly_' });
    const statements = new Histogram({
      name: 'gatherly_db_query_duration_seconds',
      help: 'Database statements of the pool, from sending to the answer, by outcome.',
      labelNames: ['outcome'] as const,
      buckets: QUERY_BUCKETS,
      registers: [this.registry],
    });
    queries.observe((seconds, failed) => statements.observe({ outcome: failed ? 'error' : 'ok' }, seconds));
    const lag = new Histogram({
      name: 'gatherly_realtime_bus_lag_seconds',
      help: 'Time from publishing a real-time event (on any instance, by its clock) to its arrival here.',
      buckets: QUERY_BUCKETS,
      registers: [this.registry],
    });
    bus.observeLag((seconds) => lag.observe(seconds));
    // The data source's pool and the one of prepared statements, together.
    const pools = (): PoolCounts[] => [(db.driver as unknown as { master: PoolCounts }).master, prepared.pool];
    const sum = (count: keyof PoolCounts) => pools().reduce((total, pool) => total + pool[count], 0);
    new Gauge({
      name: 'gatherly_db_pool_connections',
      help: 'Connections of the database pools by state.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'open' }, sum('totalCount'));
        this.set({ state: 'idle' }, sum('idleCount'));
        this.set({ state: 'waiting_clients' }, sum('waitingCount'));
      },
    });
    new Gauge({
      name: 'gatherly_chat_sockets',
      help: 'Chat connections open on this instance (/chat/ and graphql-ws).',
      registers: [this.registry],
      collect() {
        this.set(hub.openConnections);
      },
    });
    new Gauge({
      name: 'gatherly_graphql_subscriptions',
      help: 'GraphQL subscriptions (graphql-ws) being delivered to on this instance.',
      registers: [this.registry],
      collect() {
        this.set(hub.openSubscriptions + notifications.openSubscriptions);
      },
    });
    const databaseUp = () => this.databaseUp();
    new Gauge({
      name: 'gatherly_database_up',
      help: 'Whether PostgreSQL answers (1) or not (0), by the check /api/ready makes.',
      registers: [this.registry],
      async collect() {
        this.set((await databaseUp()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'gatherly_jobs_pending',
      help: 'Background jobs not done yet (feed fan-out and merges, mails), by queue; absent while the database does not answer.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        if (!(await databaseUp())) return;
        try {
          const counts = await Promise.all(JOB_NAMES.map((name) => queue.pending(name)));
          JOB_NAMES.forEach((name, index) => this.set({ queue: name }, counts[index]));
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
        }
      },
    });
    const mails: Record<MailOutcome, Counter<'kind'>> = {
      queued: new Counter({ name: 'gatherly_mail_queued_total', help: 'Mails queued by this instance, by kind.', labelNames: ['kind'], registers: [this.registry] }),
      sent: new Counter({ name: 'gatherly_mail_sent_total', help: 'Mails this instance handed to the SMTP server (or the outbox), by kind.', labelNames: ['kind'], registers: [this.registry] }),
      failed: new Counter({ name: 'gatherly_mail_failed_total', help: 'Tries to send a mail that failed on this instance, by kind; each is tried again later.', labelNames: ['kind'], registers: [this.registry] }),
    };
    mail.observe((outcome, kind) => mails[outcome].inc({ kind }));
  }

  /** One readiness probe per scrape: prom-client collects every metric at once. */
  private databaseUp(): Promise<boolean> {
    this.probe ??= this.database.up().finally(() => (this.probe = null));
    return this.probe;
  }

  /** Times every HTTP request by its route pattern (not its path: ids would make endless series). */
  observeHttp(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.http.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
  }

  /** Times GraphQL operations over HTTP by name (graphql-ws subscriptions count as chat sockets). */
  graphqlPlugin(): ApolloServerPlugin {
    const graphql = this.graphql;
    const names = new Set<string>();
    const label = (name: string | null | undefined): string => {
      if (!name) return 'anonymous';
      if (names.has(name) || names.size < MAX_OPERATION_NAMES) return names.add(name), name;
      return 'other';
    };
    return {
      requestDidStart: () => {
        const started = performance.now();
        return Promise.resolve({
          willSendResponse: ({ operation, operationName, errors }) => {
            graphql.observe(
              { type: operation?.operation ?? 'invalid', operation: label(operationName), outcome: errors?.length ? 'errors' : 'ok' },
              (performance.now() - started) / 1000,
            );
            return Promise.resolve();
          },
        });
      },
    };
  }
}
