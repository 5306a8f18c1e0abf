import { AsyncLocalStorage } from 'node:async_hooks';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { isDatabaseUnavailable } from '../database/unavailable';
import { JOB_NAMES, JobName, Jobs, QUEUE_OPTIONS } from './jobs';

/** How often a worker looks for jobs; pg-boss allows half a second at the least. */
const POLLING_SECONDS = 0.5;
/** Jobs a worker takes at each look: pg-boss waits for the next look even when more are waiting. */
const BATCH = 25;
/** Any fixed number: the key of the advisory lock under which instances starting together create the queues. */
const QUEUES_LOCK = 7_412_160_022;
/** How long a stop waits for the jobs under way; those not done by then are failed and tried again later. */
const STOP_WAIT_MS = 5_000;
/**
 * How long a stop then waits for handlers still running and the queue's statements under way
 * (see onApplicationShutdown); with STOP_WAIT_MS it stays within the 8 s the process gives the
 * application to close.
 */
const HANDLERS_WAIT_MS = 2_500;
/** How often a stop looks whether anything is still under way. */
const DRAIN_LOOK_MS = 50;
/** How long a batch waits, once its handler is done, for its outcome to be written (see work). */
const SETTLE_WAIT_MS = 2_000;
/**
 * Set while a job's handler runs, once followJobs was called: what it does (its statements) is
 * known as the job's. None by default: an AsyncLocalStorage in use costs every promise of the
 * process a hook, a toll on every request.
 */
let runningJob: AsyncLocalStorage<JobName> | undefined;

/** From now on, the code a job's handler runs is known as the job's (currentJob): for tests that count what a request does. */
export function followJobs(): void {
  runningJob ??= new AsyncLocalStorage<JobName>();
}

/** The job whose handler runs the current code, if any and if followJobs was called. */
export const currentJob = (): JobName | undefined => runningJob?.getStore();

/** While the database is away every worker fails at each look: one line in this time says so. */
const UNAVAILABLE_LOG_MS = 10_000;

/**
 * The durable job queue (pg-boss on the application's PostgreSQL). Services queue jobs, in their
 * own transaction when they pass its EntityManager; handlers registered with `work` run in this
 * process, on every instance, each job once.
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = new Logger('Jobs');
  private readonly boss: PgBoss;
  /**
   * pg-boss's statements run on this pool, which the queue closes itself once none is under way:
   * pg-boss would close its own while a worker's look for jobs was still running, and the jobs that
   * look marked 'active' could then be neither done nor handed back, out of every instance's reach
   * until they expire.
   */
  private readonly pool: Pool;
  /** pg-boss's statements under way on the pool. */
  private statements = 0;
  private readonly workers: boolean;
  /** Set once the process is stopping: the embedded database may go first, and that is no error. */
  private stopping = false;
  private unavailableLoggedAt = 0;
  /** Handlers under way in this process: a stop waits for them (see onApplicationShutdown). */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.workers = config.workers;
    if (!config.databaseUrl) throw new Error('No database URL: start the embedded database first.');
    // pg-boss hands its options to node-postgres' pool, which bounds the wait for a connection.
    const options = { connectionString: config.databaseUrl, max: 4, application_name: 'gatherly-jobs', connectionTimeoutMillis: config.databaseTimeoutsMs.connect };
    this.pool = new Pool(options);
    const statements = {
      executeSql: async (text: string, values: unknown[]) => {
        this.statements += 1;
        try {
          return await this.pool.query(text, values);
        } finally {
          this.statements -= 1;
        }
      },
    };
    this.boss = new PgBoss({ db: statements });
    const onError = (error: Error) => {
      if (this.stopping) return;
      if (!isDatabaseUnavailable(error)) return this.log.error(`queue: ${String(error)}`);
      // The workers look again at their next turn: the jobs wait in the database for its return.
      if (Date.now() - this.unavailableLoggedAt < UNAVAILABLE_LOG_MS) return;
      this.unavailableLoggedAt = Date.now();
      this.log.warn(`queue: database unavailable, jobs wait for it (${error.message})`);
    };
    this.boss.on('error', onError);
    this.pool.on('error', onError);
  }

  /** Starts the queue and creates the missing queues; instances starting together take turns (creating one at once deadlocks). */
  async onModuleInit(): Promise<void> {
    const lock = this.db.createQueryRunner();
    await lock.connect();
    try {
      // Another instance may take longer than a request's statement timeout to create the queues.
      await lock.query('SET statement_timeout = 0');
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUES_LOCK]);
      await this.boss.start();
      for (const name of JOB_NAMES) {
        if (!(await this.boss.getQueue(name))) {
          await this.boss.createQueue(name, { name, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 15 * 60, ...QUEUE_OPTIONS[name] });
        }
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [QUEUES_LOCK]).catch(() => undefined);
      await lock.query('RESET statement_timeout').catch(() => undefined);
      await lock.release();
    }
  }

  /** Queues a job; with `manager`, inside that transaction, so it exists exactly when the transaction commits. */
  async send<N extends JobName>(name: N, data: Jobs[N], manager?: EntityManager, options: PgBoss.SendOptions = {}): Promise<void> {
    const db = manager ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) } : undefined;
    await this.boss.send(name, data, { ...options, ...(db ? { db } : {}) });
  }

  /**
   * Runs `handle` for each job of that name, one after the other; when one throws, the batch is
   * retried later (handlers are written to run twice without harm). With `alone`, each job is marked
   * done as soon as it is, and one that throws is retried by itself while the others go on: a mail
   * already sent is not sent again when a later one of its batch fails, runs past the batch's expiry
   * or is cut off by a stop.
   * The outcome is written here, before the callback returns: pg-boss 10 writes it without waiting,
   * so that a stop could close the pool first (what pg-boss writes after this finds the jobs settled
   * and changes nothing). Jobs fetched once the instance is stopping are handed back at once, to be
   * tried again by an instance that stays.
   * Nothing runs here when the instance was started with WORKERS=false.
   */
  async work<N extends JobName>(name: N, handle: (data: Jobs[N]) => Promise<void>, { alone = false } = {}): Promise<void> {
    if (!this.workers) return;
    const settle = async (ids: string[], work: Promise<void>) => {
      const outcome = await work.then(
        () => ({ done: true as const }),
        (error: unknown) => ({ done: false as const, error }),
      );
      const written = (
        outcome.done
          ? this.boss.complete(name, ids)
          : (async () => {
              for (const id of ids) await this.boss.fail(name, id, { message: String(outcome.error) });
            })()
      ).catch((error: unknown) => {
        // Also once the wait below is over: an outcome not written leaves the jobs to run again when they expire.
        this.log.warn(`could not write the outcome of ${ids.length} ${name} job(s), which run again once they expire: ${String(error)}`);
      });
      // Bounded: a write still waiting for a connection when a stop closes the pool would never
      // end, and with it the worker's loop.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([written, new Promise((resolve) => (timer = setTimeout(resolve, SETTLE_WAIT_MS).unref()))]).finally(() => clearTimeout(timer));
    };
    await this.boss.work<Jobs[N]>(name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: BATCH }, (jobs) => {
      if (this.stopping) return Promise.reject(new Error('the instance is stopping: handed back to be tried again'));
      const run = async () => {
        if (!alone) {
          await settle(
            jobs.map((job) => job.id),
            (async () => {
              for (const job of jobs) await handle(job.data);
            })(),
          );
          return;
        }
        for (const job of jobs) await settle([job.id], handle(job.data));
      };
      return this.track(runningJob ? runningJob.run(name, run) : run());
    });
  }

  /** Queues a job of that name on a cron schedule (UTC), once for all instances. */
  async schedule<N extends JobName>(name: N, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  /** Jobs of that name not yet done (created, retrying or running); for tests and health. */
  async pending(name: JobName): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'completed' });
  }

  /**
   * Jobs of these names not yet done, counted in one statement: a job that queues another as it
   * ends is never missed between the two (for tests waiting for a chain of jobs to end).
   */
  async pendingOf(names: readonly JobName[]): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.db.query(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = ANY($1::text[]) AND state < 'completed'`, [names]);
    return count;
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    // pg-boss stops waiting for jobs after STOP_WAIT_MS and marks them failed (to be tried again),
    // but a handler may still run, and a worker's last look for jobs may still be under way: the
    // jobs it brings back are handed back (see work) through the pool, which closes only then.
    const deadline = Date.now() + HANDLERS_WAIT_MS;
    do await new Promise((resolve) => setTimeout(resolve, DRAIN_LOOK_MS));
    while ((this.running.size > 0 || this.statements > 0) && Date.now() < deadline);
    await this.pool.end();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => undefined);
    return work;
  }
}
