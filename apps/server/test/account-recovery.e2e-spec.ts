import { ACCESS_TOKEN_MESSAGES, CHAT_CLOSE_CODES, LINK_PATHS } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { logIn, makeQuickUsers, makeUser, tokenOfLink, User } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive, type Inbox } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Recovering an account recovers all of it: a password reset ends the sessions, the personal access
 * tokens (their open sockets close) and the calendar feed's address, whoever made them; the mail
 * says so. A calendar feed, a read credential that lasts, is made only by the person signed in.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function tokenOf(owner: { access: string }, scopes: string[]): Promise<string> {
  const reply = await t.client().post('/api/account/tokens', { name: 'Left behind', scopes }, { token: owner.access });
  expect(reply.status).toBe(201);
  return reply.body.data.token;
}

/** `friend` follows `owner` again and again until a notification comes through. */
function whenNotified(values: Pick<Inbox<unknown>, 'items' | 'next'>, owner: User, friend: { access: string }): Promise<void> {
  return whenLive(values, async () => {
    await t.client().post(`/api/profile/unfollow/${owner.username}`, undefined, { token: friend.access });
    await t.client().post(`/api/profile/follow/${owner.username}`, undefined, { token: friend.access });
  });
}

describe('a password reset', () => {
  it('revokes the personal access tokens and the calendar feed, closes the tokens\' sockets, and the mail says so', async () => {
    const owner = await makeUser(t);
    const [friend] = await makeQuickUsers(t, 1);
    const intruder = await tokenOf(owner, ['read', 'write', 'chat']);
    const feed = new URL((await t.client().post('/api/calendar/feed', undefined, { token: owner.access })).body.data.url).pathname;
    expect((await t.client().get(feed)).status).toBe(200);
    const socket = await openChatSocket(t, intruder);
    const ws = openGraphqlSocket(t, intruder);
    const notifications = ws.subscribe('subscription { notificationAdded { id } }');
    await whenNotified(notifications.values, owner, friend);

    expect((await t.client().post('/api/account/password/reset', { email: owner.email })).status).toBe(200);
    const mail = await t.outbox.take(owner.email, LINK_PATHS.resetPassword);
    expect(mail.text).toContain('revokes your personal access tokens and the address of your calendar feed');
    const token = tokenOfLink(mail.link, LINK_PATHS.resetPasswordQuery);
    expect((await t.client().post('/api/account/reset-password', { token, password: 'Brand-new-42' })).status).toBe(200);

    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expectEnvelope(await t.client().get('/api/feed', { token: intruder }), 401);
    expectEnvelope(await t.client().post('/api/remarks', { remark_content: 'Still here' }, { token: intruder }), 401);
    expect((await t.client().gql('{ me { id } }', {}, { token: intruder })).body.errors?.[0].extensions?.status).toBe(401);
    expect(await (await openChatSocket(t, intruder)).closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expectEnvelope(await t.client().get(feed), 404);

    const again = await logIn(t.client(), owner.email, 'Brand-new-42');
    expect((await t.client().get('/api/account/tokens', { token: again.access })).body.data.tokens).toEqual([]);
    expect((await t.client().gql('{ hasCalendarFeed }', undefined, { token: again.access })).body.data.hasCalendarFeed).toBe(false);
  });
});

describe('a calendar feed', () => {
  it('is made by the person signed in, never by a personal access token, on REST and GraphQL', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const writer = await tokenOf(owner, ['read', 'write']);
    const rest = await t.client().post('/api/calendar/feed', undefined, { token: writer });
    expectEnvelope(rest, 403);
    expect(rest.body.message).toBe(english(ACCESS_TOKEN_MESSAGES.sessionOnly));
    const gql = await t.client().gql('mutation { createCalendarFeed }', undefined, { token: writer });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(ACCESS_TOKEN_MESSAGES.sessionOnly), extensions: { status: 403 } });
    expect((await t.client().gql('{ hasCalendarFeed }', undefined, { token: owner.access })).body.data.hasCalendarFeed).toBe(false);
    expect((await t.client().post('/api/calendar/feed', undefined, { token: owner.access })).status).toBe(201);
  });
});
