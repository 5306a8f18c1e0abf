import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloLink, execute, type ApolloClient } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { lastValueFrom, Observable, of, throwError } from 'rxjs';
import { createConnection, createConnectionLink, RETRY_DELAYS_MS } from './connection';

const QUERY = parse('query Feed { __typename }');

function run(link: ApolloLink, answer: () => Observable<ApolloLink.Result>) {
  const chain = ApolloLink.from([link, new ApolloLink(() => answer())]);
  return lastValueFrom(execute(chain, { query: QUERY }, { client: {} as ApolloClient }));
}

describe('connection', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is unreachable after a request gets no answer, and reachable again with the next answer', async () => {
    const connection = createConnection(async () => undefined);
    const link = createConnectionLink(connection);
    await expect(run(link, () => throwError(() => new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(connection.getSnapshot().unreachable).toBe(true);
    await run(link, () => of({ data: { __typename: 'Query' } }));
    expect(connection.getSnapshot().unreachable).toBe(false);
  });

  it('takes a gateway 502/503/504 for an unreachable server, and any other answer for a reachable one', async () => {
    const connection = createConnection(async () => undefined);
    const link = createConnectionLink(connection);
    const answered = (status: number) => () => throwError(() => new ServerError('down', { response: new Response('', { status }), bodyText: '' }));
    await expect(run(link, answered(503))).rejects.toThrow();
    expect(connection.getSnapshot().unreachable).toBe(true);
    await expect(run(link, answered(500))).rejects.toThrow();
    expect(connection.getSnapshot().unreachable).toBe(false);
  });

  it('retries by itself with growing waits while the server cannot be reached, and stops once it answers', async () => {
    let up = false;
    const connection = createConnection(async () => {
      if (up) connection.reached();
      else connection.failed();
    });
    const retries = () => connection.getSnapshot().attempts;
    connection.failed();
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(retries()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(retries()).toBe(1);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(retries()).toBe(2);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2]);
    expect(retries()).toBe(3);
    up = true;
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[3]);
    expect(connection.getSnapshot()).toEqual({ unreachable: false, attempts: 0 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('retries at once on Retry, and tells its listeners of each change', async () => {
    const retry = jest.fn(async () => undefined);
    const connection = createConnection(retry);
    const seen: boolean[] = [];
    connection.subscribe(() => seen.push(connection.getSnapshot().unreachable));
    connection.failed();
    await connection.retryNow();
    expect(retry).toHaveBeenCalledTimes(1);
    connection.reached();
    expect(seen).toEqual([true, true, false]);
  });
});
