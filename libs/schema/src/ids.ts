/** The id of an account, item, comment, conversation, report or token: a UUID, in either case. */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * Whether `value` is a well-formed UUID. An id that is not one names nothing: the server answers it
 * as missing without asking PostgreSQL (which would refuse the cast), the client without asking.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
