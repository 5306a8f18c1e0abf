import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, ERROR_CODES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { makeQuickUsers, type QuickUser } from './support/factories';
import { openChatSocket } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A message sent again with the client id its app gave it (a retry after a lost answer, a message
 * typed offline sent on reconnecting) is the message first stored, on both doors of sending: never
 * a second message, never told to the others twice.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const gql = (user: QuickUser, query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, { token: user.access });

const send = (user: QuickUser, conversationId: string, content: string, clientId?: unknown) =>
  gql(user, 'mutation($c: ID!, $m: String!, $k: ID) { sendMessage(conversation_id: $c, content: $m, client_id: $k) { id content client_id } }', { c: conversationId, m: content, k: clientId });

async function conversationOf(ada: QuickUser, bob: QuickUser): Promise<string> {
  const made = await t.client().post('/api/chat/conversations/create', { participant_ids: [bob.accountId] }, { token: ada.access });
  return made.body.data.conversation.conversation_id;
}

const storedContents = async (user: QuickUser, conversationId: string) =>
  ((await t.client().get(`/api/chat/conversations/${conversationId}/messages/`, { token: user.access })).body.data.messages as Array<{ content: string; client_id: string | null }>).map(
    (message) => [message.content, message.client_id],
  );

it('answers the message first stored to a send again over GraphQL, at once or many at the same time, and tells the others once', async () => {
  const [ada, bob] = await makeQuickUsers(t, 2);
  const conversationId = await conversationOf(ada, bob);
  const bobSocket = await openChatSocket(t, bob.access);
  const clientId = randomUUID();

  const first = await send(ada, conversationId, 'See you at eight', clientId);
  expect(first.body.data.sendMessage).toEqual({ id: expect.any(String), content: 'See you at eight', client_id: clientId });
  const again = await send(ada, conversationId, 'See you at eight', clientId);
  expect(again.body.data.sendMessage).toEqual(first.body.data.sendMessage);

  // Many at once (an outbox and a retry racing): one message.
  const racing = randomUUID();
  const answers = await Promise.all(Array.from({ length: 5 }, () => send(ada, conversationId, 'Bring the tickets', racing)));
  expect(new Set(answers.map((answer) => answer.body.data.sendMessage.id)).size).toBe(1);
  // Without a client id, the same text twice is two messages.
  await send(ada, conversationId, 'ok');
  await send(ada, conversationId, 'ok');

  expect(await storedContents(bob, conversationId)).toEqual([
    ['See you at eight', clientId],
    ['Bring the tickets', racing],
    ['ok', null],
    ['ok', null],
  ]);
  const told = await bobSocket.frames.count((frame) => frame.type === 'message', 4);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(told.map((frame) => frame.data.content)).toEqual(['See you at eight', 'Bring the tickets', 'ok', 'ok']);
  expect(bobSocket.frames.items.filter((frame) => frame.type === 'message')).toHaveLength(4);
  await bobSocket.close();
});

it('answers the same on the /chat/ socket, echoing the message to its sender alone, and refuses a client id that is not a UUID', async () => {
  const [ada, bob] = await makeQuickUsers(t, 2);
  const conversationId = await conversationOf(ada, bob);
  const [adaSocket, bobSocket] = [await openChatSocket(t, ada.access), await openChatSocket(t, bob.access)];
  const clientId = randomUUID();

  adaSocket.send({ action: 'send_message', conversation: conversationId, content: 'On my way', client_id: clientId });
  const echo = await adaSocket.frames.next((frame) => frame.type === 'message');
  expect(echo.data).toMatchObject({ content: 'On my way', client_id: clientId });
  adaSocket.send({ action: 'send_message', conversation: conversationId, content: 'On my way', client_id: clientId });
  const second = await adaSocket.frames.next((frame) => frame.type === 'message', { from: adaSocket.frames.items.indexOf(echo) + 1 });
  expect(second.data).toEqual(echo.data);

  adaSocket.send({ action: 'send_message', conversation: conversationId, content: 'Hello', client_id: 'not-a-uuid' });
  expect(await adaSocket.frames.next((frame) => frame.type === 'error')).toEqual({ type: 'error', action: 'send_message', code: ERROR_CODES.validation, message: english(CHAT_MESSAGES.clientIdInvalid) });
  const refused = await send(ada, conversationId, 'Hello', 'nope');
  expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: ERROR_CODES.validation, status: 400 });

  // Bob was told of it once; the conversation holds it once.
  await bobSocket.frames.next((frame) => frame.type === 'message');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(bobSocket.frames.items.filter((frame) => frame.type === 'message')).toHaveLength(1);
  expect(await storedContents(bob, conversationId)).toEqual([['On my way', clientId]]);
  await Promise.all([adaSocket.close(), bobSocket.close()]);
});

it("keeps each person's client ids their own", async () => {
  const [ada, bob] = await makeQuickUsers(t, 2);
  const conversationId = await conversationOf(ada, bob);
  const shared = randomUUID();
  const fromAda = (await send(ada, conversationId, 'Mine', shared)).body.data.sendMessage;
  const fromBob = (await send(bob, conversationId, 'Mine too', shared)).body.data.sendMessage;
  expect(fromBob.id).not.toBe(fromAda.id);
  expect(await storedContents(ada, conversationId)).toEqual([
    ['Mine', shared],
    ['Mine too', shared],
  ]);
});
