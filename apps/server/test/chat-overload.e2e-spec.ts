import { CHAT_LIMITS, ERROR_CODES, SERVER_MESSAGES } from '@gatherly/schema';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { OPERATIONS_UNDER_WAY } from '../src/chat/chat-subscriptions';
import { SENDS_UNDER_WAY } from '../src/chat/chat.service';
import { english } from '../src/i18n/texts';
import { makeQuickUsers } from './support/factories';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * An instance offered more messages than it can store at once takes what it can and refuses the
 * rest as they come, with 503 to try again, on every door; it stores and delivers what it took, and
 * a refusal for being busy never counts against the socket it went to.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const busy = { message: english(SERVER_MESSAGES.unavailable), extensions: expect.objectContaining({ code: ERROR_CODES.unavailable, status: 503 }) };

it('past the sends it runs at once, one more is refused at once (503) over graphql-ws, GraphQL and /chat/; the ones taken are stored and delivered', async () => {
  expect(SENDS_UNDER_WAY).toBe(OPERATIONS_UNDER_WAY);
  // Enough people to send that many at once, each within their rate.
  const [host, ...senders] = await makeQuickUsers(t, OPERATIONS_UNDER_WAY / CHAT_LIMITS.sendsPerSecond + 1);
  const made = await t.client().gql('mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids, name: "Busy") { id } }', { ids: senders.map((sender) => sender.accountId) }, { token: host.access });
  const group: string = made.body.data.createConversation.id;
  // The conversation's lock, as the message writer takes it: whatever is sent to it waits.
  const holder = new Client({ connectionString: process.env.GATHERLY_TEST_DATABASE_URL });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))', [group]);
  const hostSocket = openGraphqlSocket(t, host.access);
  const sockets = senders.map((sender) => openGraphqlSocket(t, sender.access));
  const chatSocket = await openChatSocket(t, host.access);
  let held = true;
  try {
    await Promise.all([hostSocket, ...sockets].map((socket) => socket.connected));
    const delivered = hostSocket.subscribe<{ messageAdded: { content: string } }>('subscription { messageAdded { content } }');
    const taken = sockets.flatMap((socket, n) =>
      Array.from({ length: CHAT_LIMITS.sendsPerSecond }, (_, k) => socket.subscribe<{ sendMessage: { id: string } }>(`mutation { sendMessage(conversation_id: "${group}", content: "Held ${n}.${k}") { id } }`)),
    );
    // Once all of them run, a query of the host's is refused before it runs, and a refusal is all it gets.
    let refusal: unknown = null;
    for (let tries = 0; refusal === null && tries < 100; tries += 1) {
      const asked = hostSocket.subscribe('{ unreadConversationCount }');
      refusal = await Promise.race([asked.values.next(() => true).then(() => null), asked.errors.next(() => true)]);
      if (refusal === null) await sleep(100);
    }
    expect(refusal).toEqual([expect.objectContaining(busy)]);

    // The same sends, reached over GraphQL: refused at once.
    const started = Date.now();
    const overHttp = await t.client().gql(`mutation { sendMessage(conversation_id: "${group}", content: "One more") { id } }`, undefined, { token: host.access });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(overHttp.status).toBe(503);
    expect(overHttp.body.errors).toEqual([expect.objectContaining(busy)]);

    // Over /chat/: more refusals for being busy than a socket may have of its own, and it stays open.
    const refusals = CHAT_LIMITS.refusalsPerWindow + 1;
    for (let n = 0; n < refusals; n += 1) {
      chatSocket.send({ action: 'send_message', conversation: group, content: `Busy ${n}` });
      await sleep(1000 / (CHAT_LIMITS.framesPerSecond - 2));
    }
    const errors = await chatSocket.frames.count((frame) => frame.type === 'error', refusals);
    expect(errors.every((frame) => frame.code === ERROR_CODES.unavailable && frame.message === english(SERVER_MESSAGES.unavailable))).toBe(true);
    expect(await Promise.race([chatSocket.closed, sleep(300).then(() => 'open')])).toBe('open');

    // The lock gone, every send taken is stored and answered, and reaches the subscription held meanwhile.
    await holder.query('ROLLBACK');
    held = false;
    const answers = await Promise.all(taken.map((sent) => sent.values.next(() => true, { ms: 20_000 })));
    expect(new Set(answers.map((answer) => answer.sendMessage.id)).size).toBe(OPERATIONS_UNDER_WAY);
    await delivered.values.count((value) => value.messageAdded.content.startsWith('Held '), OPERATIONS_UNDER_WAY, 20_000);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1 AND kind = 'text'`, [group]);
    expect(count).toBe(OPERATIONS_UNDER_WAY);
  } finally {
    if (held) await holder.query('ROLLBACK');
    await holder.end();
    await Promise.all([hostSocket, ...sockets].map((socket) => socket.close()));
    await chatSocket.close();
  }
});
