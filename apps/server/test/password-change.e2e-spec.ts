import { Writable } from 'node:stream';
import { CHAT_CLOSE_CODES, LINK_PATHS, MESSAGES, PASSWORD_CHANGE_MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { createRootLogger } from '../src/logging/root-logger';
import { expectEnvelope } from './support/envelope';
import { logIn, makeQuickUsers, makeUser, type User } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive } from './support/sockets';
import { startTestApp, type TestApp, type TestClient } from './support/test-app';
import { english } from '../src/i18n/texts';

const CHANGE = 'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }';
const NEW_PASSWORD = 'Fresh-start-42';

let t: TestApp;
let written = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  t = await startTestApp({}, createRootLogger({ env: 'production', logLevel: 'log' }, sink));
});

afterAll(async () => {
  await t?.close();
});

/** Changes the password through `door`; answers what a client reads: status, code and texts. */
async function change(door: string, access: string, body: Record<string, unknown>, client: TestClient = t.client()): Promise<{ status: number; code?: string; texts: string[] }> {
  if (door === 'REST') {
    const reply = await client.post('/api/account/password/change', body, { token: access });
    if (reply.status !== 200) expectEnvelope(reply, reply.status);
    return { status: reply.status, texts: reply.body.error ?? [reply.body.message] };
  }
  const reply = await client.gql(CHANGE, { input: body }, { token: access });
  const error = reply.body.errors?.[0];
  if (!error) return { status: 200, texts: [reply.body.data!.changePassword] };
  return { status: error.extensions?.status, code: error.extensions?.code, texts: error.extensions?.errors ?? [error.message] };
}

describe.each(['REST', 'GraphQL'])('changing the password over %s', (door) => {
  it('keeps this session, ends every other one with the reason, closes their sockets and mails the account', async () => {
    const user = await makeUser(t);
    const other = await logIn(t.client(), user.email, user.password);
    const [friend] = await makeQuickUsers(t, 1);
    const chat = await openChatSocket(t, other.access);
    const ws = openGraphqlSocket(t, other.access);
    const followed = ws.subscribe('subscription { notificationAdded { id } }');
    await whenLive(followed.values, async () => {
      await t.client().post(`/api/profile/unfollow/${user.username}`, undefined, { token: friend.access });
      await t.client().post(`/api/profile/follow/${user.username}`, undefined, { token: friend.access });
    });

    const answer = await change(door, user.access, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(answer).toEqual({ status: 200, texts: [english(PASSWORD_CHANGE_MESSAGES.changed)] });

    expect(await chat.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expectEnvelope(await t.client().get('/api/feed', { token: other.access }), 401);
    const refused = await t.client().post('/api/account/refresh', undefined, { cookie: other.cookie });
    expectEnvelope(refused, 401);
    expect(refused.body.message).toBe(english(SERVER_MESSAGES.sessionEndedPasswordChanged));

    // This device goes on, refresh included.
    expect((await t.client().get('/api/feed', { token: user.access })).status).toBe(200);
    expect((await t.client().post('/api/account/refresh', undefined, { cookie: user.cookie })).status).toBe(200);

    const mail = await t.outbox.take(user.email, LINK_PATHS.resetRequest);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('every other device signed in to it was logged out');

    expectEnvelope(await t.client().post('/api/account/login', { email: user.email, password: user.password }), 401);
    await logIn(t.client(), user.email, NEW_PASSWORD);
  });

  it('refuses a wrong current password, naming it, and changes nothing', async () => {
    const user = await makeUser(t);
    const other = await logIn(t.client(), user.email, user.password);
    const answer = await change(door, user.access, { current_password: 'Not-mine-1!', new_password: NEW_PASSWORD });
    expect(answer).toMatchObject({ status: 400, texts: [english(PASSWORD_CHANGE_MESSAGES.currentWrong)] });
    expect((await t.client().get('/api/feed', { token: other.access })).status).toBe(200);
    await logIn(t.client(), user.email, user.password);
  });

  it.each([
    ['a weak new password', { current_password: 'RIGHT', new_password: 'weakling' }, [english(MESSAGES.newPasswordRule)]],
    ['no current password', { current_password: '', new_password: NEW_PASSWORD }, [english(PASSWORD_CHANGE_MESSAGES.currentRequired)]],
    ['both missing', { current_password: '', new_password: '' }, [english(PASSWORD_CHANGE_MESSAGES.currentRequired), english(MESSAGES.newPasswordRule)]],
    ['the same password again', { current_password: 'RIGHT', new_password: 'RIGHT' }, [english(PASSWORD_CHANGE_MESSAGES.sameAsCurrent)]],
  ])('refuses %s with the rule broken (400)', async (_name, fields, texts) => {
    const user = await makeUser(t);
    const body = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === 'RIGHT' ? user.password : value]));
    expect(await change(door, user.access, body)).toMatchObject({ status: 400, texts });
    await logIn(t.client(), user.email, user.password);
  });

  it('is refused to a personal access token (403)', async () => {
    const user = await makeUser(t);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: user.access });
    const answer = await change(door, made.body.data.token, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(answer.status).toBe(403);
    await logIn(t.client(), user.email, user.password);
  });
});

describe('in another language', () => {
  it('refuses in German when German is asked for, over REST and GraphQL', async () => {
    const user = await makeUser(t);
    const german = { headers: { 'accept-language': 'de' }, token: user.access };
    const rest = await t.client().post('/api/account/password/change', { current_password: '', new_password: NEW_PASSWORD }, german);
    expect([rest.status, rest.headers.get('content-language'), rest.body.error]).toEqual([400, 'de', ['Gib dein aktuelles Passwort ein.']]);
    const same = await t.client().gql(CHANGE, { input: { current_password: user.password, new_password: user.password } }, german);
    expect(same.body.errors?.[0].extensions).toMatchObject({ status: 400, errors: ['Das neue Passwort muss sich von deinem aktuellen unterscheiden.'] });
    await logIn(t.client(), user.email, user.password);
  });
});

describe('a wrong current password', () => {
  it('counts as a failed login of the account from that address: the login throttle stops both', async () => {
    const user: User = await makeUser(t);
    const client = t.client();
    let status = 400;
    let tries = 0;
    while (status === 400 && tries < 30) {
      tries += 1;
      status = (await client.post('/api/account/password/change', { current_password: `Guess-${tries}!`, new_password: NEW_PASSWORD }, { token: user.access })).status;
    }
    expect(status).toBe(429);
    expect(tries).toBeLessThanOrEqual(11);
    expectEnvelope(await client.post('/api/account/login', { email: user.email, password: user.password }), 429);
    // From elsewhere the owner still gets in.
    await logIn(t.client(), user.email, user.password);
  });
});

it('logs no password', async () => {
  const user = await makeUser(t);
  const current = user.password;
  await change('GraphQL', user.access, { current_password: current, new_password: 'Never-in-logs-7' });
  await change('REST', user.access, { current_password: 'Wrong-guess-9!', new_password: 'Never-in-logs-8' });
  await change('GraphQL', user.access, { current_password: 'Never-in-logs-7', new_password: 'Never-in-logs-7' });
  expect(written).toContain('/api/account/password/change');
  expect(written).not.toContain('Never-in-logs');
  expect(written).not.toContain('Wrong-guess');
  expect(written).not.toContain(current);
});
