import { randomBytes } from 'node:crypto';
import { CHAT_CLOSE_CODES, CHAT_LIMITS, CHAT_MESSAGES, ERROR_CODES } from '@gatherly/schema';
import { ChatHub } from '../src/chat/chat-hub';
import { english } from '../src/i18n/texts';
import { makeQuickUsers, QuickUser } from './support/factories';
import { openChatSocket, openGraphqlSocket, type ChatSocket, type GraphqlSocket } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * What one account may hold and send on the chat sockets (both doors): operations per graphql-ws
 * connection, sockets per account (across instances with Redis), and sockets that keep sending what
 * is refused, which are closed (4429) instead of being answered forever.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const send = (app: TestApp, user: QuickUser, conversationId: string, content: string) =>
  app.client().gql('mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id } }', { c: conversationId, m: content }, { token: user.access });

async function conversationOf(ada: QuickUser, bob: QuickUser): Promise<string> {
  const made = await t.client().post('/api/chat/conversations/create', { participant_ids: [bob.accountId] }, { token: ada.access });
  return made.body.data.conversation.conversation_id;
}

async function until(done: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the condition was never met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('graphql-ws operations per connection', () => {
  it(`runs at most ${CHAT_LIMITS.operationsPerConnection} at once: one more is refused (429), and each message comes once per subscription held`, async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const hub = t.app.get(ChatHub);
    const before = hub.openSubscriptions;
    const ws = openGraphqlSocket(t, bob.access);
    const extra = 5;
    // At the rate a connection may start operations.
    const subscriptions: Array<ReturnType<GraphqlSocket['subscribe']>> = [];
    for (let n = 0; n < CHAT_LIMITS.operationsPerConnection + extra; n += 1) {
      subscriptions.push(ws.subscribe('subscription { messageAdded { content } }'));
      await new Promise((resolve) => setTimeout(resolve, 1000 / CHAT_LIMITS.framesPerSecond + 10));
    }
    await until(() => subscriptions.filter((subscription) => subscription.errors.items.length > 0).length === extra);
    for (const subscription of subscriptions.filter((s) => s.errors.items.length > 0)) {
      expect(subscription.errors.items[0]).toEqual([expect.objectContaining({ message: english(CHAT_MESSAGES.tooManyOperations), extensions: expect.objectContaining({ code: ERROR_CODES.rateLimited, status: 429 }) })]);
    }
    await until(() => hub.openSubscriptions - before === CHAT_LIMITS.operationsPerConnection);

    await send(t, ada, conversation, 'Once each');
    const held = subscriptions.filter((subscription) => subscription.errors.items.length === 0);
    await until(() => held.every((subscription) => subscription.values.items.length === 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(held.reduce((sum, subscription) => sum + subscription.values.items.length, 0)).toBe(CHAT_LIMITS.operationsPerConnection);

    // A stopped subscription makes room for another; a closed connection lets go of all of them.
    held[0].stop();
    await until(() => hub.openSubscriptions - before === CHAT_LIMITS.operationsPerConnection - 1);
    const another = ws.subscribe('subscription { typing { username } }');
    await until(() => hub.openSubscriptions - before === CHAT_LIMITS.operationsPerConnection);
    expect(another.errors.items).toEqual([]);
    await ws.close();
    await until(() => hub.openSubscriptions === before);
  });

  it('closes a connection that keeps having operations refused (4429)', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const ws = openGraphqlSocket(t, ada.access);
    for (let n = 0; n < CHAT_LIMITS.refusalsPerWindow + 1; n += 1) ws.subscribe('subscription { nothingLikeThis }');
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.tooMany);
  });

  it(`refuses operations started faster than ${CHAT_LIMITS.framesPerSecond} a second (429), and closes a connection that keeps on (4429)`, async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const ws = openGraphqlSocket(t, ada.access);
    await ws.subscribe('{ me { username } }').values.next(() => true);
    // No more than a connection may run at once, so that only their pace can have them refused.
    const burst = Array.from({ length: CHAT_LIMITS.operationsPerConnection }, () => ws.subscribe('subscription { typing { username } }'));
    // The query above took one start, and time gives one or two back: four to six are refused.
    const expected = CHAT_LIMITS.operationsPerConnection - (CHAT_LIMITS.framesPerSecond - 1);
    await until(() => burst.filter((subscription) => subscription.errors.items.length > 0).length >= expected - 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = burst.filter((subscription) => subscription.errors.items.length > 0);
    expect(refused.length).toBeLessThanOrEqual(expected);
    for (const subscription of refused) {
      expect(subscription.errors.items[0]).toEqual([expect.objectContaining({ message: english(CHAT_MESSAGES.tooFast), extensions: expect.objectContaining({ code: ERROR_CODES.rateLimited, status: 429 }) })]);
    }
    // Started and stopped again at once: few run at a time, but each is work for the server.
    for (let n = 0; n < 200; n += 1) setTimeout(ws.subscribe('subscription { typing { username } }').stop, 0);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.tooMany);
  });
});

describe('/chat/ frames', () => {
  it('closes a socket that keeps sending refused frames (4429), answering each refusal before', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const socket = await openChatSocket(t, ada.access);
    for (let n = 0; n < 200; n += 1) socket.send('not json');
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.tooMany);
    expect(socket.frames.items.length).toBeGreaterThan(CHAT_LIMITS.refusalsPerWindow);
    expect(socket.frames.items.length).toBeLessThan(200);

    // Frames past the documented rates are refused unread, and a flood of them closes the socket too.
    const flooding = await openChatSocket(t, ada.access);
    for (let n = 0; n < 500; n += 1) flooding.send({ action: 'typing', conversation, is_typing: true });
    expect(await flooding.closed).toBe(CHAT_CLOSE_CODES.tooMany);
    expect(flooding.frames.items.filter((f) => f.type === 'error')[0]).toMatchObject({ code: ERROR_CODES.rateLimited, message: english(CHAT_MESSAGES.tooFast) });

    // Another socket of the same account still works.
    const calm = await openChatSocket(t, ada.access);
    calm.send({ action: 'send_message', conversation, content: 'Calm' });
    await calm.frames.next((f) => f.type === 'message' && f.data.content === 'Calm');
    await calm.close();
  });
});

/** Opens `count` sockets for the user, alternating doors, on the given apps in turn. */
async function openMany(apps: TestApp[], user: QuickUser, count: number): Promise<Array<ChatSocket | GraphqlSocket>> {
  const sockets: Array<ChatSocket | GraphqlSocket> = [];
  for (let n = 0; n < count; n += 1) {
    const app = apps[n % apps.length];
    if (n % 2 === 0) {
      sockets.push(await openChatSocket(app, user.access));
    } else {
      const ws = openGraphqlSocket(app, user.access);
      // Connected once a query answers.
      await ws.subscribe('{ me { username } }').values.next(() => true);
      sockets.push(ws);
    }
  }
  return sockets;
}

async function expectRefusedEverywhere(apps: TestApp[], user: QuickUser): Promise<void> {
  for (const app of apps) {
    const socket = await openChatSocket(app, user.access);
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.tooMany);
    expect(socket.frames.items).toEqual([{ type: 'error', code: ERROR_CODES.rateLimited, message: english(CHAT_MESSAGES.tooManySockets) }]);
    expect(await openGraphqlSocket(app, user.access).closed).toBe(CHAT_CLOSE_CODES.tooMany);
  }
}

describe('sockets per account', () => {
  it(`holds at most ${CHAT_LIMITS.socketsPerAccount} open, both doors together: one more is closed (4429) until one closes`, async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const sockets = await openMany([t], ada, CHAT_LIMITS.socketsPerAccount);
    await expectRefusedEverywhere([t], ada);
    // Someone else is not concerned.
    await (await openChatSocket(t, bob.access)).close();
    await sockets[0].close();
    const again = await openChatSocket(t, ada.access);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.frames.items).toEqual([]);
    await Promise.all([again, ...sockets.slice(1)].map((socket) => socket.close()));
  });
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('sockets per account on two instances sharing Redis', () => {
  it('are counted together, whichever instance holds them', async () => {
    const shared = { REDIS_URL: redisUrl ?? '', JWT_SECRET: randomBytes(32).toString('hex') };
    const a = await startTestApp(shared);
    const b = await startTestApp(shared);
    try {
      const [ada] = await makeQuickUsers(a, 1);
      const sockets = await openMany([a, b], ada, CHAT_LIMITS.socketsPerAccount);
      await expectRefusedEverywhere([a, b], ada);
      // The place of a socket closed on b is given back to Redis as the server sees the close.
      await sockets[1].close();
      let again = await openChatSocket(a, ada.access);
      for (let attempt = 0; attempt < 20 && (await Promise.race([again.closed, new Promise((resolve) => setTimeout(resolve, 200))])) !== undefined; attempt += 1) {
        again = await openChatSocket(a, ada.access);
      }
      expect(again.frames.items).toEqual([]);
      await Promise.all([again, ...sockets].map((socket) => socket.close()));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
