import { randomBytes, randomInt } from 'node:crypto';
import { THROTTLES } from '../src/throttle/throttle.service';
import { CHAT_CLOSE_CODES } from '@gatherly/schema';
import { makeQuickUsers, makeUser, refreshCookieOf } from './support/factories';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { startTestApp, TestApp, TestClient } from './support/test-app';

/**
 * Two instances behind a load balancer must behave as one: they share PostgreSQL, Redis and the
 * signing key. Runs when REDIS_URL names a Redis server (CI sets it when one is there).
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const shared = { REDIS_URL: redisUrl ?? '', JWT_SECRET: randomBytes(32).toString('hex') };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  // Redis outlives a test run: an address no earlier run used keeps the counters fresh.
  const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

  it('counts login attempts of one client together, whichever instance answers', async () => {
    const ip = freshAddress();
    const clients = [new TestClient(a.baseUrl, ip), new TestClient(b.baseUrl, ip)];
    for (let attempt = 0; attempt < THROTTLES.login.perIp.points; attempt += 1) {
      const reply = await clients[attempt % 2].post('/api/account/login', { email: `nobody.${attempt}.${ip}@example.com`, password: 'Wrong123!' });
      expect(reply.status).toBe(401);
    }
    for (const client of clients) {
      const refused = await client.post('/api/account/login', { email: `late.${ip}@example.com`, password: 'Wrong123!' });
      expect(refused.status).toBe(429);
    }
  });

  it('keeps a session across instances: sign in on one, use, refresh and end it on the other', async () => {
    const user = await makeUser(a);
    const me = '{ me { username } }';
    const onB = b.client();
    expect((await onB.gql(me, undefined, { token: user.access })).body).toEqual({ data: { me: { username: user.username } } });

    const refreshed = await onB.post('/api/account/refresh', undefined, { cookie: user.cookie });
    expect(refreshed.status).toBe(200);
    const cookie = refreshCookieOf(refreshed);
    expect((await a.client().gql(me, undefined, { token: refreshed.body.access_token })).body.data.me.username).toBe(user.username);

    expect((await a.client().post('/api/account/logout', undefined, { cookie, token: refreshed.body.access_token })).status).toBe(200);
    const afterLogout = await onB.gql(me, undefined, { token: refreshed.body.access_token });
    expect(afterLogout.body.errors?.[0]?.extensions?.code).toBe('auth/unauthenticated');
  });

  it('carries chat between instances: sent through one, received on both doors of the other; a logout closes sockets everywhere', async () => {
    const [ada, bob] = await makeQuickUsers(a, 2);
    const made = await a.client().post('/api/chat/conversations/create', { participant_ids: [bob.accountId] }, { token: ada.access });
    const conversation = made.body.data.conversation.conversation_id;
    const bobSocket = await openChatSocket(b, bob.access);
    const bobWs = openGraphqlSocket(b, bob.access);
    const bobMessages = bobWs.subscribe<{ messageAdded: { content: string } }>('subscription { messageAdded { content } }');
    const adaSocket = await openChatSocket(a, ada.access);
    // graphql-ws acknowledges no subscription: Ada writes until one message comes through on B.
    for (let attempt = 0; bobMessages.values.items.length === 0 && attempt < 25; attempt += 1) {
      adaSocket.send({ action: 'send_message', conversation, content: `warm-up ${attempt}` });
      await bobMessages.values.next(() => true, { ms: 250 }).catch(() => undefined);
    }
    adaSocket.send({ action: 'send_message', conversation, content: 'From instance A' });
    await bobSocket.frames.next((frame) => frame.type === 'message' && frame.data.content === 'From instance A');
    await bobMessages.values.next((value) => value.messageAdded.content === 'From instance A');
    adaSocket.send({ action: 'typing', conversation, is_typing: true });
    expect(await bobSocket.frames.next((frame) => frame.type === 'typing')).toMatchObject({ sender_username: ada.username, is_typing: true });

    expect((await a.client().post('/api/account/logout', undefined, { token: bob.access })).status).toBe(200);
    expect(await bobSocket.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await bobWs.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    await adaSocket.close();
  });
});

