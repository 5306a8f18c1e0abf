import { PASSING_NETWORK_CODES } from '../common/net/network-errors';

/**
 * SQLSTATEs of a database that cannot serve now, though it may in a moment: connection exceptions
 * (class 08, but for 08P01, a protocol violation, which is a bug), an administrator's or a crash's
 * shutdown, a server still starting (57P0x), a statement cancelled by the statement timeout
 * (57014), and a server out of connections (53300).
 */
const UNAVAILABLE_STATES = /^(0800[0-7]|57P0[1-4]|57014|53300)$/;

/** Errors of the network under a connection, and no address: the database's host is ours, so a name not found is a DNS of the moment. */
const NETWORK_CODES = new Set([...PASSING_NETWORK_CODES, 'ENOTFOUND']);

/**
 * What node-postgres and its pool say of a connection that broke, of a connection that could not be
 * had in time (the acquire timeout), and of a pool closed while the process stops.
 */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/**
 * Whether `error` says that the database is gone, starting again or too slow, rather than that a
 * statement was wrong: such a request is answered 503 and may be sent again. TypeORM wraps the
 * driver's error (`driverError`); others chain it as `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, driverError, cause } = error as ErrorLike;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
