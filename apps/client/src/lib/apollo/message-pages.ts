/**
 * Messages of a conversation carry ids that grow in the order the server stored them (digit
 * strings, possibly past 2^53): the client orders and de-duplicates by them, never by time.
 */

const DIGITS = /^\d+$/;

/** Negative, zero or positive as message id `a` is older than, the same as, or newer than `b`. */
export function compareMessageIds(a: string, b: string): number {
  // Anything but digits (none is expected) sorts before every real id rather than throwing.
  const x = DIGITS.test(a) ? BigInt(a) : -1n;
  const y = DIGITS.test(b) ? BigInt(b) : -1n;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The newer of two message ids. */
export function newerMessageId(a: string, b: string): string {
  return compareMessageIds(a, b) >= 0 ? a : b;
}

/** `items` and `more` as one list, oldest first, each id once (the copy from `more` wins). */
export function mergeById<T>(items: readonly T[], more: readonly T[], idOf: (item: T) => string): T[] {
  const byId = new Map<string, T>();
  for (const item of items) byId.set(idOf(item), item);
  for (const item of more) byId.set(idOf(item), item);
  return [...byId.entries()].sort(([a], [b]) => compareMessageIds(a, b)).map(([, item]) => item);
}

/** A page of messages, oldest first, and the cursor of the page before it (null at the start). */
export interface MessagePage<T> {
  items: readonly T[];
  older_cursor: string | null;
}

/**
 * Joins a page the server answered with what the client holds. `newest` says the page is the
 * conversation's newest one (asked without `before`, e.g. after a reconnection). The result keeps
 * the cursor of whichever side holds the oldest message. A newest page that does not reach back to
 * what is held, while older messages exist, would leave a hole: it replaces what is held instead,
 * and scrolling up fetches the rest again.
 */
export function mergeMessagePages<T extends object>(
  existing: MessagePage<T> | undefined,
  incoming: MessagePage<T>,
  idOf: (item: T) => string,
  newest: boolean,
): MessagePage<T> {
  if (!existing || existing.items.length === 0) return incoming;
  if (incoming.items.length === 0) return newest ? existing : { ...existing, older_cursor: incoming.older_cursor };
  const heldNewest = idOf(existing.items[existing.items.length - 1]);
  const incomingOldest = idOf(incoming.items[0]);
  if (newest && incoming.older_cursor !== null && compareMessageIds(heldNewest, incomingOldest) < 0) return incoming;
  const incomingHoldsOldest = compareMessageIds(incomingOldest, idOf(existing.items[0])) <= 0;
  return {
    ...incoming,
    items: mergeById(existing.items, incoming.items, idOf),
    older_cursor: incomingHoldsOldest ? incoming.older_cursor : existing.older_cursor,
  };
}
