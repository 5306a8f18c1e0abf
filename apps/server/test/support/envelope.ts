import type { Reply } from './test-app';

/** A REST failure as a client sees it: the status, JSON, `success: false`, and texts without internals. */
export function expectEnvelope(reply: Reply, status: number): void {
  // The body rides along with the status, so that a failure shows what the server said.
  expect([reply.status, reply.text]).toEqual([status, expect.any(String)]);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body.success).toBe(false);
  const { error, message } = reply.body;
  if (error !== undefined) {
    expect(Array.isArray(error) && error.length > 0 && error.every((entry: unknown) => typeof entry === 'string')).toBe(true);
  } else {
    expect(typeof message).toBe('string');
    expect(message).not.toMatch(/at .*\.(js|ts):\d+/);
  }
}
