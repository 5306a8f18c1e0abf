import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { signupFields } from './factories';

/**
 * The embedded PostgreSQL of a Gatherly started as a process (support/app-process.ts), as an
 * operator or a fault would reach it: through its data folder.
 */

/** The pid and port of the PostgreSQL running on `dataDir`, from its postmaster.pid. */
export function postmaster(dataDir: string): { pid: number; port: number } {
  const [pid, , , port] = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n').map(Number);
  return { pid, port };
}

/**
 * A connection of its own that takes `table` in ACCESS EXCLUSIVE mode, in a transaction left open:
 * every statement of the app that reads or writes the table waits until `release`.
 */
export async function holdTable(dataDir: string, table: string): Promise<{ client: Client; release(): Promise<void> }> {
  const client = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${postmaster(dataDir).port}/gatherly` });
  // Killing the database ends this connection too: that is expected, not a failure of the test.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return { client, release: () => client.end().catch(() => undefined) };
}

/** Waits until a statement of the app mentioning `table` waits for the lock `holder` holds. */
export async function waitUntilBlocked(holder: Client, table: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Inside the holder's transaction the activity view is read once and kept: read it afresh.
    await holder.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await holder.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid() AND position($1 in query) > 0`,
      [table],
    );
    if (rows[0].waiting > 0) return;
    if (Date.now() > deadline) throw new Error(`no statement on ${table} waited for the lock within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs up over REST, follows the mailed link from the app's outbox, and logs in: the access token. */
export async function signedInUser(baseUrl: string, dataDir: string): Promise<{ username: string; access: string }> {
  const fields = signupFields();
  const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signup = await post('/api/account/signup', fields);
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const link = await mailedLink(join(dataDir, 'mail'), fields.email);
  const verified = await fetch(`${baseUrl}/api/account/verify-email?token=${encodeURIComponent(new URL(link).searchParams.get('verification_token') ?? '')}`);
  if (verified.status !== 200) throw new Error(`verification: ${verified.status} ${await verified.text()}`);
  const login = await post('/api/account/login', { email: fields.email, password: fields.password });
  const body = (await login.json()) as { data?: { access?: string } };
  if (!body.data?.access) throw new Error(`login: ${login.status} ${JSON.stringify(body)}`);
  return { username: fields.username, access: body.data.access };
}

/** The link of the first mail to `address` in the outbox, once it is written (mail goes out after the answer). */
async function mailedLink(outbox: string, address: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.json')) : [];
    const mail = files.map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; link: string }).find((each) => each.to === address.toLowerCase());
    if (mail) return mail.link;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${outbox} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
