/**
 * Codes Node gives a failure of the network under a connection that may pass: refused, reset,
 * timed out, no route, a DNS lookup that failed for now.
 */
export const PASSING_NETWORK_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** Whether `error` carries one of PASSING_NETWORK_CODES. */
export function isPassingNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && PASSING_NETWORK_CODES.has(code);
}
