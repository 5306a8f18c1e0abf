import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINK_PATHS } from '@gatherly/schema';
import { startAppProcess } from './support/app-process';
import { signupFields } from './support/factories';
import { startSmtpServer, type SmtpServer } from './support/smtp-server';

/**
 * Mail as `npm start` sends it (the built dist/main.js with its embedded PostgreSQL): a mail
 * promised by an answer survives the process dying right after, and an SMTP server that hangs
 * neither holds a sign-up nor the drain of a stop.
 */

let dataDir: string;
const servers: SmtpServer[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gatherly-mail-'));
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

const smtpServer = async (options: { silent?: boolean } = {}) => {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
};

const signUp = (baseUrl: string, fields: object) => fetch(`${baseUrl}/api/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });

it('sends the verification mail of a sign-up answered just before the process was killed, once it runs again', async () => {
  // The first instance runs no workers and its mail server hangs: the mail can be nowhere but in the database.
  const hanging = await smtpServer({ silent: true });
  const first = await startAppProcess({ DATA_DIR: dataDir, WORKERS: 'false', SMTP_URL: hanging.url });
  const fields = signupFields();
  expect((await signUp(first.baseUrl, fields)).status).toBe(201);
  first.child.kill('SIGKILL');
  await first.exited;

  const smtp = await smtpServer();
  const second = await startAppProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
  try {
    const mail = await smtp.mailTo(fields.email);
    const token = new RegExp(`${LINK_PATHS.verifyEmail}\\?${LINK_PATHS.verifyEmailQuery}=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect((await fetch(`${second.baseUrl}/api/account/verify-email?token=${token}`)).status).toBe(200);
  } finally {
    await second.stop();
  }
});

it('answers a sign-up at once and stops within the drain while a send waits on an SMTP server that never answers', async () => {
  const hanging = await smtpServer({ silent: true });
  const app = await startAppProcess({ DATA_DIR: dataDir, SMTP_URL: hanging.url });
  const started = Date.now();
  expect((await signUp(app.baseUrl, signupFields())).status).toBe(201);
  expect(Date.now() - started).toBeLessThan(5_000);
  // The worker has taken the mail and waits for the server's greeting.
  const deadline = Date.now() + 10_000;
  while (hanging.connections === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(hanging.connections).toBeGreaterThan(0);
  const stopping = Date.now();
  expect(await app.stop()).toBe(0);
  // The README promises the drain within 10 s.
  expect(Date.now() - stopping).toBeLessThan(10_000);
});
