import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { daysFromNow, makeEvent, makeQuickUsers, makeRemark } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * examples/rest-client, the typed client third parties can start from, run against the app with a
 * personal access token: so that the example never rots as the contract changes.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const EXAMPLE = join(__dirname, '..', '..', '..', 'examples', 'rest-client', 'dist', 'main.js');

it('posts a remark, reads the feed page by page, finds an event, and finds it near a place, with a personal access token', async () => {
  if (!existsSync(EXAMPLE)) throw new Error(`${EXAMPLE} is missing: run "npm run build" first`);
  const [me, friend, stranger] = await makeQuickUsers(t, 3);
  await t.client().post(`/api/profile/follow/${friend.username}`, undefined, { token: me.access });
  for (let n = 1; n <= 22; n += 1) await makeRemark(t, friend, `Friend remark ${n}`);
  // A name of its own: other test files share the database, and search finds every upcoming event.
  const eventName = `Quiz night of ${friend.username}`;
  const event = await makeEvent(t, friend, { event_name: eventName, event_date: daysFromNow(3) });
  // In Paris, 1.2 km north of the centre the gazetteer gives it (48.85341, 2.3488); another one of the same name in Lyon, by someone not followed (out of the feed).
  await t.db.query('UPDATE events SET latitude = 48.86420, longitude = 2.3488 WHERE item_id = $1', [event.event_id]);
  const lyon = await makeEvent(t, stranger, { event_name: `${eventName} in Lyon`, event_date: daysFromNow(4) });
  await t.db.query('UPDATE events SET latitude = 45.7485, longitude = 4.8467 WHERE item_id = $1', [lyon.event_id]);
  const made = await t.client().post('/api/account/tokens', { name: 'Example client', scopes: ['read', 'write'] }, { token: me.access });

  const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE, eventName.toLowerCase(), 'paris'], {
    env: { ...process.env, GATHERLY_URL: t.baseUrl, GATHERLY_TOKEN: made.body.data.token },
  });
  const lines = stdout.trim().split('\n');
  expect(lines[0]).toMatch(/^Posted remark [0-9a-f-]{36}: Hello from a script, /);
  expect(lines).toContain(`Feed page 1: event by ${friend.username}: ${eventName}`);
  expect(lines).toContain(`Feed page 2: remark by ${friend.username}: Friend remark 1`);
  expect(lines.filter((line) => line.startsWith('Feed page'))).toHaveLength(24);
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Event: ${eventName} on .+ \\(0 people you follow are interested\\)$`)));
  expect(lines).toContain(`Found 2 upcoming events named like "${eventName.toLowerCase()}".`);
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Near Paris, Île-de-France, France: ${eventName} on .+, 1\\.2 km away$`)));
  expect(lines.filter((line) => line.startsWith('Near '))).toHaveLength(1);
  expect(lines.at(-1)).toBe(`Found 1 upcoming events named like "${eventName.toLowerCase()}" within 25 km of Paris, Île-de-France, France.`);
});

it('says what is missing without a token, and what went wrong with a bad one', async () => {
  const run = (token?: string) =>
    promisify(execFile)(process.execPath, [EXAMPLE], { env: { ...process.env, GATHERLY_URL: t.baseUrl, GATHERLY_TOKEN: token ?? '' } }).catch((error: { code: number; stderr: string }) => error);
  await expect(run()).resolves.toMatchObject({ code: 2, stderr: expect.stringContaining('Set GATHERLY_TOKEN') });
  await expect(run('gth_not-a-token')).resolves.toMatchObject({ code: 1, stderr: expect.stringContaining('Posting a remark failed: Authentication credentials were not provided or are invalid.') });
});
