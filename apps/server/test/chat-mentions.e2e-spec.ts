import { makeQuickUsers, QuickUser, uniqueUsername } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive, type Frame } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Mentions in messages: `@username` is stored with the message as a reference to the account (so a
 * rename keeps the link right) and answered on REST, GraphQL and both sockets, under the current
 * name; a person the sender may not see is never linked; nobody is notified of a message's mentions.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const MENTIONS = 'mentions { account_id username written_as }';
const gql = (user: QuickUser, query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, { token: user.access });
const send = async (user: QuickUser, conversationId: string, content: string) => {
  const reply = await gql(user, `mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id content ${MENTIONS} } }`, { c: conversationId, m: content });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.sendMessage;
};
const mentionOf = (who: QuickUser, writtenAs = who.username) => ({ account_id: who.accountId, username: who.username, written_as: writtenAs });
const restMessages = async (user: QuickUser, conversationId: string) => {
  const reply = await t.client().get(`/api/chat/conversations/${conversationId}/messages/`, { token: user.access });
  expect(reply.status).toBe(200);
  return reply.body.data.messages as Array<{ content: string; mentions: unknown[] }>;
};
const gqlMessages = async (user: QuickUser, conversationId: string) => {
  const reply = await gql(user, `query($c: ID!) { conversation(id: $c) { last_message { content ${MENTIONS} } messages { items { content ${MENTIONS} } } } }`, { c: conversationId });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.conversation;
};
async function conversationOf(...users: QuickUser[]): Promise<string> {
  const made = await t.client().post('/api/chat/conversations/create', { participant_ids: users.slice(1).map((user) => user.accountId) }, { token: users[0].access });
  expect([200, 201]).toContain(made.status);
  return made.body.data.conversation.conversation_id;
}

describe('mentions in messages', () => {
  it('links the accounts a message names, in any case, on REST, GraphQL, the /chat/ socket and graphql-ws', async () => {
    const [ada, bob, cy, dee] = await makeQuickUsers(t, 4);
    const conversation = await conversationOf(ada, bob, cy);
    const bobSocket = await openChatSocket(t, bob.access);
    const cyWs = openGraphqlSocket(t, cy.access);
    const cyMessages = cyWs.subscribe(`subscription { messageAdded { content ${MENTIONS} } }`);
    await whenLive(cyMessages.values, () => send(ada, conversation, 'warm-up'));

    // Dee is not in the conversation: she is linked all the same, and told nothing.
    const text = `Ask @${dee.username.toUpperCase()} and @${cy.username}, not @nobody_${Date.now().toString(36)}; @${cy.username} again`;
    const sent = await send(ada, conversation, text);
    const expected = [mentionOf(dee, dee.username.toUpperCase()), mentionOf(cy)];
    expect(sent.mentions).toEqual(expected);

    const frame: Frame = await bobSocket.frames.next((f) => f.type === 'message' && f.data.content === text);
    expect(frame.data.mentions).toEqual(expected);
    expect((await cyMessages.values.next((v: any) => v.messageAdded.content === text)).messageAdded.mentions).toEqual(expected);

    expect((await restMessages(bob, conversation)).at(-1)).toMatchObject({ content: text, mentions: expected });
    const viaGql = await gqlMessages(bob, conversation);
    expect(viaGql.messages.items.at(-1)).toEqual({ content: text, mentions: expected });
    expect(viaGql.last_message).toEqual({ content: text, mentions: expected });
    const list = await t.client().get('/api/chat/conversations', { token: cy.access });
    expect(list.body.data.conversations[0].last_message).toMatchObject({ content: text, mentions: expected });

    // A message sent on the /chat/ socket is linked the same.
    bobSocket.send({ action: 'send_message', conversation, content: `Thanks @${ada.username}` });
    expect((await bobSocket.frames.next((f) => f.type === 'message' && f.data.content === `Thanks @${ada.username}`)).data.mentions).toEqual([mentionOf(ada)]);

    // The first message of a conversation started over REST too.
    const started = await t.client().post('/api/chat/conversations/start', { participant_ids: [dee.accountId], content: `Hello @${bob.username}` }, { token: ada.access });
    expect(started.status).toBe(201);
    expect(started.body.data.message.mentions).toEqual([mentionOf(bob)]);
    expect((await restMessages(dee, started.body.data.conversation.conversation_id))[0].mentions).toEqual([mentionOf(bob)]);

    // Nobody is notified of a mention in a message.
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM notifications WHERE kind = 'mention' AND recipient_id = ANY($1::uuid[])`, [[dee.accountId, cy.accountId, bob.accountId]]);
    expect(count).toBe(0);
    await Promise.all([bobSocket.close(), cyWs.close()]);
  });

  it('keeps linking the person after a rename, under the new name, and drops the mentions of an unsent message', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    await send(ada, conversation, `Meet @${bob.username}`);
    const renamed = uniqueUsername('renamed');
    expect((await t.client().request('PATCH', '/api/account/username', { json: { username: renamed }, token: bob.access })).status).toBe(200);
    const afterRename = [{ account_id: bob.accountId, username: renamed, written_as: bob.username }];
    expect((await restMessages(ada, conversation))[0].mentions).toEqual(afterRename);
    expect((await gqlMessages(ada, conversation)).messages.items[0].mentions).toEqual(afterRename);

    const oops = await send(ada, conversation, `Wrong @${renamed}`);
    expect(oops.mentions).toEqual([{ account_id: bob.accountId, username: renamed, written_as: renamed }]);
    expect((await t.client().request('DELETE', `/api/chat/messages/${oops.id}`, { token: ada.access })).status).toBe(200);
    expect((await restMessages(ada, conversation)).at(-1)).toMatchObject({ content: '', mentions: [] });
  });

  it('never links a person with a block either way with the sender, nor one suspended', async () => {
    const [ada, bob, blocker, blocked, later] = await makeQuickUsers(t, 5);
    const conversation = await conversationOf(ada, bob);
    expect((await t.client().post(`/api/profile/block/${ada.username}`, undefined, { token: blocker.access })).status).toBe(200);
    expect((await t.client().post(`/api/profile/block/${blocked.username}`, undefined, { token: ada.access })).status).toBe(200);
    const bobSocket = await openChatSocket(t, bob.access);
    const text = `@${blocker.username} @${blocked.username} @${later.username} @${bob.username}`;
    const sent = await send(ada, conversation, text);
    expect(sent.mentions).toEqual([mentionOf(later), mentionOf(bob)]);
    expect((await bobSocket.frames.next((f) => f.type === 'message' && f.data.content === text)).data.mentions).toEqual([mentionOf(later), mentionOf(bob)]);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM message_mentions WHERE message_id = $1', [sent.id]);
    expect(count).toBe(2);

    // A block made afterwards, or a suspension, unlinks the person from what was written before.
    expect((await t.client().post(`/api/profile/block/${ada.username}`, undefined, { token: later.access })).status).toBe(200);
    expect((await restMessages(bob, conversation))[0].mentions).toEqual([mentionOf(bob)]);
    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [bob.accountId]);
    expect((await gqlMessages(ada, conversation)).messages.items[0].mentions).toEqual([]);
    await bobSocket.close();
  });
});
