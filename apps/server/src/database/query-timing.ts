import { Global, Injectable, Module } from '@nestjs/common';
import { Client } from 'pg';

export type QueryObserver = (seconds: number, failed: boolean) => void;

type Query = (...args: unknown[]) => unknown;

/**
 * Times every statement of the database pool, whichever way it is sent (TypeORM's promises, the
 * pool's callbacks, the prepared hot reads): the pool is given a client class whose `query` reports
 * to the observer (the metrics) when the answer is in.
 */
@Injectable()
export class QueryTiming {
  private observer: QueryObserver = () => undefined;

  observe(observer: QueryObserver): void {
    this.observer = observer;
  }

  /** The `Client` option of node-postgres' pool. */
  clientClass(): typeof Client {
    const report = (started: number, failed: boolean) => this.observer((performance.now() - started) / 1000, failed);
    const query = Client.prototype.query as Query;
    class TimedClient extends Client {}
    (TimedClient.prototype as { query: Query }).query = function timedQuery(this: Client, ...args: unknown[]) {
      const started = performance.now();
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          report(started, Boolean(error));
          return (callback as (...a: unknown[]) => unknown)(error, ...rest);
        };
      }
      const result = query.apply(this, args);
      if (typeof callback !== 'function' && result instanceof Promise) {
        result.then(
          () => report(started, false),
          () => report(started, true),
        );
      }
      return result;
    };
    return TimedClient;
  }
}

/** One QueryTiming per application, for its pool and its metrics. */
@Global()
@Module({ providers: [QueryTiming], exports: [QueryTiming] })
export class QueryTimingModule {}
