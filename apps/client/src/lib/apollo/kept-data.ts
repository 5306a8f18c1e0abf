/**
 * What a query's screen shows: its data, or, when fetching it again failed (the server cannot be
 * reached), the data shown before, so that a failure never blanks the page.
 */
export function keptData<T>(result: { data?: T; previousData?: T; error?: unknown }): T | undefined {
  return result.data ?? (result.error ? result.previousData : undefined);
}
