import { Client } from 'pg';
import { LINK_PATHS } from '@gatherly/schema';
import { freePort } from './support/app-process';
import { signupFields } from './support/factories';
import { startSmtpServer, type SmtpServer } from './support/smtp-server';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Mail over SMTP, through the queue: an SMTP server that is down or hangs holds no answer, and the
 * mail goes out once the server takes it. Each test's app has a database of its own, so that no
 * app of another test file (which writes to the outbox) takes its mail jobs.
 */

const METRICS_TOKEN = 'metrics-token-for-the-mail-tests';

async function onTestServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: process.env.GATHERLY_TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the test server, and the app on it; `close` stops the app and drops it. */
async function appOnOwnDatabase(name: string, environment: Record<string, string>): Promise<TestApp> {
  const database = `gatherly_mail_${name}_${process.pid}`;
  await onTestServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await onTestServer(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.GATHERLY_TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  const t = await startTestApp({ DATABASE_URL: url.toString(), METRICS_TOKEN, ...environment });
  return {
    ...t,
    close: async () => {
      await t.close();
      await onTestServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/** The value of a mail counter of this instance for `kind`, 0 before its first count. */
async function mailCount(t: TestApp, outcome: 'queued' | 'sent' | 'failed', kind: string): Promise<number> {
  const reply = await t.client().get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const found = new RegExp(`^gatherly_mail_${outcome}_total\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(reply.text);
  return found ? Number(found[1]) : 0;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const verificationTokenIn = (text: string) => new RegExp(`${LINK_PATHS.verifyEmail}\\?${LINK_PATHS.verifyEmailQuery}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('an SMTP server that is down', () => {
  let t: TestApp;
  let smtp: SmtpServer | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    t = await appOnOwnDatabase('down', { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('answers a sign-up as usual, and sends its mail once the server is up', async () => {
    const fields = signupFields();
    const reply = await t.client().post('/api/account/signup', fields);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ success: true });
    expect(await mailCount(t, 'queued', 'verification')).toBe(1);
    await until(async () => (await mailCount(t, 'failed', 'verification')) >= 1, 'the first try fails');
    expect(await mailCount(t, 'sent', 'verification')).toBe(0);

    smtp = await startSmtpServer({ port });
    const mail = await smtp.mailTo(fields.email);
    expect(mail.text).toContain('Subject: Verify your Gatherly email address');
    const token = verificationTokenIn(mail.text);
    expect(token).toBeDefined();
    expect((await t.client().get(`/api/account/verify-email?token=${token}`)).status).toBe(200);
    await until(async () => (await mailCount(t, 'sent', 'verification')) === 1, 'the mail is counted as sent');
  });
});

describe('an SMTP server that accepts and never answers', () => {
  let t: TestApp;
  let smtp: SmtpServer;
  let closed = false;

  beforeAll(async () => {
    smtp = await startSmtpServer({ silent: true });
    t = await appOnOwnDatabase('silent', { SMTP_URL: smtp.url, SMTP_GREETING_TIMEOUT_SECONDS: '1' });
  });

  afterAll(async () => {
    if (!closed) await t?.close();
    await smtp?.close();
  });

  it('holds no sign-up, and a send gives up after the greeting timeout, to be tried again later', async () => {
    const started = Date.now();
    const reply = await t.client().post('/api/account/signup', signupFields());
    expect(reply.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    await until(async () => (await mailCount(t, 'failed', 'verification')) >= 1, 'the send gives up', 10_000);
    expect(smtp.connections).toBeGreaterThanOrEqual(1);
  });

  it('stops promptly while a send waits for the server', async () => {
    await t.client().post('/api/account/signup', signupFields());
    const connections = smtp.connections;
    await until(() => Promise.resolve(smtp.connections > connections), 'a send is under way');
    const stopping = Date.now();
    closed = true;
    await t.close();
    expect(Date.now() - stopping).toBeLessThan(10_000);
  });
});
