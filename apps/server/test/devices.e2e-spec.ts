import { CHAT_CLOSE_CODES, DEVICE_MESSAGES, LINK_PATHS } from '@gatherly/schema';
import { SessionsService } from '../src/accounts/sessions.service';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeUser, refreshCookieOf, type QuickUser, type User } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive, type Inbox } from './support/sockets';
import { PUBLIC_URL, type Reply, startTestApp, type TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_CHROME_NEWER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SESSIONS = '{ sessions { session_id browser os created_at last_used_at is_current } }';
const END_SESSION = 'mutation End($id: ID!) { endSession(session_id: $id) }';
const END_OTHERS = 'mutation { endOtherSessions }';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const expectOk = (reply: Reply, status = 200) => expect([reply.status, reply.text]).toEqual([status, expect.stringContaining('"success":true')]);

interface Device {
  access: string;
  cookie: string;
  sessionId: string;
}

/** A session of `accountId` started as a browser with `userAgent` signs in. */
async function signedInAs(accountId: string, userAgent: string | null): Promise<Device> {
  const { access, refresh } = await t.app.get(SessionsService).start(accountId, { ip: '127.0.0.1', userAgent });
  return { access, cookie: `gatherly_refresh=${refresh}`, sessionId: JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')).sid };
}

/** Logs in over REST as a browser with `userAgent` would. */
async function logInWith(user: User, userAgent: string): Promise<Device> {
  const reply = await t.client().post('/api/account/login', { email: user.email, password: user.password }, { headers: { 'user-agent': userAgent } });
  expect(reply.status).toBe(200);
  const access = reply.body.data.access;
  return { access, cookie: refreshCookieOf(reply), sessionId: JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')).sid };
}

async function accessWorks(access: string): Promise<boolean> {
  const reply = await t.client().get('/api/feed', { token: access });
  if (reply.status === 200) return true;
  expectEnvelope(reply, 401);
  return false;
}

/** Opens both sockets with `device`'s token; resolves once the GraphQL one is live (a notification came through). */
async function socketsOf(device: Device, owner: QuickUser) {
  const [friend] = await makeQuickUsers(t, 1);
  const chat = await openChatSocket(t, device.access);
  const ws = openGraphqlSocket(t, device.access);
  const notifications = ws.subscribe('subscription { notificationAdded { id } }');
  await whenLive(notifications.values as Inbox<unknown>, async () => {
    await t.client().post(`/api/profile/unfollow/${owner.username}`, undefined, { token: friend.access });
    await t.client().post(`/api/profile/follow/${owner.username}`, undefined, { token: friend.access });
  });
  return { chat, ws };
}

describe('the list of sessions', () => {
  it('shows each live device with its browser and system, the current one marked, most recently used first, on REST and GraphQL', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const mac = await signedInAs(owner.accountId, MAC_CHROME);
    const linux = await signedInAs(owner.accountId, LINUX_FIREFOX);
    const phone = await signedInAs(owner.accountId, IPHONE_SAFARI);
    const ended = await signedInAs(owner.accountId, MAC_CHROME);
    expectOk(await t.client().post('/api/account/logout', undefined, { cookie: ended.cookie }));
    // The Mac renews its access: it becomes the most recently used.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await t.client().post('/api/account/refresh', undefined, { cookie: mac.cookie })).status).toBe(200);

    const rest = await t.client().get('/api/account/sessions', { token: linux.access });
    expectOk(rest);
    const listed = rest.body.data.sessions as Array<Record<string, unknown>>;
    expect(listed.map((row) => row.session_id).slice(0, 1)).toEqual([mac.sessionId]);
    expect(listed).toHaveLength(4);
    const byId = Object.fromEntries(listed.map((row) => [row.session_id, row]));
    expect(byId[mac.sessionId]).toMatchObject({ browser: 'Chrome 131', os: 'macOS 10.15', is_current: false });
    expect(byId[linux.sessionId]).toMatchObject({ browser: 'Firefox 133', os: 'Linux', is_current: true });
    expect(byId[phone.sessionId]).toMatchObject({ browser: 'Safari 17', os: 'iOS 17', is_current: false });
    const quick = listed.find((row) => ![mac.sessionId, linux.sessionId, phone.sessionId].includes(row.session_id as string));
    expect(quick).toMatchObject({ browser: english(DEVICE_MESSAGES.unknownBrowser), os: english(DEVICE_MESSAGES.unknownSystem) });
    expect(byId[ended.sessionId]).toBeUndefined();
    const macRow = byId[mac.sessionId] as { created_at: string; last_used_at: string };
    expect(Date.parse(macRow.last_used_at)).toBeGreaterThan(Date.parse(macRow.created_at));
    const phoneRow = byId[phone.sessionId] as { created_at: string; last_used_at: string };
    expect(Date.parse(phoneRow.last_used_at)).toBeGreaterThanOrEqual(Date.parse(phoneRow.created_at));

    const gql = await t.client().gql(SESSIONS, undefined, { token: phone.access });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.sessions.map((row: { session_id: string }) => row.session_id)).toEqual(listed.map((row) => row.session_id));
    expect(gql.body.data.sessions.find((row: { is_current: boolean }) => row.is_current).session_id).toBe(phone.sessionId);
  });

  it('is refused to a personal access token, which is no device (403 on both doors)', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: owner.access });
    const token = made.body.data.token as string;
    expectEnvelope(await t.client().get('/api/account/sessions', { token }), 403);
    expectEnvelope(await t.client().post('/api/account/sessions/end-others', undefined, { token }), 403);
    const sessionId = (await t.client().get('/api/account/sessions', { token: owner.access })).body.data.sessions[0].session_id;
    expectEnvelope(await t.client().request('DELETE', `/api/account/sessions/${sessionId}`, { token }), 403);
    expect((await t.client().gql(SESSIONS, undefined, { token })).body.errors?.[0].extensions?.code).toBe('auth/forbidden');
    expect((await t.client().gql(END_OTHERS, undefined, { token })).body.errors?.[0].extensions?.code).toBe('auth/forbidden');
    expect(await accessWorks(owner.access)).toBe(true);
  });
});

describe('ending a session', () => {
  it.each(['REST', 'GraphQL'])('over %s: its access token answers 401 at once, its sockets close, its refresh fails; the others go on', async (door) => {
    const [owner] = await makeQuickUsers(t, 1);
    const here = await signedInAs(owner.accountId, MAC_CHROME);
    const there = await signedInAs(owner.accountId, LINUX_FIREFOX);
    const { chat, ws } = await socketsOf(there, owner);

    if (door === 'REST') {
      const reply = await t.client().request('DELETE', `/api/account/sessions/${there.sessionId}`, { token: here.access });
      expectOk(reply);
      expect(reply.body.message).toBe(english(DEVICE_MESSAGES.ended));
    } else {
      const reply = await t.client().gql(END_SESSION, { id: there.sessionId }, { token: here.access });
      expect(reply.body).toEqual({ data: { endSession: english(DEVICE_MESSAGES.ended) } });
    }

    expect(await chat.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await accessWorks(there.access)).toBe(false);
    expect((await t.client().gql('{ me { username } }', undefined, { token: there.access })).body.errors?.[0].extensions?.status).toBe(401);
    expectEnvelope(await t.client().post('/api/account/refresh', undefined, { cookie: there.cookie }), 401);
    expect(await accessWorks(here.access)).toBe(true);
    const left = (await t.client().get('/api/account/sessions', { token: here.access })).body.data.sessions;
    expect(left.map((row: { session_id: string }) => row.session_id)).not.toContain(there.sessionId);
  });

  it('the current one is a logout: the refresh cookie is cleared', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const here = await signedInAs(owner.accountId, MAC_CHROME);
    const reply = await t.client().request('DELETE', `/api/account/sessions/${here.sessionId}`, { token: here.access, cookie: here.cookie });
    expectOk(reply);
    expect(reply.setCookies.some((cookie) => /^gatherly_refresh=;/.test(cookie))).toBe(true);
    expect(await accessWorks(here.access)).toBe(false);
  });

  it("answers 404 for another account's session, an ended one and a malformed id, on both doors, and ends nothing", async () => {
    const [owner, stranger] = await makeQuickUsers(t, 2);
    const strangers = await signedInAs(stranger.accountId, LINUX_FIREFOX);
    const ended = await signedInAs(owner.accountId, MAC_CHROME);
    expectOk(await t.client().request('DELETE', `/api/account/sessions/${ended.sessionId}`, { token: owner.access }));
    for (const id of [strangers.sessionId, ended.sessionId, 'not-a-session']) {
      const rest = await t.client().request('DELETE', `/api/account/sessions/${id}`, { token: owner.access });
      expectEnvelope(rest, 404);
      expect(rest.body.message).toBe(english(DEVICE_MESSAGES.notFound));
      const gql = await t.client().gql(END_SESSION, { id }, { token: owner.access });
      expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'session/not_found', status: 404 });
    }
    const french = await t.client().request('DELETE', `/api/account/sessions/${ended.sessionId}`, { token: owner.access, headers: { 'accept-language': 'fr' } });
    expect([french.status, french.body.message]).toEqual([404, 'Session introuvable.']);
    expect(await accessWorks(strangers.access)).toBe(true);
  });
});

describe('ending every other session', () => {
  it.each(['REST', 'GraphQL'])('over %s keeps the current one and ends the rest, sockets included', async (door) => {
    const [owner, neighbour] = await makeQuickUsers(t, 2);
    const here = await signedInAs(owner.accountId, MAC_CHROME);
    const phone = await signedInAs(owner.accountId, IPHONE_SAFARI);
    const laptop = await signedInAs(owner.accountId, LINUX_FIREFOX);
    const neighbours = await signedInAs(neighbour.accountId, LINUX_FIREFOX);
    const { chat, ws } = await socketsOf(phone, owner);

    if (door === 'REST') {
      const reply = await t.client().post('/api/account/sessions/end-others', undefined, { token: here.access });
      expectOk(reply);
      expect(reply.body.message).toBe(english(DEVICE_MESSAGES.othersEnded));
    } else {
      // owner.access (made with the quick user) is one of the others too.
      expect((await t.client().gql(END_OTHERS, undefined, { token: here.access })).body).toEqual({ data: { endOtherSessions: 3 } });
    }

    expect(await chat.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await accessWorks(phone.access)).toBe(false);
    expect(await accessWorks(laptop.access)).toBe(false);
    expect(await accessWorks(owner.access)).toBe(false);
    expect(await accessWorks(here.access)).toBe(true);
    expect(await accessWorks(neighbours.access)).toBe(true);
    const left = (await t.client().get('/api/account/sessions', { token: here.access })).body.data.sessions;
    expect(left).toEqual([expect.objectContaining({ session_id: here.sessionId, is_current: true })]);
  });
});

describe('a sign-in from a new device', () => {
  it('is mailed once with the device and a link to Sessions; not at the first sign-in, not for a device seen before', async () => {
    // makeUser signs in once (its first sign-in): nothing is mailed.
    const user = await makeUser(t);
    expect(await t.outbox.all(user.email, LINK_PATHS.sessions)).toEqual([]);
    const firstAgain = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(firstAgain.status).toBe(200);
    expect(await t.outbox.all(user.email, LINK_PATHS.sessions)).toEqual([]);

    await logInWith(user, MAC_CHROME);
    const mails = await t.outbox.all(user.email, LINK_PATHS.sessions);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New sign-in to Gatherly');
    expect(mails[0].link).toBe(`${PUBLIC_URL}${LINK_PATHS.sessions}`);
    expect(mails[0].text).toContain('Chrome 131 on macOS 10.15');
    expect(mails[0].text).toMatch(/on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mails[0].text).toContain("If it wasn't you, change your password and end that session");

    // The same browser and system again, even updated: no new device.
    await logInWith(user, MAC_CHROME);
    await logInWith(user, MAC_CHROME_NEWER);
    expect(await t.outbox.all(user.email, LINK_PATHS.sessions)).toHaveLength(1);

    await logInWith(user, IPHONE_SAFARI);
    const after = await t.outbox.all(user.email, LINK_PATHS.sessions);
    expect(after).toHaveLength(2);
    expect(after[1].text).toContain('Safari 17 on iOS 17');
  });
});
