import { JobQueue } from '../../src/queue/job-queue';
import { JOB_NAMES, MAIL_JOB_NAMES, type JobName } from '../../src/queue/jobs';
import type { TestApp } from './test-app';

/** Pushes, sent by push.e2e-spec.ts's app alone (test-app.ts): only that file waits for them. */
const PUSH_JOBS: readonly JobName[] = ['push-notification', 'push-messages', 'push-deliver'];

/** The fediverse's deliveries and sweeps, done by federation.e2e-spec.ts's app alone (test-app.ts): only that file waits for them. */
const FEDERATION_JOBS: readonly JobName[] = ['federation', 'federation-follow', 'federation-unfollow', 'federation-reject', 'federation-item', 'federation-comment', 'federation-avatar', 'federation-rsvp', 'federation-join', 'federation-like', 'federation-sweep'];

/** Jobs a test waits for: not an account's deletion, which waits for its grace period to end by design, nor pushes, nor the fediverse's. */
const WAITED_JOBS = JOB_NAMES.filter((name) => name !== 'account-deletion' && !PUSH_JOBS.includes(name) && !FEDERATION_JOBS.includes(name));

/**
 * Waits until no background job is left to do: fan-out of new items, merges of follows. The
 * queue is shared by every app on the test database, so this waits for theirs too.
 */
export function jobsDone(t: TestApp, timeoutMs = 30_000): Promise<void> {
  return done(t, WAITED_JOBS, timeoutMs);
}

/** jobsDone, and the pushes too: for the app that sends them. */
export function pushesDone(t: TestApp, timeoutMs = 30_000): Promise<void> {
  return done(t, [...WAITED_JOBS, ...PUSH_JOBS], timeoutMs);
}

/** jobsDone, and the fediverse's deliveries and activities taken in: for the app that does them. */
export function federationDone(t: TestApp, timeoutMs = 30_000): Promise<void> {
  return done(t, [...WAITED_JOBS, ...FEDERATION_JOBS.filter((name) => name !== 'federation-sweep')], timeoutMs);
}

async function done(t: TestApp, names: readonly JobName[], timeoutMs: number): Promise<void> {
  const queue = t.app.get(JobQueue);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await queue.pendingOf(names)) === 0) return;
    if (Date.now() > deadline) {
      const pending = await Promise.all(names.map(async (name) => `${name} ${await queue.pending(name)}`));
      throw new Error(`background jobs still pending after ${timeoutMs} ms: ${pending.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until no mail is left to send, on any app of the test database. */
export async function mailsSent(t: Pick<TestApp, 'app'>, timeoutMs = 30_000): Promise<void> {
  const queue = t.app.get(JobQueue);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await queue.pendingOf(MAIL_JOB_NAMES);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`mails still pending after ${timeoutMs} ms: ${pending}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
