import { CHAT_MESSAGES, ERROR_CODES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, QuickUser } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive, type Frame } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Blocks in chat, on every door (GraphQL, REST, graphql-ws, /chat/): nobody is seated with someone
 * they blocked or who blocked them; in a group both were already in, neither sees the other's
 * messages or typing (history, live, catch-up, previews, unread); a one-to-one conversation is
 * closed both ways; and someone outside a conversation learns nothing of it, block or not.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const gql = (user: QuickUser, query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, { token: user.access });
const create = (user: QuickUser, participant_ids: unknown) => t.client().post('/api/chat/conversations/create', { participant_ids }, { token: user.access });
const send = (user: QuickUser, conversationId: string, content: string) =>
  gql(user, 'mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id content } }', { c: conversationId, m: content });
const block = (blocker: QuickUser, blocked: QuickUser) => t.client().post(`/api/profile/block/${blocked.username}`, undefined, { token: blocker.access });
const restTexts = async (user: QuickUser, conversationId: string) =>
  (await t.client().get(`/api/chat/conversations/${conversationId}/messages/`, { token: user.access })).body.data.messages.map((m: { content: string }) => m.content);
const gqlTexts = async (user: QuickUser, conversationId: string) =>
  (await gql(user, 'query($c: ID!) { conversation(id: $c) { messages { items { content } } } }', { c: conversationId })).body.data.conversation.messages.items.map(
    (m: { content: string }) => m.content,
  );
/** Without the messages sent until a subscription was live (as many as it took). */
const withoutWarmUp = (texts: string[]) => texts.filter((text) => text !== 'warm-up');
const isMessage = (content: string) => (frame: Frame) => frame.type === 'message' && frame.data.content === content;

async function conversationOf(...users: QuickUser[]): Promise<string> {
  const made = await create(users[0], users.slice(1).map((user) => user.accountId));
  expect([200, 201]).toContain(made.status);
  return made.body.data.conversation.conversation_id;
}

describe('starting conversations', () => {
  it('refuses a conversation that would seat two people with a block between them, whoever starts it (403), storing nothing', async () => {
    const [ada, bob, cy, dan] = await makeQuickUsers(t, 4);
    expect((await block(ada, bob)).status).toBe(200);
    for (const ids of [[ada.accountId, bob.accountId], [bob.accountId, dan.accountId, ada.accountId]]) {
      const refused = await create(cy, ids);
      expectEnvelope(refused, 403);
      expect(refused.body.message).toBe(english(CHAT_MESSAGES.participantsApart));
    }
    const overGraphql = await gql(cy, 'mutation($p: [ID!]!) { createConversation(participant_ids: $p) { id } }', { p: [bob.accountId, ada.accountId] });
    expect(overGraphql.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.participantsApart), extensions: { code: ERROR_CODES.forbidden, status: 403 } });
    expect((await t.client().get('/api/chat/conversations', { token: cy.access })).body.data.conversations).toEqual([]);
    // The blocked person cannot start one with the blocker either (the blocker is absent to them).
    expectEnvelope(await create(bob, [ada.accountId, cy.accountId]), 400);
    // Others are seated together as before.
    expect((await create(cy, [ada.accountId, dan.accountId])).status).toBe(201);
  });
});

describe('a group both were in before the block', () => {
  it('keeps their messages and typing from each other, both ways, on every door, while the others see everything', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const group = await conversationOf(cy, ada, bob);
    await send(bob, group, 'Bob before');
    await send(cy, group, 'Cy before');
    expect((await block(ada, bob)).status).toBe(200);

    const adaSocket = await openChatSocket(t, ada.access);
    const bobSocket = await openChatSocket(t, bob.access);
    const cySocket = await openChatSocket(t, cy.access);
    const adaWs = openGraphqlSocket(t, ada.access);
    const adaMessages = adaWs.subscribe('subscription { messageAdded { content } }');
    const adaTyping = adaWs.subscribe('subscription { typing { username } }');
    await whenLive(adaMessages.values, () => send(cy, group, 'warm-up'));

    // The blocked person may still write to the group: the others get it, the blocker does not.
    bobSocket.send({ action: 'send_message', conversation: group, content: 'Bob live' });
    bobSocket.send({ action: 'typing', conversation: group, is_typing: true });
    await cySocket.frames.next(isMessage('Bob live'));
    await cySocket.frames.next((f) => f.type === 'typing' && f.sender_username === bob.username);
    await send(ada, group, 'Ada live');
    await gql(ada, 'mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: true) }', { c: group });
    await cySocket.frames.next(isMessage('Ada live'));
    await cySocket.frames.next((f) => f.type === 'typing' && f.sender_username === ada.username);
    await send(cy, group, 'Cy live');
    await adaSocket.frames.next(isMessage('Cy live'));
    await bobSocket.frames.next(isMessage('Cy live'));
    await adaMessages.values.next((v: any) => v.messageAdded.content === 'Cy live');

    expect(withoutWarmUp(adaSocket.frames.items.filter((f) => f.type === 'message').map((f) => f.data.content))).toEqual(['Ada live', 'Cy live']);
    expect(adaSocket.frames.items.filter((f) => f.type === 'typing')).toEqual([]);
    expect(withoutWarmUp(adaMessages.values.items.map((v: any) => v.messageAdded.content))).toEqual(['Ada live', 'Cy live']);
    expect(adaTyping.values.items).toEqual([]);
    expect(withoutWarmUp(bobSocket.frames.items.filter((f) => f.type === 'message').map((f) => f.data.content))).toEqual(['Bob live', 'Cy live']);
    expect(bobSocket.frames.items.filter((f) => f.type === 'typing')).toEqual([]);

    // History on both doors, from either side; the third person sees it all.
    expect(withoutWarmUp(await restTexts(ada, group))).toEqual(['Cy before', 'Ada live', 'Cy live']);
    expect(withoutWarmUp(await gqlTexts(ada, group))).toEqual(['Cy before', 'Ada live', 'Cy live']);
    expect(withoutWarmUp(await restTexts(bob, group))).toEqual(['Bob before', 'Cy before', 'Bob live', 'Cy live']);
    expect(withoutWarmUp(await gqlTexts(cy, group))).toEqual(['Bob before', 'Cy before', 'Bob live', 'Ada live', 'Cy live']);

    // A reconnecting client catches up on what it may see only.
    const since = { [group]: '0' };
    const adaBack = await openChatSocket(t, ada.access, since);
    await adaBack.frames.next(isMessage('Cy live'));
    expect(withoutWarmUp(adaBack.frames.items.map((f) => f.data.content))).toEqual(['Cy before', 'Ada live', 'Cy live']);
    const adaWsBack = openGraphqlSocket(t, ada.access, since);
    const caughtUp = adaWsBack.subscribe('subscription { messageAdded { content } }');
    await caughtUp.values.next((v: any) => v.messageAdded.content === 'Cy live');
    expect(withoutWarmUp(caughtUp.values.items.map((v: any) => v.messageAdded.content))).toEqual(['Cy before', 'Ada live', 'Cy live']);
    await Promise.all([adaSocket.close(), bobSocket.close(), cySocket.close(), adaBack.close(), adaWs.close(), adaWsBack.close()]);
  });

  it("leaves the blocked person's messages out of the blocker's preview and unread state", async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const group = await conversationOf(cy, ada, bob);
    expect((await block(bob, ada)).status).toBe(200);
    const fromCy = (await send(cy, group, 'From Cy')).body.data.sendMessage;
    await gql(ada, 'mutation($c: ID!, $m: ID!) { markRead(conversation_id: $c, message_id: $m) { id } }', { c: group, m: fromCy.id });
    await send(bob, group, 'From Bob');

    const rest = (await t.client().get('/api/chat/conversations', { token: ada.access })).body.data.conversations;
    expect(rest.find((c: any) => c.conversation_id === group)).toMatchObject({ unread: false, last_message: { content: 'From Cy' } });
    const overGraphql = (await gql(ada, '{ conversations { items { id unread last_message { content } } } }')).body.data.conversations.items;
    expect(overGraphql.find((c: any) => c.id === group)).toEqual({ id: group, unread: false, last_message: { content: 'From Cy' } });
    const cyView = (await gql(cy, 'query($c: ID!) { conversation(id: $c) { unread last_message { content } } }', { c: group })).body.data.conversation;
    expect(cyView).toEqual({ unread: true, last_message: { content: 'From Bob' } });
  });
});

describe('a one-to-one conversation', () => {
  it('is closed both ways: sending and typing are refused (403) on every door, and neither sees the other write', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const direct = await conversationOf(ada, bob);
    await send(bob, direct, 'Before the block');
    expect((await block(ada, bob)).status).toBe(200);
    for (const who of [ada, bob]) {
      const sent = await send(who, direct, 'Hello?');
      expect(sent.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.blocked), extensions: { code: ERROR_CODES.forbidden, status: 403 } });
      const typing = await gql(who, 'mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: true) }', { c: direct });
      expect(typing.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.blocked), extensions: { status: 403 } });
      const socket = await openChatSocket(t, who.access);
      for (const frame of [{ action: 'send_message', conversation: direct, content: 'Hi' }, { action: 'typing', conversation: direct, is_typing: true }]) {
        const from = socket.frames.items.length;
        socket.send(frame);
        expect(await socket.frames.next((f) => f.type === 'error', { from })).toMatchObject({ action: frame.action, code: ERROR_CODES.forbidden, message: english(CHAT_MESSAGES.blocked) });
      }
      await socket.close();
    }
    expect(await restTexts(ada, direct)).toEqual([]);
    expect(await restTexts(bob, direct)).toEqual(['Before the block']);
  });
});

describe('a conversation one is not in', () => {
  it('answers 404 whatever the block state, on every door', async () => {
    const [ada, bob, eve] = await makeQuickUsers(t, 3);
    const direct = await conversationOf(ada, bob);
    const group = await conversationOf(ada, bob, (await makeQuickUsers(t, 1))[0]);
    expect((await block(ada, eve)).status).toBe(200);
    expect((await block(eve, bob)).status).toBe(200);
    const ws = openGraphqlSocket(t, eve.access);
    const socket = await openChatSocket(t, eve.access);
    for (const conversation of [direct, group]) {
      const sent = await send(eve, conversation, 'Hi');
      expect(sent.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.conversationNotFound), extensions: { code: ERROR_CODES.conversationNotFound, status: 404 } });
      const typing = await gql(eve, 'mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: true) }', { c: conversation });
      expect(typing.body.errors?.[0].extensions).toMatchObject({ status: 404 });
      expectEnvelope(await t.client().get(`/api/chat/conversations/${conversation}/messages/`, { token: eve.access }), 404);
      const overWs = ws.subscribe(`mutation { sendMessage(conversation_id: "${conversation}", content: "Hi") { id } }`);
      expect(await overWs.errors.next(() => true)).toEqual([expect.objectContaining({ message: english(CHAT_MESSAGES.conversationNotFound), extensions: expect.objectContaining({ status: 404 }) })]);
      for (const frame of [{ action: 'send_message', conversation, content: 'Hi' }, { action: 'typing', conversation, is_typing: true }]) {
        const from = socket.frames.items.length;
        socket.send(frame);
        expect(await socket.frames.next((f) => f.type === 'error', { from })).toMatchObject({ code: ERROR_CODES.conversationNotFound, message: english(CHAT_MESSAGES.conversationNotFound) });
      }
    }
    await Promise.all([socket.close(), ws.close()]);
  });
});
