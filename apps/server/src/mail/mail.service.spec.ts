import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { loadConfig } from '../config/config';
import type { JobQueue } from '../queue/job-queue';
import { composeMail } from './compose-mail';
import { MailService, type MailOutcome } from './mail.service';

type Handler = (data: unknown) => Promise<void>;

/** A queue that keeps what it is given: jobs sent, and the handler of each job name with its options. */
function fakeQueue() {
  const sent: Array<{ name: string; data: unknown; manager?: EntityManager }> = [];
  const handlers = new Map<string, { handle: Handler; options: unknown }>();
  const queue = {
    send: (name: string, data: unknown, manager?: EntityManager) => Promise.resolve(void sent.push({ name, data, manager })),
    work: (name: string, handle: Handler, options: unknown) => Promise.resolve(void handlers.set(name, { handle, options })),
  };
  return { queue: queue as unknown as JobQueue, sent, handlers };
}

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const aMail = () => composeMail('ada@example.com', 'Hello', 'Hi Ada,', 'Something happened.', 'Open', 'http://gatherly.test/x', 'Bye.');

describe('MailService', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-mail-spec-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const service = (environment: Record<string, string> = {}) => {
    const fake = fakeQueue();
    const mail = new MailService(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...environment }), fake.queue);
    const outcomes: string[] = [];
    mail.observe((outcome: MailOutcome, kind) => outcomes.push(`${outcome} ${kind}`));
    return { mail, outcomes, ...fake };
  };

  it('queues a job of the kind, in the transaction given, and counts it as queued', async () => {
    const { mail, sent, outcomes } = service();
    const manager = {} as EntityManager;
    await mail.queue('verification', { email: 'ada@example.com' }, manager);
    expect(sent).toEqual([{ name: 'mail-verification', data: { email: 'ada@example.com' }, manager }]);
    expect(outcomes).toEqual(['queued verification']);
  });

  it('sends what a handler composes into the outbox, and nothing when it composes nothing', async () => {
    const { mail, handlers, outcomes } = service();
    await mail.handle('digest', (data) => Promise.resolve((data as { accountId: string }).accountId === 'a' ? aMail() : null));
    const { handle, options } = handlers.get('mail-digest')!;
    expect(options).toEqual({ alone: true });
    await handle({ accountId: 'a' });
    await handle({ accountId: 'b' });
    expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(1);
    expect(outcomes).toEqual(['sent digest']);
  });

  it('counts a failed send and throws, so that its job alone is tried again', async () => {
    const { mail, handlers, outcomes } = service({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, SMTP_CONNECTION_TIMEOUT_SECONDS: '1' });
    await mail.onModuleInit();
    await expect(handlers.get('mail-moderation')!.handle(aMail())).rejects.toThrow();
    expect(outcomes).toEqual(['failed moderation']);
  });
});
