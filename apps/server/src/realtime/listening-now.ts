/**
 * A PubSub iterator that listens from this moment on: graphql-subscriptions' iterators subscribe
 * only at their first next(), so that first call is made at once and answered later; what is
 * published meanwhile is buffered. Returning it stops it, even while it waits; `onReturn` runs once.
 */
export function listeningNow<T>(iterator: AsyncIterableIterator<T>, onReturn: () => void = () => undefined): AsyncIterableIterator<T> {
  let first: Promise<IteratorResult<T>> | null = iterator.next();
  let open = true;
  return {
    next: () => {
      const pending = first ?? iterator.next();
      first = null;
      return pending;
    },
    return: () => {
      if (open) onReturn();
      open = false;
      return iterator.return ? iterator.return() : Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
