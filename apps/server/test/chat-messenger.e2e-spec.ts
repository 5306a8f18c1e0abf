import { CHAT_LIMITS, CHAT_MESSAGES, ERROR_CODES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, QuickUser } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive, type Frame } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * What makes chat feel like a messenger, on every door (GraphQL, REST, the /chat/ socket and
 * graphql-ws): a conversation started by its first message, group names, adding people and
 * leaving, unsending, read receipts and the unread count, with who may do what.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const MESSAGE_FIELDS = 'id conversation_id content kind unsent people { username } sender { username }';
const CONVERSATION_FIELDS = `id name is_group created_by { username } others_read_message_id last_read_message_id unread participants { username } last_message { ${MESSAGE_FIELDS} }`;
const gql = (user: QuickUser, query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, { token: user.access });
const create = (user: QuickUser, participant_ids: unknown, conversation_name?: string) =>
  t.client().post('/api/chat/conversations/create', { participant_ids, ...(conversation_name === undefined ? {} : { conversation_name }) }, { token: user.access });
const startRest = (user: QuickUser, participant_ids: unknown, content: unknown) => t.client().post('/api/chat/conversations/start', { participant_ids, content }, { token: user.access });
const startGql = (user: QuickUser, participantIds: unknown, content: string) =>
  gql(user, `mutation($p: [ID!]!, $m: String!) { startConversation(participant_ids: $p, content: $m) { ${CONVERSATION_FIELDS} } }`, { p: participantIds, m: content });
const send = (user: QuickUser, conversationId: string, content: string) =>
  gql(user, `mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { ${MESSAGE_FIELDS} } }`, { c: conversationId, m: content });
const renameGql = (user: QuickUser, conversationId: string, name: string) =>
  gql(user, `mutation($c: ID!, $n: String!) { renameConversation(conversation_id: $c, name: $n) { ${CONVERSATION_FIELDS} } }`, { c: conversationId, n: name });
const renameRest = (user: QuickUser, conversationId: string, conversation_name: unknown) =>
  t.client().request('PATCH', `/api/chat/conversations/${conversationId}`, { json: { conversation_name }, token: user.access });
const addGql = (user: QuickUser, conversationId: string, ids: string[]) =>
  gql(user, `mutation($c: ID!, $p: [ID!]!) { addConversationParticipants(conversation_id: $c, participant_ids: $p) { ${CONVERSATION_FIELDS} } }`, { c: conversationId, p: ids });
const addRest = (user: QuickUser, conversationId: string, participant_ids: unknown) =>
  t.client().post(`/api/chat/conversations/${conversationId}/participants`, { participant_ids }, { token: user.access });
const leaveGql = (user: QuickUser, conversationId: string) => gql(user, 'mutation($c: ID!) { leaveConversation(conversation_id: $c) }', { c: conversationId });
const leaveRest = (user: QuickUser, conversationId: string) => t.client().post(`/api/chat/conversations/${conversationId}/leave`, undefined, { token: user.access });
const unsendGql = (user: QuickUser, messageId: string) => gql(user, `mutation($m: ID!) { unsendMessage(message_id: $m) { ${MESSAGE_FIELDS} } }`, { m: messageId });
const unsendRest = (user: QuickUser, messageId: string) => t.client().request('DELETE', `/api/chat/messages/${messageId}`, { token: user.access });
const markReadGql = (user: QuickUser, conversationId: string, messageId: string) =>
  gql(user, 'mutation($c: ID!, $m: ID!) { markRead(conversation_id: $c, message_id: $m) { unread last_read_message_id } }', { c: conversationId, m: messageId });
const markReadRest = (user: QuickUser, conversationId: string, message_id: unknown) =>
  t.client().post(`/api/chat/conversations/${conversationId}/read`, { message_id }, { token: user.access });
const unreadGql = async (user: QuickUser) => (await gql(user, '{ unreadConversationCount }')).body.data.unreadConversationCount;
const unreadRest = async (user: QuickUser) => (await t.client().get('/api/chat/unread', { token: user.access })).body.data.unread_conversations;
const block = (blocker: QuickUser, blocked: QuickUser) => t.client().post(`/api/profile/block/${blocked.username}`, undefined, { token: blocker.access });
const listOf = async (user: QuickUser) => (await t.client().get('/api/chat/conversations', { token: user.access })).body.data.conversations as any[];
const messagesOf = async (user: QuickUser, conversationId: string) =>
  (await t.client().get(`/api/chat/conversations/${conversationId}/messages/`, { token: user.access })).body.data.messages as any[];
const isMessage = (content: string) => (frame: Frame) => frame.type === 'message' && frame.data.content === content;
const isKind = (kind: string) => (frame: Frame) => frame.type === 'message' && frame.data.kind === kind;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function groupOf(...users: QuickUser[]): Promise<string> {
  const made = await create(users[0], users.slice(1).map((user) => user.accountId));
  expect(made.status).toBe(201);
  return made.body.data.conversation.conversation_id;
}

/** Takes the lock a conversation's changes and messages wait on, until `release`. */
async function holdConversation(conversationId: string): Promise<{ release: () => Promise<void> }> {
  const holder = t.db.createQueryRunner();
  await holder.startTransaction();
  await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))', [conversationId]);
  return {
    release: async () => {
      await holder.commitTransaction();
      await holder.release();
    },
  };
}

/** Waits until `count` transactions wait on the conversation's lock. */
async function waitersOn(conversationId: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [{ waiting }] = await t.db.query(
      `SELECT count(*)::int AS waiting FROM pg_locks, hashtextextended($1::text, 0) AS k(key)
        WHERE locktype = 'advisory' AND NOT granted AND classid = ((k.key >> 32) & 4294967295)::oid AND objid = (k.key & 4294967295)::oid`,
      [conversationId],
    );
    if (waiting >= count) return;
    await pause(50);
  }
  throw new Error(`${count} waiting on the lock of ${conversationId} expected`);
}

async function conversationsCount(...users: QuickUser[]): Promise<number> {
  const [{ count }] = await t.db.query(
    `SELECT count(DISTINCT cm.conversation_id)::int AS count FROM conversation_members cm WHERE cm.account_id = ANY($1::uuid[])`,
    [users.map((user) => user.accountId)],
  );
  return count;
}

describe('starting a conversation with its first message', () => {
  it('tells the other person nothing until the first message, then new_conversation and the message on both doors; again, the same conversation', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const bobSocket = await openChatSocket(t, bob.access);
    const bobWs = openGraphqlSocket(t, bob.access);
    const created = bobWs.subscribe(`subscription { conversationCreated { ${CONVERSATION_FIELDS} } }`);
    const added = bobWs.subscribe(`subscription { messageAdded { ${MESSAGE_FIELDS} } }`);
    // Live once a conversation of Bob's own says so.
    await whenLive(created.values, async () => {
      const [other] = await makeQuickUsers(t, 1);
      await startRest(other, [bob.accountId], 'warm-up');
    });
    const seenBefore = { frames: bobSocket.frames.items.length, created: created.values.items.length };

    // A draft is nothing: no request, no conversation.
    expect(await conversationsCount(ada)).toBe(0);
    const started = await startRest(ada, [bob.accountId], '  Hi Bob!  ');
    expect(started.status).toBe(201);
    const conversation = started.body.data.conversation;
    expect(conversation).toMatchObject({
      is_group: false,
      created_by: { id: ada.accountId, username: ada.username },
      last_message: { content: 'Hi Bob!', kind: 'text', unsent: false, people: [] },
      unread: false,
      others_read_message_id: '0',
    });
    expect(started.body.data.message).toMatchObject({ id: conversation.last_message.id, content: 'Hi Bob!', conversation: conversation.conversation_id });

    const newConversation = await bobSocket.frames.next((f) => f.type === 'new_conversation' && f.data.conversation_id === conversation.conversation_id, { from: seenBefore.frames });
    expect(newConversation.data).toMatchObject({ created_by: { username: ada.username }, unread: true, last_read_message_id: '0', last_message: { content: 'Hi Bob!' } });
    const frames = bobSocket.frames.items.slice(seenBefore.frames);
    const messageAt = frames.findIndex(isMessage('Hi Bob!'));
    expect(frames.indexOf(newConversation)).toBeLessThan(messageAt === -1 ? Infinity : messageAt);
    await bobSocket.frames.next(isMessage('Hi Bob!'));
    const overGraphql = await created.values.next((v: any) => v.conversationCreated.id === conversation.conversation_id, { from: seenBefore.created });
    expect(overGraphql.conversationCreated).toMatchObject({ is_group: false, created_by: { username: ada.username }, unread: true });
    await added.values.next((v: any) => v.messageAdded.content === 'Hi Bob!');

    // From the other side, over GraphQL: the same conversation, only a message.
    const framesBefore = bobSocket.frames.items.length;
    const again = await startGql(bob, [ada.accountId], 'Hi Ada');
    expect(again.body.data.startConversation).toMatchObject({ id: conversation.conversation_id, last_message: { content: 'Hi Ada', sender: { username: bob.username } } });
    await bobSocket.frames.next(isMessage('Hi Ada'), { from: framesBefore });
    await pause(200);
    expect(bobSocket.frames.items.slice(framesBefore).filter((f) => f.type === 'new_conversation')).toEqual([]);
    expect((await messagesOf(ada, conversation.conversation_id)).map((m) => m.content)).toEqual(['Hi Bob!', 'Hi Ada']);
    await Promise.all([bobSocket.close(), bobWs.close()]);
  });

  it('starts a group too; a refused message, a block or an unknown person creates nothing and tells nobody', async () => {
    const [ada, bob, cy, dan] = await makeQuickUsers(t, 4);
    const bobSocket = await openChatSocket(t, bob.access);
    for (const [content, text] of [
      ['   ', english(CHAT_MESSAGES.messageBlank)],
      ['x'.repeat(CHAT_LIMITS.messageLength + 1), english(CHAT_MESSAGES.messageTooLong)],
    ]) {
      const refused = await startRest(ada, [bob.accountId], content);
      expectEnvelope(refused, 400);
      expect(refused.body.error).toEqual([text]);
      expect((await startGql(ada, [bob.accountId, cy.accountId], content)).body.errors?.[0]).toMatchObject({ message: text, extensions: { status: 400 } });
    }
    expectEnvelope(await startRest(ada, [bob.accountId], 42), 400);
    expectEnvelope(await startRest(ada, [], 'Hi'), 400);
    expectEnvelope(await startRest(ada, ['00000000-0000-4000-8000-000000000000'], 'Hi'), 400);

    expect((await block(dan, ada)).status).toBe(200);
    // Dan blocked Ada: to Ada he is absent; nobody is seated with someone who blocked them.
    expectEnvelope(await startRest(ada, [dan.accountId], 'Hi Dan'), 400);
    const apart = await startRest(cy, [dan.accountId, ada.accountId], 'Hi both');
    expectEnvelope(apart, 403);
    expect(apart.body.message).toBe(english(CHAT_MESSAGES.participantsApart));
    expect(await conversationsCount(ada, dan)).toBe(0);
    await pause(200);
    expect(bobSocket.frames.items).toEqual([]);

    const group = await startGql(ada, [bob.accountId, cy.accountId], 'Hi all');
    expect(group.body.data.startConversation).toMatchObject({ is_group: true, name: '', created_by: { username: ada.username }, last_message: { content: 'Hi all' } });
    await bobSocket.frames.next((f) => f.type === 'new_conversation' && f.data.is_group === true);
    await bobSocket.frames.next(isMessage('Hi all'));
    await bobSocket.close();
  });
});

describe('group names', () => {
  it('lets any member name a group and remove its name, on GraphQL and REST; every member sees it live on both doors', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const group = await groupOf(ada, bob, cy);
    const cySocket = await openChatSocket(t, cy.access);
    const cyWs = openGraphqlSocket(t, cy.access);
    const updated = cyWs.subscribe(`subscription { conversationUpdated { ${CONVERSATION_FIELDS} } }`);
    const messages = cyWs.subscribe(`subscription { messageAdded { ${MESSAGE_FIELDS} } }`);
    await whenLive(messages.values, () => send(ada, group, 'warm-up'));

    const renamed = await renameGql(bob, group, '  Board games  ');
    expect(renamed.body.data.renameConversation).toMatchObject({ name: 'Board games', is_group: true, last_message: { kind: 'RENAMED', content: 'Board games', sender: { username: bob.username } } });
    const frame = await cySocket.frames.next((f) => f.type === 'conversation_updated');
    expect(frame.data).toMatchObject({ conversation_id: group, conversation_name: 'Board games', is_group: true });
    expect((await cySocket.frames.next(isKind('renamed'))).data).toMatchObject({ content: 'Board games', people: [], unsent: false, sender: { username: bob.username } });
    expect((await updated.values.next(() => true)).conversationUpdated).toMatchObject({ id: group, name: 'Board games' });
    expect((await messages.values.next((v: any) => v.messageAdded.kind === 'RENAMED')).messageAdded).toMatchObject({ content: 'Board games' });

    const removed = await renameRest(cy, group, '');
    expect(removed.status).toBe(200);
    expect(removed.body.data.conversation).toMatchObject({ conversation_name: '', last_message: { kind: 'renamed', content: '' } });
    await updated.values.next((v: any) => v.conversationUpdated.name === '');
    // The same name again changes nothing.
    const before = (await messagesOf(ada, group)).length;
    expect((await renameRest(ada, group, '')).status).toBe(200);
    expect(await messagesOf(ada, group)).toHaveLength(before);
    // A rename is not unread.
    expect((await listOf(ada)).find((c) => c.conversation_id === group)).toMatchObject({ unread: false });
    await Promise.all([cySocket.close(), cyWs.close()]);
  });

  it('refuses a one-to-one conversation (chat/not_a_group), someone outside (404) and a bad name (400), on GraphQL and REST', async () => {
    const [ada, bob, cy, eve] = await makeQuickUsers(t, 4);
    const direct = (await startRest(ada, [bob.accountId], 'Hi')).body.data.conversation.conversation_id;
    const group = await groupOf(ada, bob, cy);
    const notGroup = await renameRest(ada, direct, 'Us');
    expectEnvelope(notGroup, 400);
    expect(notGroup.body.message).toBe(english(CHAT_MESSAGES.notAGroup));
    expect((await renameGql(ada, direct, 'Us')).body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.notAGroup), extensions: { code: ERROR_CODES.notAGroup, status: 400 } });
    expectEnvelope(await renameRest(eve, group, 'Mine'), 404);
    expect((await renameGql(eve, group, 'Mine')).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.conversationNotFound, status: 404 });
    const long = await renameRest(ada, group, 'x'.repeat(CHAT_LIMITS.conversationNameLength + 1));
    expectEnvelope(long, 400);
    expect(long.body.error).toEqual([english(CHAT_MESSAGES.nameTooLong)]);
    expectEnvelope(await renameRest(ada, group, 42), 400);
    expect((await gql(ada, 'query($c: ID!) { conversation(id: $c) { name } }', { c: group })).body.data.conversation.name).toBe('');
  });
});

describe('adding people and leaving', () => {
  it('adds people to a group: they get new_conversation, the members an ADDED message and conversation_updated, on both doors', async () => {
    const [ada, bob, cy, dan, fay] = await makeQuickUsers(t, 5);
    const group = await groupOf(ada, bob, cy);
    await send(ada, group, 'Before Dan');
    const bobSocket = await openChatSocket(t, bob.access);
    const danSocket = await openChatSocket(t, dan.access);
    const danWs = openGraphqlSocket(t, dan.access);
    const danCreated = danWs.subscribe(`subscription { conversationCreated { ${CONVERSATION_FIELDS} } }`);
    await whenLive(danCreated.values, async () => {
      const [other] = await makeQuickUsers(t, 1);
      await startRest(other, [dan.accountId], 'warm-up');
    });

    const unreadBefore = await unreadRest(dan);
    const added = await addRest(ada, group, [dan.accountId]);
    expect(added.status).toBe(200);
    expect(added.body.data.conversation.participants.map((p: any) => p.account.username).sort()).toEqual([ada.username, bob.username, cy.username, dan.username].sort());
    expect(added.body.data.conversation.last_message).toMatchObject({ kind: 'added', content: '', people: [{ id: dan.accountId, username: dan.username }] });
    const forDan = await danSocket.frames.next((f) => f.type === 'new_conversation' && f.data.conversation_id === group);
    expect(forDan.data).toMatchObject({ is_group: true, created_by: { username: ada.username }, last_read_message_id: '0' });
    expect((await danCreated.values.next((v: any) => v.conversationCreated.id === group)).conversationCreated.participants).toHaveLength(4);
    expect((await bobSocket.frames.next(isKind('added'))).data).toMatchObject({ sender: { username: ada.username }, people: [{ username: dan.username }] });
    expect((await bobSocket.frames.next((f) => f.type === 'conversation_updated')).data.participants).toHaveLength(4);
    await danSocket.frames.next(isKind('added'));

    // Over GraphQL, anyone in it may add; already there, or nobody new, is refused.
    const viaGql = await addGql(dan, group, [fay.accountId]);
    expect(viaGql.body.data.addConversationParticipants.last_message).toMatchObject({ kind: 'ADDED', people: [{ username: fay.username }], sender: { username: dan.username } });
    const again = await addRest(ada, group, [bob.accountId]);
    expectEnvelope(again, 400);
    expect(again.body.error).toEqual([english(CHAT_MESSAGES.alreadyMembers)]);
    // What was said before Dan came is not his to read; the ADDED messages are not unread.
    expect((await messagesOf(dan, group)).map((m) => m.kind)).toEqual(['added', 'added']);
    expect(await unreadRest(dan)).toBe(unreadBefore);
    await Promise.all([bobSocket.close(), danSocket.close(), danWs.close()]);
  });

  it('shows someone added only what comes from their ADDED line on, on every read and door; back after leaving, from the new line', async () => {
    const [ada, bob, cy, dan] = await makeQuickUsers(t, 4);
    const group = await groupOf(ada, bob, cy);
    const before = (await send(ada, group, 'Before Dan')).body.data.sendMessage.id;
    for (const reader of [bob, cy]) await markReadRest(reader, group, before);
    expect((await addRest(ada, group, [dan.accountId])).status).toBe(200);

    const seenByDan = async () => {
      const rest = (await messagesOf(dan, group)).map((m) => [m.kind, m.content]);
      const overGraphql = (await gql(dan, 'query($c: ID!) { conversation(id: $c) { messages { items { kind content } } } }', { c: group })).body.data.conversation.messages.items;
      expect(overGraphql.map((m: any) => [m.kind.toLowerCase(), m.content])).toEqual(rest);
      return rest;
    };
    expect(await seenByDan()).toEqual([['added', '']]);
    expect((await listOf(dan)).find((c) => c.conversation_id === group)).toMatchObject({ unread: false, last_message: { kind: 'added' } });
    expect(await unreadGql(dan)).toBe(0);
    // A reconnecting client of Dan's that knew nothing catches up from the ADDED line.
    const back = await openChatSocket(t, dan.access, { [group]: '0' });
    await back.frames.next(isKind('added'));
    const sent = (await send(dan, group, 'Hi all')).body.data.sendMessage.id;
    await back.frames.next(isMessage('Hi all'));
    expect(back.frames.items.filter((f) => f.type === 'message').map((f) => f.data.kind)).toEqual(['added', 'text']);
    // He cannot report what he never saw; for how far the others read, he starts where he came in.
    expectEnvelope(await t.client().post('/api/reports', { target_type: 'message', target_id: before, reason: 'spam' }, { token: dan.access }), 404);
    expect((await gql(ada, 'query($c: ID!) { conversation(id: $c) { others_read_message_id } }', { c: group })).body.data.conversation.others_read_message_id).toBe(before);

    // He leaves and is added again: what was said meanwhile, and his own earlier message, are behind him.
    expect((await leaveRest(dan, group)).status).toBe(200);
    await send(ada, group, 'While Dan was away');
    expect((await addGql(bob, group, [dan.accountId])).body.errors).toBeUndefined();
    expect(await seenByDan()).toEqual([['added', '']]);
    expectEnvelope(await unsendRest(dan, sent), 404);
    await send(cy, group, 'Welcome back');
    expect(await seenByDan()).toEqual([['added', ''], ['text', 'Welcome back']]);
    expect(await unreadRest(dan)).toBe(1);
    // The others still read all of it.
    expect((await messagesOf(ada, group)).map((m) => m.content)).toEqual(['Before Dan', '', 'Hi all', '', 'While Dan was away', '', 'Welcome back']);
    await back.close();
  });

  it('refuses to add to a one-to-one conversation, from outside, someone blocked or seated apart, and past the limit', async () => {
    const [ada, bob, cy, dan, eve] = await makeQuickUsers(t, 5);
    const direct = (await startRest(ada, [bob.accountId], 'Hi')).body.data.conversation.conversation_id;
    const group = await groupOf(ada, bob, cy);
    const notGroup = await addRest(ada, direct, [cy.accountId]);
    expectEnvelope(notGroup, 400);
    expect(notGroup.body.message).toBe(english(CHAT_MESSAGES.notAGroup));
    expect((await addGql(ada, direct, [cy.accountId])).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.notAGroup, status: 400 });
    expectEnvelope(await addRest(eve, group, [dan.accountId]), 404);
    expectEnvelope(await addRest(ada, group, 'everyone'), 400);

    // Dan blocked Bob: Ada may not seat him with Bob; Eve blocked Ada: to Ada she is absent.
    expect((await block(dan, bob)).status).toBe(200);
    const apart = await addRest(ada, group, [dan.accountId]);
    expectEnvelope(apart, 403);
    expect(apart.body.message).toBe(english(CHAT_MESSAGES.participantsApart));
    expect((await addGql(cy, group, [dan.accountId])).body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.participantsApart), extensions: { status: 403 } });
    expect((await block(eve, ada)).status).toBe(200);
    const absent = await addRest(ada, group, [eve.accountId]);
    expectEnvelope(absent, 400);
    expect(absent.body.error).toEqual([english(CHAT_MESSAGES.participantUnknown)]);

    // Past CHAT_LIMITS.participants besides one person.
    const many = await makeQuickUsers(t, CHAT_LIMITS.participants - 1);
    const tooMany = await addRest(ada, group, many.map((user) => user.accountId));
    expectEnvelope(tooMany, 400);
    expect(tooMany.body.error).toEqual([english(CHAT_MESSAGES.tooManyParticipants)]);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM conversation_members WHERE conversation_id = $1', [group]);
    expect(count).toBe(3);
  });

  it('lets a member leave a group: from then on nothing reaches them on either door, it leaves their list, the others see them leave', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const group = await groupOf(ada, bob, cy);
    const bobSocket = await openChatSocket(t, bob.access);
    const bobOther = await openChatSocket(t, bob.access);
    const bobWs = openGraphqlSocket(t, bob.access);
    const bobMessages = bobWs.subscribe(`subscription { messageAdded { ${MESSAGE_FIELDS} } }`);
    const bobTyping = bobWs.subscribe('subscription { typing { username } }');
    const bobLeft = bobWs.subscribe('subscription { conversationLeft }');
    const bobUpdated = bobWs.subscribe('subscription { conversationUpdated { id } }');
    const adaSocket = await openChatSocket(t, ada.access);
    const adaWs = openGraphqlSocket(t, ada.access);
    const adaUpdated = adaWs.subscribe(`subscription { conversationUpdated { ${CONVERSATION_FIELDS} } }`);
    const adaMessages = adaWs.subscribe(`subscription { messageAdded { ${MESSAGE_FIELDS} } }`);
    await whenLive(bobMessages.values, () => send(ada, group, 'warm-up'));
    await whenLive(adaMessages.values, () => send(cy, group, 'warm-up'));
    await whenLive(bobTyping.values, () => gql(cy, 'mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: true) }', { c: group }));

    expect((await leaveGql(bob, group)).body.data.leaveConversation).toBe(true);
    const left = await adaSocket.frames.next(isKind('left'));
    expect(left.data).toMatchObject({ content: '', people: [], sender: { username: bob.username } });
    expect((await adaSocket.frames.next((f) => f.type === 'conversation_updated')).data.participants.map((p: any) => p.account.username).sort()).toEqual([ada.username, cy.username].sort());
    expect((await adaMessages.values.next((v: any) => v.messageAdded.kind === 'LEFT')).messageAdded.sender.username).toBe(bob.username);
    expect((await adaUpdated.values.next(() => true)).conversationUpdated.participants).toHaveLength(2);
    // Every socket of Bob's learns that it left his list.
    for (const socket of [bobSocket, bobOther]) expect((await socket.frames.next((f) => f.type === 'conversation_left')).data).toEqual({ conversation: group });
    expect((await bobLeft.values.next(() => true)).conversationLeft).toBe(group);

    const counts = { socket: bobSocket.frames.items.length, other: bobOther.frames.items.length, messages: bobMessages.values.items.length, typing: bobTyping.values.items.length };
    await send(ada, group, 'After Bob left');
    await gql(cy, 'mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: true) }', { c: group });
    await renameGql(cy, group, 'Two of us');
    await adaSocket.frames.next(isMessage('Two of us'));
    await pause(300);
    expect(bobSocket.frames.items.slice(counts.socket)).toEqual([]);
    expect(bobOther.frames.items.slice(counts.other)).toEqual([]);
    expect(bobMessages.values.items.slice(counts.messages)).toEqual([]);
    expect(bobTyping.values.items.slice(counts.typing)).toEqual([]);
    expect(bobUpdated.values.items).toEqual([]);

    expect((await listOf(bob)).map((c) => c.conversation_id)).not.toContain(group);
    expectEnvelope(await t.client().get(`/api/chat/conversations/${group}/messages/`, { token: bob.access }), 404);
    expect((await send(bob, group, 'Back?')).body.errors?.[0].extensions).toMatchObject({ status: 404 });
    expect((await leaveGql(bob, group)).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.conversationNotFound, status: 404 });
    // Over REST too; a leave is not unread for those who stay.
    await markReadRest(ada, group, (await messagesOf(ada, group)).at(-1).id);
    expect(await unreadGql(ada)).toBe(0);
    expect((await leaveRest(cy, group)).status).toBe(200);
    expect((await messagesOf(ada, group)).map((m) => m.kind).slice(-1)).toEqual(['left']);
    expect(await unreadGql(ada)).toBe(0);
    await Promise.all([bobSocket.close(), bobOther.close(), bobWs.close(), adaSocket.close(), adaWs.close()]);
  });

  it('a message sent while someone leaves is not theirs (and theirs is refused); one sent while someone is added reaches them', async () => {
    const [ada, bob, cy, dan] = await makeQuickUsers(t, 4);
    const group = await groupOf(ada, bob, cy);
    const bobSocket = await openChatSocket(t, bob.access);
    const danSocket = await openChatSocket(t, dan.access);

    // The group's changes and its messages queue on its lock, held here: the leave first, then the messages.
    const holder = await holdConversation(group);
    const leaving = leaveRest(bob, group);
    await waitersOn(group, 1);
    const fromAda = send(ada, group, 'Sent as Bob left');
    await waitersOn(group, 2);
    const fromBob = send(bob, group, 'Sent while leaving');
    await pause(300);
    await holder.release();
    expect((await leaving).status).toBe(200);
    expect((await fromAda).body.data.sendMessage).toMatchObject({ content: 'Sent as Bob left' });
    expect((await fromBob).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.conversationNotFound, status: 404 });
    await bobSocket.frames.next((f) => f.type === 'conversation_left');
    await pause(300);
    expect(bobSocket.frames.items.filter((f) => f.type === 'message' && f.data.kind === 'text')).toEqual([]);
    expect((await messagesOf(ada, group)).map((m) => [m.kind, m.content])).toEqual([['left', ''], ['text', 'Sent as Bob left']]);

    const adding = await holdConversation(group);
    const added = addRest(cy, group, [dan.accountId]);
    await waitersOn(group, 1);
    const welcome = send(ada, group, 'Sent as Dan joined');
    await waitersOn(group, 2);
    await adding.release();
    expect((await added).status).toBe(200);
    expect((await welcome).body.data.sendMessage).toMatchObject({ content: 'Sent as Dan joined' });
    await danSocket.frames.next(isMessage('Sent as Dan joined'));
    await Promise.all([bobSocket.close(), danSocket.close()]);
  });

  it('refuses to leave a one-to-one conversation (chat/not_a_group) and a conversation one is not in (404)', async () => {
    const [ada, bob, eve] = await makeQuickUsers(t, 3);
    const direct = (await startRest(ada, [bob.accountId], 'Hi')).body.data.conversation.conversation_id;
    const refused = await leaveRest(ada, direct);
    expectEnvelope(refused, 400);
    expect(refused.body.message).toBe(english(CHAT_MESSAGES.notAGroup));
    expect((await leaveGql(bob, direct)).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.notAGroup, status: 400 });
    expectEnvelope(await leaveRest(eve, direct), 404);
    expectEnvelope(await leaveRest(eve, 'not-an-id'), 404);
    expect((await listOf(ada)).map((c) => c.conversation_id)).toEqual([direct]);
  });
});

describe('unsending', () => {
  it('lets the sender unsend a message within 10 minutes from every door; it stays in place, emptied, and everyone sees it live', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = (await startRest(ada, [bob.accountId], 'First')).body.data.conversation.conversation_id;
    const bobSocket = await openChatSocket(t, bob.access);
    const adaSocket = await openChatSocket(t, ada.access);
    const bobWs = openGraphqlSocket(t, bob.access);
    const unsent = bobWs.subscribe(`subscription { messageUnsent { ${MESSAGE_FIELDS} } }`);
    const bobMessages = bobWs.subscribe('subscription { messageAdded { id } }');
    await whenLive(bobMessages.values, () => send(ada, conversation, 'warm-up'));

    const ids: string[] = [];
    for (const text of ['One', 'Two', 'Three']) ids.push((await send(ada, conversation, text)).body.data.sendMessage.id);

    const viaGql = await unsendGql(ada, ids[0]);
    expect(viaGql.body.data.unsendMessage).toMatchObject({ id: ids[0], content: '', unsent: true, kind: 'TEXT' });
    expect(await bobSocket.frames.next((f) => f.type === 'message_unsent')).toEqual({ type: 'message_unsent', data: { conversation, id: ids[0] } });
    expect((await unsent.values.next(() => true)).messageUnsent).toMatchObject({ id: ids[0], conversation_id: conversation, content: '', unsent: true });

    const viaRest = await unsendRest(ada, ids[1]);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data.message).toMatchObject({ id: ids[1], content: '', unsent: true, kind: 'text' });
    await bobSocket.frames.next((f) => f.type === 'message_unsent' && f.data.id === ids[1]);

    // Bob reported the third: unsent, it keeps its text for the moderators only.
    const reported = await t.client().post('/api/reports', { target_type: 'message', target_id: ids[2], reason: 'harassment', text: 'Please look at this.' }, { token: bob.access });
    expect(reported.status).toBe(201);
    adaSocket.send({ action: 'unsend_message', message: ids[2] });
    await bobSocket.frames.next((f) => f.type === 'message_unsent' && f.data.id === ids[2]);
    await unsent.values.count(() => true, 3);
    await adaSocket.frames.next((f) => f.type === 'message_unsent' && f.data.id === ids[2]);

    // In place, emptied, on both doors; the preview too. Unsending again answers it as it is.
    const page = await messagesOf(bob, conversation);
    expect(page.filter((m) => ids.includes(m.id)).map((m) => [m.content, m.unsent])).toEqual([['', true], ['', true], ['', true]]);
    const stored = await t.db.query('SELECT content FROM messages WHERE id = ANY($1::bigint[]) ORDER BY id', [ids]);
    expect(stored.map((row: { content: string }) => row.content)).toEqual(['', '', 'Three']);
    expect(page.map((m) => m.id)).toEqual([...page.map((m) => m.id)].sort((x, y) => Number(x) - Number(y)));
    const viaGqlList = (await gql(bob, 'query($c: ID!) { conversation(id: $c) { last_message { id unsent content } } }', { c: conversation })).body.data.conversation;
    expect(viaGqlList.last_message).toEqual({ id: ids[2], unsent: true, content: '' });
    expect((await unsendRest(ada, ids[0])).body.data.message).toMatchObject({ id: ids[0], unsent: true });
    // Unsent messages are not unread.
    await markReadRest(bob, conversation, page.filter((m) => m.content === 'warm-up').at(-1).id);
    expect((await listOf(bob)).find((c) => c.conversation_id === conversation)).toMatchObject({ unread: false });
    expect(await unreadRest(bob)).toBe(0);
    await Promise.all([bobSocket.close(), adaSocket.close(), bobWs.close()]);
  });

  it("keeps an unsent message's text only while a report on it is open: settling the report empties it", async () => {
    const [ada, bob, moderator] = await makeQuickUsers(t, 3);
    await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
    const conversation = (await startRest(ada, [bob.accountId], 'First')).body.data.conversation.conversation_id;
    const [settledBefore, openWhenUnsent] = [(await send(ada, conversation, 'Settled before')).body.data.sendMessage.id, (await send(ada, conversation, 'Open when unsent')).body.data.sendMessage.id];
    const report = async (id: string) => {
      const filed = await t.client().post('/api/reports', { target_type: 'message', target_id: id, reason: 'harassment' }, { token: bob.access });
      expect(filed.status).toBe(201);
      return filed.body.data.report.id as string;
    };
    const dismiss = async (reportId: string) =>
      expect((await t.client().post(`/api/moderation/reports/${reportId}/dismiss`, { reason: 'Nothing against the rules.' }, { token: moderator.access })).status).toBe(200);
    const stored = async (id: string) => (await t.db.query('SELECT content FROM messages WHERE id = $1', [id]))[0].content;

    await dismiss(await report(settledBefore));
    expect((await unsendRest(ada, settledBefore)).status).toBe(200);
    expect(await stored(settledBefore)).toBe('');

    const open = await report(openWhenUnsent);
    expect((await unsendRest(ada, openWhenUnsent)).status).toBe(200);
    expect(await stored(openWhenUnsent)).toBe('Open when unsent');
    await dismiss(open);
    expect(await stored(openWhenUnsent)).toBe('');
  });

  it("refuses someone else's message (403), one not seen (404), an event message and one past 10 minutes (409), on every door", async () => {
    const [ada, bob, cy, eve] = await makeQuickUsers(t, 4);
    const group = await groupOf(ada, bob, cy);
    const sent = (await send(ada, group, 'Mine')).body.data.sendMessage.id;

    const notYours = await unsendRest(bob, sent);
    expectEnvelope(notYours, 403);
    expect(notYours.body.message).toBe(english(CHAT_MESSAGES.notYourMessage));
    expect((await unsendGql(bob, sent)).body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.notYourMessage), extensions: { code: ERROR_CODES.notYourMessage, status: 403 } });
    const bobSocket = await openChatSocket(t, bob.access);
    bobSocket.send({ action: 'unsend_message', message: sent });
    expect(await bobSocket.frames.next((f) => f.type === 'error')).toEqual({ type: 'error', action: 'unsend_message', code: ERROR_CODES.notYourMessage, message: english(CHAT_MESSAGES.notYourMessage) });

    for (const id of [sent, 'not-an-id', '999999999999']) {
      const missing = await unsendRest(eve, id);
      expectEnvelope(missing, 404);
      expect(missing.body.message).toBe(english(CHAT_MESSAGES.messageNotFound));
    }
    expect((await unsendGql(eve, sent)).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.messageNotFound, status: 404 });

    await renameRest(ada, group, 'Club');
    const renamed = (await messagesOf(ada, group)).at(-1);
    expect(renamed.kind).toBe('renamed');
    const event = await unsendRest(ada, renamed.id);
    expectEnvelope(event, 409);
    expect(event.body.message).toBe(english(CHAT_MESSAGES.notUnsendable));

    const old = (await send(ada, group, 'Too late')).body.data.sendMessage.id;
    await t.db.query(`UPDATE messages SET created_at = created_at - make_interval(secs => $2) WHERE id = $1`, [old, CHAT_LIMITS.unsendWindowSeconds + 1]);
    const late = await unsendRest(ada, old);
    expectEnvelope(late, 409);
    expect(late.body.message).toBe(english(CHAT_MESSAGES.unsendExpired));
    expect((await unsendGql(ada, old)).body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.unsendExpired, status: 409 });
    const adaSocket = await openChatSocket(t, ada.access);
    adaSocket.send({ action: 'unsend_message', message: old });
    expect(await adaSocket.frames.next((f) => f.type === 'error')).toMatchObject({ action: 'unsend_message', code: ERROR_CODES.unsendExpired });
    expect((await messagesOf(bob, group)).filter((m) => m.unsent)).toEqual([]);
    await Promise.all([bobSocket.close(), adaSocket.close()]);
  });
});

describe('read receipts and the unread count', () => {
  it('tells the others when someone reads, on both doors, from GraphQL, REST and the socket; "Seen" reads others_read_message_id', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = (await startRest(ada, [bob.accountId], 'One')).body.data.conversation.conversation_id;
    const adaSocket = await openChatSocket(t, ada.access);
    const adaWs = openGraphqlSocket(t, ada.access);
    const reads = adaWs.subscribe('subscription { conversationRead { conversation_id username last_read_message_id } }');
    const adaMessages = adaWs.subscribe('subscription { messageAdded { id } }');
    await whenLive(adaMessages.values, () => send(bob, conversation, 'warm-up'));
    const ids = [(await send(ada, conversation, 'Two')).body.data.sendMessage.id, (await send(ada, conversation, 'Three')).body.data.sendMessage.id];

    expect(await unreadGql(bob)).toBe(1);
    expect(await unreadRest(bob)).toBe(1);
    expect((await markReadGql(bob, conversation, ids[0])).body.data.markRead).toEqual({ unread: true, last_read_message_id: ids[0] });
    expect(await adaSocket.frames.next((f) => f.type === 'read')).toEqual({ type: 'read', data: { conversation, username: bob.username, last_read_message_id: ids[0] } });
    expect((await reads.values.next(() => true)).conversationRead).toEqual({ conversation_id: conversation, username: bob.username, last_read_message_id: ids[0] });
    expect((await gql(ada, 'query($c: ID!) { conversation(id: $c) { others_read_message_id } }', { c: conversation })).body.data.conversation.others_read_message_id).toBe(ids[0]);
    expect(await unreadRest(bob)).toBe(1);

    // The same position again tells nobody.
    const framesBefore = adaSocket.frames.items.length;
    await markReadGql(bob, conversation, ids[0]);

    const bobSocket = await openChatSocket(t, bob.access);
    bobSocket.send({ action: 'mark_read', conversation, message: ids[1] });
    const viaSocket = await adaSocket.frames.next((f) => f.type === 'read', { from: framesBefore });
    expect(viaSocket.data.last_read_message_id).toBe(ids[1]);
    expect(adaSocket.frames.items.slice(framesBefore).filter((f) => f.type === 'read')).toHaveLength(1);
    // The reader's own other devices hear it too (their badge goes down).
    await bobSocket.frames.next((f) => f.type === 'read' && f.data.username === bob.username);
    expect((await listOf(ada))[0]).toMatchObject({ conversation_id: conversation, others_read_message_id: ids[1] });
    expect(await unreadGql(bob)).toBe(0);

    // Over REST, with its errors.
    const last = (await send(ada, conversation, 'Four')).body.data.sendMessage.id;
    const viaRest = await markReadRest(bob, conversation, last);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data.conversation).toMatchObject({ last_read_message_id: last, unread: false });
    await reads.values.next((v: any) => v.conversationRead.last_read_message_id === last);
    expectEnvelope(await markReadRest(bob, conversation, 'latest'), 400);
    const [eve] = await makeQuickUsers(t, 1);
    expectEnvelope(await markReadRest(eve, conversation, last), 404);
    bobSocket.send({ action: 'mark_read', conversation, message: 7 });
    expect(await bobSocket.frames.next((f) => f.type === 'error')).toMatchObject({ action: 'mark_read', code: ERROR_CODES.validation });

    // Behind a block, reading tells nothing, live or stored.
    expect((await block(bob, ada)).status).toBe(200);
    const beforeBlockRead = adaSocket.frames.items.length;
    await t.db.query(`INSERT INTO messages (conversation_id, sender_id, content) VALUES ($1, $2, 'Stored before')`, [conversation, ada.accountId]);
    await markReadRest(bob, conversation, '999999999999');
    await bobSocket.frames.next((f) => f.type === 'read' && f.data.last_read_message_id !== last);
    await pause(200);
    expect(adaSocket.frames.items.slice(beforeBlockRead).filter((f) => f.type === 'read')).toEqual([]);
    expect((await listOf(ada))[0]).toMatchObject({ conversation_id: conversation, others_read_message_id: '0' });
    await Promise.all([adaSocket.close(), adaWs.close(), bobSocket.close()]);
  });

  it('in a group, tells only the reader\'s own devices, on both doors', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const group = await groupOf(ada, bob, cy);
    const adaSocket = await openChatSocket(t, ada.access);
    const adaWs = openGraphqlSocket(t, ada.access);
    const adaReads = adaWs.subscribe('subscription { conversationRead { conversation_id username } }');
    const adaMessages = adaWs.subscribe('subscription { messageAdded { id } }');
    const bobSocket = await openChatSocket(t, bob.access);
    const bobWs = openGraphqlSocket(t, bob.access);
    const bobReads = bobWs.subscribe('subscription { conversationRead { conversation_id username last_read_message_id } }');
    const bobMessages = bobWs.subscribe('subscription { messageAdded { id } }');
    await whenLive(adaMessages.values, () => send(cy, group, 'warm-up'));
    await whenLive(bobMessages.values, () => send(cy, group, 'warm-up'));
    const last = (await send(ada, group, 'Read me')).body.data.sendMessage.id;

    expect((await markReadRest(bob, group, last)).status).toBe(200);
    expect((await bobSocket.frames.next((f) => f.type === 'read')).data).toEqual({ conversation: group, username: bob.username, last_read_message_id: last });
    expect((await bobReads.values.next(() => true)).conversationRead).toEqual({ conversation_id: group, username: bob.username, last_read_message_id: last });
    // Ada hears of her own reading only, which comes after Bob's.
    await markReadGql(ada, group, last);
    await adaSocket.frames.next((f) => f.type === 'read' && f.data.username === ada.username);
    await adaReads.values.next((v: any) => v.conversationRead.username === ada.username);
    expect(adaSocket.frames.items.filter((f) => f.type === 'read').map((f) => f.data.username)).toEqual([ada.username]);
    expect(adaReads.values.items.map((v: any) => v.conversationRead.username)).toEqual([ada.username]);
    await Promise.all([adaSocket.close(), adaWs.close(), bobSocket.close(), bobWs.close()]);
  });

  it('counts conversations with text from someone else after the read position: not one own, event or blocked messages', async () => {
    const [ada, bob, cy, dan] = await makeQuickUsers(t, 4);
    expect(await unreadGql(ada)).toBe(0);
    await startRest(bob, [ada.accountId], 'From Bob');
    await startRest(ada, [cy.accountId], 'From Ada');
    const group = await groupOf(dan, ada, cy);
    await renameRest(dan, group, 'Named');
    expect(await unreadGql(ada)).toBe(1);
    await send(cy, group, 'From Cy');
    expect(await unreadRest(ada)).toBe(2);
    expect((await listOf(ada)).map((c) => c.unread)).toEqual([true, false, true]);
    // Ada blocks Cy: Cy's message is no longer hers to read.
    expect((await block(ada, cy)).status).toBe(200);
    expect(await unreadRest(ada)).toBe(1);
    expect((await gql(ada, '{ conversations { items { unread } } }')).body.data.conversations.items.map((c: any) => c.unread)).toEqual([false, false, true]);
  });
});
