import type { Delivery } from './chat-hub';

/**
 * The values of a subscription: first what `first` reads (a reconnecting client's catch-up), then
 * what `pick` takes from the live deliveries, less what `skip` says was already sent.
 *
 * `live` is listening before `first` runs, so nothing committed in between is lost. Not an async
 * generator: one of those cannot be stopped while it waits for the next event, and a closed
 * subscription would keep its listener until its account's next message.
 */
export function subscriptionOf<T>(
  live: AsyncIterableIterator<Delivery>,
  pick: (delivery: Delivery) => T | null,
  first: () => Promise<T[]> = () => Promise.resolve([]),
  skip: (value: T) => boolean = () => false,
): AsyncIterableIterator<T> {
  let queued: T[] | null = null;
  return {
    async next(): Promise<IteratorResult<T>> {
      queued ??= await first();
      for (;;) {
        const caughtUp = queued.shift();
        if (caughtUp !== undefined) return { value: caughtUp, done: false };
        const { value, done } = await live.next();
        if (done) return { value: undefined, done: true };
        const picked = pick(value);
        if (picked !== null && !skip(picked)) return { value: picked, done: false };
      }
    },
    async return(): Promise<IteratorResult<T>> {
      await live.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
