import { JwtService } from '@nestjs/jwt';
import { CHAT_CLOSE_CODES, CHAT_LIMITS, CHAT_MESSAGES, CONTENT_MESSAGES, ERROR_CODES, HIDDEN_CHARACTER_MESSAGES, LIMITS } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { SessionsService } from '../src/accounts/sessions.service';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, QuickUser } from './support/factories';
import { Inbox, openChatSocket, openGraphqlSocket, whenLive, type Frame } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';
import { statementsOf } from './support/statements';

/** Chat from every door: GraphQL (queries, mutations, graphql-ws subscriptions), REST and /chat/. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const MESSAGE_FIELDS = 'id conversation_id content timestamp sender { id username }';
const gql = (user: QuickUser, query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, { token: user.access });
const create = (user: QuickUser, participant_ids: unknown, conversation_name?: string) =>
  t.client().post('/api/chat/conversations/create', { participant_ids, ...(conversation_name === undefined ? {} : { conversation_name }) }, { token: user.access });
const send = (user: QuickUser, conversationId: string, content: string) =>
  gql(user, `mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { ${MESSAGE_FIELDS} } }`, { c: conversationId, m: content });
const messagesOf = (user: QuickUser, conversationId: string, before?: string) =>
  t.client().get(`/api/chat/conversations/${conversationId}/messages/${before ? `?before=${before}` : ''}`, { token: user.access });

async function conversationOf(...users: QuickUser[]): Promise<string> {
  const made = await create(users[0], users.slice(1).map((user) => user.accountId));
  expect([200, 201]).toContain(made.status);
  return made.body.data.conversation.conversation_id;
}

const isMessage = (content: string) => (frame: Frame) => frame.type === 'message' && frame.data.content === content;

describe('conversations', () => {
  it('starts one-to-one and group conversations, and answers the existing one-to-one conversation again', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const first = await create(ada, [bob.accountId]);
    expect(first.status).toBe(201);
    const conversation = first.body.data.conversation;
    expect(conversation).toMatchObject({ conversation_name: '', last_message: null, unread: false });
    expect(conversation.participants.map((p: any) => p.account.username).sort()).toEqual([ada.username, bob.username].sort());
    expect(conversation.participants[0].account).toEqual({ id: expect.any(String), username: expect.any(String), full_name: 'Quick User', profile_image: null });

    const again = await create(bob, [ada.accountId, ada.accountId, bob.accountId]);
    expect(again.status).toBe(200);
    expect(again.body.data.conversation.conversation_id).toBe(conversation.conversation_id);

    const group = await create(ada, [bob.accountId, cy.accountId], '  Board games  ');
    expect(group.status).toBe(201);
    expect(group.body.data.conversation).toMatchObject({ conversation_name: 'Board games' });
    expect(group.body.data.conversation.participants).toHaveLength(3);

    const gqlMade = await gql(cy, 'mutation($p: [ID!]!) { createConversation(participant_ids: $p) { id name participants { username } unread } }', { p: [ada.accountId] });
    expect(gqlMade.body.data.createConversation).toMatchObject({ name: '', unread: false });
  });

  it('creates a one-to-one conversation once when both ask at the same moment', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const answers = await Promise.all([create(ada, [bob.accountId]), create(bob, [ada.accountId]), create(ada, [bob.accountId])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.conversation.conversation_id)).size).toBe(1);
  });

  it('refuses bad participants and names with 400, from REST and GraphQL', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const cases: Array<[unknown, string]> = [
      [[], english(CHAT_MESSAGES.participantsRequired)],
      [[ada.accountId], english(CHAT_MESSAGES.participantsRequired)],
      [['not-an-id'], english(CHAT_MESSAGES.participantUnknown)],
      [['00000000-0000-4000-8000-000000000000'], english(CHAT_MESSAGES.participantUnknown)],
      ['everyone', 'participant_ids must be a list of account ids.'],
      [[1, 2], 'participant_ids must be a list of account ids.'],
      [Array.from({ length: CHAT_LIMITS.participants + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), english(CHAT_MESSAGES.tooManyParticipants)],
    ];
    for (const [ids, text] of cases) {
      const reply = await create(ada, ids);
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([text]);
    }
    const [bob] = await makeQuickUsers(t, 1);
    const longName = await create(ada, [bob.accountId], 'x'.repeat(CHAT_LIMITS.conversationNameLength + 1));
    expectEnvelope(longName, 400);
    expect(longName.body.error).toEqual([english(CHAT_MESSAGES.nameTooLong)]);
    const gqlRefused = await gql(ada, 'mutation { createConversation(participant_ids: []) { id } }');
    expect(gqlRefused.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.participantsRequired), extensions: { status: 400 } });
  });

  it('refuses in French when French is asked for, over REST and GraphQL', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const french = { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, token: ada.access };
    const rest = await t.client().post('/api/chat/conversations/create', { participant_ids: [bob.accountId], conversation_name: 'x'.repeat(CHAT_LIMITS.conversationNameLength + 1) }, french);
    expect([rest.status, rest.headers.get('content-language'), rest.body.error]).toEqual([400, 'fr', ['Le nom de la conversation doit comporter au maximum 100 caractères.']]);
    const graphql = await t.client().gql('mutation { createConversation(participant_ids: []) { id } }', undefined, french);
    expect(graphql.body.errors?.[0]).toMatchObject({ message: 'Sélectionnez au moins un participant.', extensions: { status: 400 } });
  });

  it('lists conversations newest activity first, with the last message and the unread state kept on the server', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const older = await conversationOf(ada, bob);
    const newer = await conversationOf(ada, cy);
    let list = (await t.client().get('/api/chat/conversations', { token: ada.access })).body.data.conversations;
    expect(list.map((c: any) => c.conversation_id)).toEqual([newer, older]);

    const sent = (await send(bob, older, '  Hello there  ')).body.data.sendMessage;
    expect(sent).toMatchObject({ content: 'Hello there', conversation_id: older, sender: { username: bob.username } });
    list = (await t.client().get('/api/chat/conversations', { token: ada.access })).body.data.conversations;
    expect(list.map((c: any) => c.conversation_id)).toEqual([older, newer]);
    expect(list[0]).toMatchObject({ unread: true, last_message: { id: sent.id, content: 'Hello there', conversation: older, sender: { username: bob.username } } });
    // The sender has nothing unread in their own message.
    expect((await gql(bob, '{ conversations { items { id unread last_message { content } } } }')).body.data.conversations.items[0]).toMatchObject({ id: older, unread: false });

    const read = await gql(ada, 'mutation($c: ID!, $m: ID!) { markRead(conversation_id: $c, message_id: $m) { unread last_read_message_id } }', { c: older, m: sent.id });
    expect(read.body.data.markRead).toEqual({ unread: false, last_read_message_id: sent.id });
    // Never past the last message, never back.
    await gql(ada, 'mutation($c: ID!) { markRead(conversation_id: $c, message_id: "999999999999") { unread } }', { c: older });
    await gql(ada, 'mutation($c: ID!) { markRead(conversation_id: $c, message_id: "0") { unread } }', { c: older });
    const again = (await gql(ada, '{ conversations { items { id unread last_read_message_id } } }')).body.data.conversations.items[0];
    expect(again).toEqual({ id: older, unread: false, last_read_message_id: sent.id });
    const bad = await gql(ada, 'mutation($c: ID!) { markRead(conversation_id: $c, message_id: "latest") { unread } }', { c: older });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ status: 400 });
  });
});

describe('the conversation list', () => {
  const LIST = `query($after: PageCursorInput) { conversations(after: $after) { items { id name unread last_activity_at participants { username }
    last_message { content sender { username } } messages { items { content } older_cursor } } next_cursor { cursor_timestamp cursor_id } } }`;

  it(`pages ${CHAT_LIMITS.conversationsPageSize} at a time, newest activity first, on REST and GraphQL, each conversation once`, async () => {
    const [ada, ...others] = await makeQuickUsers(t, CHAT_LIMITS.conversationsPageSize + 3);
    const made: string[] = [];
    for (const other of others) made.push(await conversationOf(ada, other));
    // The oldest conversation gets a message: it moves to the top.
    await send(others[0], made[0], 'Back on top');
    const expected = [made[0], ...made.slice(1).reverse()];

    const first = await t.client().get('/api/chat/conversations', { token: ada.access });
    expect(first.body.data.conversations.map((c: any) => c.conversation_id)).toEqual(expected.slice(0, CHAT_LIMITS.conversationsPageSize));
    expect(first.body.data.conversations[0].last_message).toMatchObject({ content: 'Back on top' });
    const cursor = first.body.data.next_cursor;
    expect(cursor).toEqual({ cursor_timestamp: expect.stringMatching(/\.\d{6}Z$/), cursor_id: expect.any(String) });
    const second = await t.client().get(`/api/chat/conversations?${new URLSearchParams(cursor)}`, { token: ada.access });
    expect(second.body.data).toEqual({ conversations: expect.any(Array), next_cursor: null });
    expect(second.body.data.conversations.map((c: any) => c.conversation_id)).toEqual(expected.slice(CHAT_LIMITS.conversationsPageSize));

    const pages = [(await gql(ada, LIST)).body.data.conversations];
    pages.push((await gql(ada, LIST, { after: pages[0].next_cursor })).body.data.conversations);
    expect(pages.flatMap((page) => page.items.map((c: any) => c.id))).toEqual(expected);
    expect(pages[1].next_cursor).toBeNull();

    const bad = await t.client().get('/api/chat/conversations?cursor_timestamp=yesterday&cursor_id=1', { token: ada.access });
    expectEnvelope(bad, 400);
  });

  it('costs the same statements for 1 conversation as for 20, their messages included, on REST and GraphQL', async () => {
    const [one, many, ...others] = await makeQuickUsers(t, 2 + CHAT_LIMITS.conversationsPageSize);
    const only = await conversationOf(one, others[0]);
    await send(others[0], only, 'Hi');
    for (const other of others) await send(other, await conversationOf(many, other), `Hi from ${other.username}`);
    const read = async (user: QuickUser) => ({
      graphql: await statementsOf(t, async () => expect((await gql(user, LIST)).body.errors).toBeUndefined()),
      rest: await statementsOf(t, () => t.client().get('/api/chat/conversations', { token: user.access })),
    });
    const single = await read(one);
    const twenty = await read(many);
    const listed = (await gql(many, LIST)).body.data.conversations.items;
    expect(listed).toHaveLength(CHAT_LIMITS.conversationsPageSize);
    expect(listed.map((c: any) => c.messages.items[0].content)).toEqual([...others].reverse().map((other) => `Hi from ${other.username}`));
    // The authentication, then one statement for the page with participants and last messages,
    // and over GraphQL one more for the messages of every conversation of the page.
    expect([single.rest.length, twenty.rest.length]).toEqual([2, 2]);
    expect([single.graphql.length, twenty.graphql.length]).toEqual([3, 3]);
  });
});

describe('messages', () => {
  it('pages a conversation backwards: the newest page first, oldest first within a page', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const total = CHAT_LIMITS.pageSize + 5;
    // Rows written straight in: sending them one by one would meet the send rate limit.
    await t.db.query(
      `INSERT INTO messages (conversation_id, sender_id, content) SELECT $1, $2, 'Message ' || n FROM generate_series(1, $3) AS n ORDER BY n`,
      [conversation, ada.accountId, total],
    );
    const newest = await messagesOf(bob, conversation);
    expect(newest.status).toBe(200);
    const page = newest.body.data.messages;
    expect(page).toHaveLength(CHAT_LIMITS.pageSize);
    expect(page.at(-1).content).toBe(`Message ${total}`);
    expect(page[0].content).toBe('Message 6');
    expect(newest.body.data.next_cursor).toEqual({ before: page[0].id });
    const older = await messagesOf(bob, conversation, page[0].id);
    expect(older.body.data.messages.map((m: any) => m.content)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.body.data.next_cursor).toBeNull();

    const viaGql = await gql(bob, 'query($c: ID!) { conversation(id: $c) { messages { items { content } older_cursor } } }', { c: conversation });
    expect(viaGql.body.data.conversation.messages.items).toHaveLength(CHAT_LIMITS.pageSize);
    expect(viaGql.body.data.conversation.messages.older_cursor).toBe(page[0].id);

    expectEnvelope(await messagesOf(bob, conversation, 'yesterday'), 400);
  });

  it('stores messages sent at once by many, each once, in each sender\'s order; an outsider among them is refused alone', async () => {
    const people = await makeQuickUsers(t, 5);
    const [eve, ...members] = people;
    const conversation = await conversationOf(...members);
    const sockets = await Promise.all(members.map((member) => openChatSocket(t, member.access)));
    const each = 7; // 28 messages: one page
    sockets.forEach((socket, who) => {
      for (let n = 0; n < each; n += 1) socket.send({ action: 'send_message', conversation, content: `${who}:${n}` });
    });
    const outsider = await send(eve, conversation, 'let me in');
    expect(outsider.body.errors?.[0].extensions).toMatchObject({ status: 404 });
    await sockets[0].frames.count((frame) => frame.type === 'message', each * members.length);
    const page = (await messagesOf(members[0], conversation)).body.data.messages as Array<{ id: string; content: string }>;
    expect(page).toHaveLength(each * members.length);
    expect(new Set(page.map((m) => m.id)).size).toBe(page.length);
    for (let who = 0; who < members.length; who += 1) {
      expect(page.filter((m) => m.content.startsWith(`${who}:`)).map((m) => m.content)).toEqual(Array.from({ length: each }, (_, n) => `${who}:${n}`));
    }
    // Every socket of this instance saw the conversation in the order of its ids.
    for (const socket of sockets) {
      const ids = socket.frames.items.filter((frame) => frame.type === 'message').map((frame) => BigInt(frame.data.id));
      expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : 1)));
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('trims messages and refuses blank (invisible characters only), over-long, NUL and direction-override ones from every door, storing nothing', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const exact = `  ${'x'.repeat(LIMITS.messageLength)}  `;
    expect((await send(ada, conversation, exact)).body.data.sendMessage.content).toHaveLength(LIMITS.messageLength);
    const socket = await openChatSocket(t, ada.access);
    for (const [content, text] of [
      ['   ', english(CHAT_MESSAGES.messageBlank)],
      ['x'.repeat(LIMITS.messageLength + 1), english(CHAT_MESSAGES.messageTooLong)],
      ['nul \u0000 here', english(CONTENT_MESSAGES.nulCharacter)],
      ['\u200b\u200d\ufeff', english(CHAT_MESSAGES.messageBlank)],
      ['pay \u202egnp.exe', english(HIDDEN_CHARACTER_MESSAGES.message)],
      ['a \u0085 b', english(HIDDEN_CHARACTER_MESSAGES.message)],
    ]) {
      const refused = await send(ada, conversation, content);
      expect(refused.body.errors?.[0]).toMatchObject({ message: text, extensions: { status: 400 } });
      const from = socket.frames.items.length;
      socket.send({ action: 'send_message', conversation, content });
      expect(await socket.frames.next((f) => f.type === 'error', { from })).toEqual({ type: 'error', action: 'send_message', code: ERROR_CODES.validation, message: text });
    }
    socket.send({ action: 'send_message', conversation, content: 42 });
    await socket.frames.next((f) => f.type === 'error' && f.message === english(CHAT_MESSAGES.messageBlank));
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1', [conversation]);
    expect(count).toBe(1);
    await socket.close();
  });
});

describe('who may see and do what', () => {
  it('answers a conversation one is not in as missing, from every door', async () => {
    const [ada, bob, eve] = await makeQuickUsers(t, 3);
    const conversation = await conversationOf(ada, bob);
    await send(ada, conversation, 'Just between us');

    expectEnvelope(await messagesOf(eve, conversation), 404);
    expect((await gql(eve, 'query($c: ID!) { conversation(id: $c) { id } }', { c: conversation })).body.data.conversation).toBeNull();
    expect((await gql(eve, '{ conversations { items { id } } }')).body.data.conversations).toEqual({ items: [] });
    for (const [query, variables] of [
      ['mutation($c: ID!) { sendMessage(conversation_id: $c, content: "Hi") { id } }', { c: conversation }],
      ['mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: true) }', { c: conversation }],
      ['mutation($c: ID!) { markRead(conversation_id: $c, message_id: "1") { id } }', { c: conversation }],
      ['mutation { sendMessage(conversation_id: "nope", content: "Hi") { id } }', {}],
    ] as const) {
      const refused = await gql(eve, query, variables);
      expect(refused.body.errors?.[0]).toMatchObject({ message: english(CHAT_MESSAGES.conversationNotFound), extensions: { code: ERROR_CODES.conversationNotFound, status: 404 } });
    }

    // Eve listens on both doors while Ada and Bob talk: nothing reaches her.
    const eveSocket = await openChatSocket(t, eve.access);
    const eveWs = openGraphqlSocket(t, eve.access);
    const eveSubscription = eveWs.subscribe('subscription { messageAdded { content } }');
    const eveTyping = eveWs.subscribe('subscription { typing { username } }');
    const bobSocket = await openChatSocket(t, bob.access);
    for (const action of [
      { action: 'send_message', conversation, content: 'Hello' },
      { action: 'typing', conversation, is_typing: true },
    ]) {
      const from = eveSocket.frames.items.length;
      eveSocket.send(action);
      expect(await eveSocket.frames.next((f) => f.type === 'error', { from })).toMatchObject({ code: ERROR_CODES.conversationNotFound, message: english(CHAT_MESSAGES.conversationNotFound) });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(ada, conversation, 'Still between us');
    await bobSocket.frames.next(isMessage('Still between us'));
    // Eve's own conversation shows her subscription works, and that it got only that.
    const eveOwn = await conversationOf(eve, ada);
    await send(ada, eveOwn, 'For Eve');
    await eveSubscription.values.next((v: any) => v.messageAdded.content === 'For Eve');
    await eveSocket.frames.next(isMessage('For Eve'));
    expect(eveSubscription.values.items.map((v: any) => v.messageAdded.content)).toEqual(['For Eve']);
    expect(eveSocket.frames.items.filter((f) => f.type === 'message').map((f) => f.data.content)).toEqual(['For Eve']);
    expect(eveTyping.values.items).toEqual([]);
    await Promise.all([eveSocket.close(), bobSocket.close(), eveWs.close()]);
  });

  it('needs a valid access token on every door', async () => {
    expectEnvelope(await t.client().get('/api/chat/conversations'), 401);
    expect((await t.client().gql('{ conversations { items { id } } }')).body.errors?.[0].extensions).toMatchObject({ status: 401 });
    for (const token of [null, 'not-a-token']) {
      const socket = await openChatSocket(t, token);
      expect(await socket.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
      expect(socket.frames.items).toEqual([{ type: 'error', code: ERROR_CODES.unauthenticated, message: expect.any(String) }]);
      expect(await openGraphqlSocket(t, token).closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    }
  });
});

describe('real time', () => {
  it('delivers a message sent on either door to every participant on both doors, the sender included', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const adaSocket = await openChatSocket(t, ada.access);
    const bobSocket = await openChatSocket(t, bob.access);
    const bobWs = openGraphqlSocket(t, bob.access);
    const bobMessages = bobWs.subscribe(`subscription { messageAdded { ${MESSAGE_FIELDS} } }`);
    await whenLive(bobMessages.values, () => send(ada, conversation, 'warm-up'));

    adaSocket.send({ action: 'send_message', conversation, content: 'Over the socket' });
    const frame = await bobSocket.frames.next(isMessage('Over the socket'));
    expect(frame).toEqual({
      type: 'message',
      data: { id: expect.stringMatching(/^\d+$/), conversation, content: 'Over the socket', timestamp: expect.any(String), sender: { id: ada.accountId, username: ada.username, full_name: 'Quick User', profile_image: null },
        kind: 'text', people: [], mentions: [], unsent: false, client_id: null },
    });
    await adaSocket.frames.next(isMessage('Over the socket'));
    const viaGql = await bobMessages.values.next((v: any) => v.messageAdded.content === 'Over the socket');
    expect(viaGql.messageAdded).toMatchObject({ id: frame.data.id, conversation_id: conversation, sender: { username: ada.username } });

    await send(bob, conversation, 'Over GraphQL');
    await adaSocket.frames.next(isMessage('Over GraphQL'));
    await bobSocket.frames.next(isMessage('Over GraphQL'));
    const ids = bobSocket.frames.items.filter((f) => f.type === 'message').map((f) => BigInt(f.data.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    await Promise.all([adaSocket.close(), bobSocket.close(), bobWs.close()]);
  });

  it('tells the others who is typing, and announces new conversations', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const conversation = await conversationOf(ada, bob);
    const adaSocket = await openChatSocket(t, ada.access);
    const bobSocket = await openChatSocket(t, bob.access);
    const bobWs = openGraphqlSocket(t, bob.access);
    const bobTyping = bobWs.subscribe('subscription { typing { conversation_id username is_typing } }');
    const bobCreated = bobWs.subscribe('subscription { conversationCreated { id name participants { username } unread } }');
    const bobMessages = bobWs.subscribe('subscription { messageAdded { content } }');
    await whenLive(bobMessages.values, () => send(ada, conversation, 'warm-up'));

    adaSocket.send({ action: 'typing', conversation, is_typing: true });
    expect(await bobSocket.frames.next((f) => f.type === 'typing')).toEqual({ type: 'typing', conversation, sender_username: ada.username, is_typing: true });
    expect((await bobTyping.values.next(() => true)).typing).toEqual({ conversation_id: conversation, username: ada.username, is_typing: true });
    await gql(ada, 'mutation($c: ID!) { setTyping(conversation_id: $c, is_typing: false) }', { c: conversation });
    await bobSocket.frames.next((f) => f.type === 'typing' && f.is_typing === false);
    expect(adaSocket.frames.items.filter((f) => f.type === 'typing')).toEqual([]);
    const badTyping = adaSocket.frames.items.length;
    adaSocket.send({ action: 'typing', conversation, is_typing: 'yes' });
    await adaSocket.frames.next((f) => f.type === 'error' && f.action === 'typing', { from: badTyping });

    const group = await create(cy, [ada.accountId, bob.accountId], 'Picnic');
    const announced = await bobSocket.frames.next((f) => f.type === 'new_conversation');
    expect(announced.data).toMatchObject({ conversation_id: group.body.data.conversation.conversation_id, conversation_name: 'Picnic', unread: false, last_message: null });
    expect((await bobCreated.values.next(() => true)).conversationCreated).toMatchObject({ name: 'Picnic', unread: false });
    await adaSocket.frames.next((f) => f.type === 'new_conversation');
    // Asking again for an existing one-to-one conversation announces nothing.
    await create(bob, [ada.accountId]);
    await send(ada, conversation, 'after');
    await bobSocket.frames.next(isMessage('after'));
    expect(bobSocket.frames.items.filter((f) => f.type === 'new_conversation')).toHaveLength(1);
    await Promise.all([adaSocket.close(), bobSocket.close(), bobWs.close()]);
  });

  it('answers malformed frames and unknown actions with an error frame and keeps every socket open', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const adaSocket = await openChatSocket(t, ada.access);
    const bobSocket = await openChatSocket(t, bob.access);
    for (const frame of ['not json', '[]', '"text"', '{"conversation":"x"}', 'null', '{"action":42}']) {
      const from = adaSocket.frames.items.length;
      adaSocket.send(frame);
      expect(await adaSocket.frames.next((f) => f.type === 'error', { from })).toEqual({ type: 'error', code: ERROR_CODES.validation, message: english(CHAT_MESSAGES.malformedFrame) });
    }
    const from = adaSocket.frames.items.length;
    adaSocket.send({ action: 'delete_everything', conversation });
    expect(await adaSocket.frames.next((f) => f.type === 'error', { from })).toEqual({ type: 'error', action: 'delete_everything', code: ERROR_CODES.validation, message: english(CHAT_MESSAGES.unknownAction) });
    adaSocket.send({ action: 'send_message', conversation, content: 'Still here' });
    await bobSocket.frames.next(isMessage('Still here'));
    await Promise.all([adaSocket.close(), bobSocket.close()]);
  });

  it("says its refusals in the account's language, else in the language the socket asked for", async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'es' }, token: ada.access });
    const spanish = await openChatSocket(t, ada.access);
    spanish.send('not json');
    expect(await spanish.frames.next((f) => f.type === 'error')).toEqual({ type: 'error', code: ERROR_CODES.validation, message: 'Los mensajes deben ser objetos JSON con una acción.' });
    const german = await openChatSocket(t, bob.access, undefined, 'de');
    german.send({ action: 'delete_everything' });
    expect(await german.frames.next((f) => f.type === 'error')).toMatchObject({ action: 'delete_everything', message: 'Unbekannte Aktion.' });
    await Promise.all([spanish.close(), german.close()]);
  });

  it("answers operations over graphql-ws in the account's language, else in the one the connection asked for", async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'fr' }, token: ada.access });
    const refusal = async (socket: ReturnType<typeof openGraphqlSocket>) => {
      const refused = socket.subscribe('mutation { setLanguage(language: "xx") }');
      const [error] = (await refused.errors.next(() => true)) as Array<{ message: string }>;
      await socket.close();
      return error.message;
    };
    expect(await refusal(openGraphqlSocket(t, ada.access, undefined, 'de'))).toBe('La langue doit être l’une des suivantes : en, es, de, fr, ar.');
    expect(await refusal(openGraphqlSocket(t, bob.access, undefined, 'de'))).toBe('Die Sprache muss eine der folgenden sein: en, es, de, fr, ar.');
  });

  it('refuses senders faster than the limit with an error frame, without closing their socket', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const adaSocket = await openChatSocket(t, ada.access);
    const burst = CHAT_LIMITS.sendsPerSecond + 5;
    for (let n = 0; n < burst; n += 1) adaSocket.send({ action: 'send_message', conversation, content: `Burst ${n}` });
    // Every frame is answered: delivered back to the sender, or refused.
    await adaSocket.frames.count((f) => f.type === 'error' || f.type === 'message', burst);
    const refused = adaSocket.frames.items.filter((f) => f.type === 'error');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ action: 'send_message', code: ERROR_CODES.rateLimited, message: english(CHAT_MESSAGES.tooFast) });
    const delivered = adaSocket.frames.items.filter((f) => f.type === 'message').map((f) => f.data.content);
    expect(delivered.slice(0, CHAT_LIMITS.sendsPerSecond)).toEqual(Array.from({ length: CHAT_LIMITS.sendsPerSecond }, (_, n) => `Burst ${n}`));
    // The same limit over GraphQL: sending on at once meets it within the second.
    let limited: { extensions?: Record<string, unknown> } | undefined;
    for (let n = 0; n < CHAT_LIMITS.sendsPerSecond * 2 && !limited; n += 1) limited = (await send(ada, conversation, `GraphQL ${n}`)).body.errors?.[0];
    expect(limited?.extensions).toMatchObject({ code: ERROR_CODES.rateLimited, status: 429 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    adaSocket.send({ action: 'send_message', conversation, content: 'After a pause' });
    await adaSocket.frames.next(isMessage('After a pause'));
    await adaSocket.close();
  });
});

describe('graphql-ws operations', () => {
  it('are validated with the rules of HTTP, and their errors carry the same code and status', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const ws = openGraphqlSocket(t, ada.access);
    const deep = ws.subscribe(`{ __type(name: "Query") { ${'ofType { '.repeat(8)}name${' }'.repeat(8)} } }`);
    expect(await deep.errors.next(() => true)).toEqual([expect.objectContaining({ message: expect.stringMatching(/depth/i) })]);
    const unknown = ws.subscribe('subscription { everything }');
    expect(await unknown.errors.next(() => true)).toEqual([expect.objectContaining({ message: expect.stringMatching(/everything/) })]);
    const missing = ws.subscribe('mutation { sendMessage(conversation_id: "00000000-0000-4000-8000-000000000000", content: "Hi") { id } }');
    expect(await missing.errors.next(() => true)).toEqual([
      expect.objectContaining({ message: english(CHAT_MESSAGES.conversationNotFound), extensions: expect.objectContaining({ code: ERROR_CODES.conversationNotFound, status: 404 }) }),
    ]);
    const nul = ws.client;
    const withNul = await new Promise<unknown>((resolve) =>
      nul.subscribe({ query: 'query($q: String!) { searchAccounts(query: $q) { id } }', variables: { q: 'a\u0000b' } }, { next: resolve, error: resolve, complete: () => undefined }),
    );
    expect(withNul).toEqual([expect.objectContaining({ message: english(CONTENT_MESSAGES.nulCharacter), extensions: expect.objectContaining({ status: 400 }) })]);
    const written = ws.subscribe('{ searchAccounts(query: "a\\u0000b") { id } }');
    expect(await written.errors.next(() => true)).toEqual([expect.objectContaining({ message: english(CONTENT_MESSAGES.nulCharacter), extensions: expect.objectContaining({ status: 400 }) })]);
    const me = ws.subscribe<{ me: { username: string } }>('{ me { username } }');
    expect((await me.values.next(() => true)).me.username).toBe(ada.username);
    await ws.close();
  });
});

describe('sessions and reconnection', () => {
  it('closes the sockets of a session that logs out (4403) and of an expired token (4401), on both doors', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const sessions = t.app.get(SessionsService);
    const other = await sessions.start(ada.accountId, { ip: '127.0.0.1', userAgent: null });
    const socket = await openChatSocket(t, ada.access);
    const ws = openGraphqlSocket(t, ada.access);
    ws.subscribe('subscription { messageAdded { id } }');
    const otherSocket = await openChatSocket(t, other.access);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.client().post('/api/account/logout', undefined, { token: ada.access })).status).toBe(200);
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    // Another session of the same person stays connected.
    await new Promise((resolve) => setTimeout(resolve, 200));
    otherSocket.send('ping?');
    await otherSocket.frames.next((f) => f.type === 'error');

    const [{ sid }] = [JSON.parse(Buffer.from(other.access.split('.')[1], 'base64url').toString())];
    const shortLived = await t.app.get(JwtService).signAsync({ sub: ada.accountId, sid }, { expiresIn: 1 });
    const expiring = await openChatSocket(t, shortLived);
    const expiringWs = openGraphqlSocket(t, shortLived);
    expect(await expiring.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expect(await expiringWs.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    await otherSocket.close();
  });

  it('takes positions that are not a conversation and a message id as none, on both doors', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    await send(ada, conversation, 'Before');
    const since = { 'not-a-conversation': '5', [conversation]: 'latest', '00000000-0000-4000-8000-000000000000': '-1' };
    const socket = await openChatSocket(t, bob.access, since);
    const ws = openGraphqlSocket(t, bob.access, since);
    const messages = ws.subscribe<{ messageAdded: { content: string } }>('subscription { messageAdded { content } }');
    await whenLive(messages.values, () => send(ada, conversation, 'warm-up'));
    await socket.frames.next(isMessage('warm-up'));
    expect(messages.values.items.some((value) => value.messageAdded.content === 'Before')).toBe(false);
    await Promise.all([socket.close(), ws.close()]);
  });

  it.each([
    ['held a message', true],
    ['had none yet', false],
  ])('gives a connection that held no position the messages written while its subscriptions started, in a conversation that %s', async (_held, before) => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    if (before) await send(ada, conversation, 'Before');
    // Bob's client is connected and has read the conversation; the message comes before its subscription does.
    const ws = openGraphqlSocket(t, bob.access);
    await ws.connected;
    await send(ada, conversation, 'Between');
    const messages = ws.subscribe<{ messageAdded: { content: string } }>('subscription { messageAdded { content } }');
    await messages.values.next((value) => value.messageAdded.content === 'Between');
    await send(ada, conversation, 'After');
    await messages.values.next((value) => value.messageAdded.content === 'After');
    expect(messages.values.items.map((value) => value.messageAdded.content)).toEqual(['Between', 'After']);
    await ws.close();
  });

  it.each(['chat', 'graphql'] as const)('catches a reconnecting %s client up: every message once, in order, while messages keep coming', async (door) => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const conversation = await conversationOf(ada, bob);
    const total = 30;
    const sent: string[] = [];
    /** Bob's connection: the messages it received, as `{ id, content }`. */
    const listen = async (since?: Record<string, string>) => {
      if (door === 'chat') {
        const socket = await openChatSocket(t, bob.access, since);
        const messages = () => socket.frames.items.filter((f) => f.type === 'message').map((f) => ({ id: f.data.id as string, content: f.data.content as string }));
        return { inbox: socket.frames as Inbox<unknown>, messages, close: () => socket.close() };
      }
      const ws = openGraphqlSocket(t, bob.access, since);
      const subscription = ws.subscribe<{ messageAdded: { id: string; content: string } }>('subscription { messageAdded { id content } }');
      return { inbox: subscription.values as Inbox<unknown>, messages: () => subscription.values.items.map((value) => value.messageAdded), close: () => ws.close() };
    };
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const first = await listen();
    await whenLive(first.inbox, () => send(ada, conversation, 'warm-up'));
    const sending = (async () => {
      for (let n = 0; n < total; n += 1) {
        const reply = await send(ada, conversation, `Message ${n}`);
        sent.push(reply.body.data.sendMessage.id);
        await wait(110); // under the send rate limit
      }
    })();
    // Bob drops off in the middle of the stream, misses some, and comes back with his position.
    const warmUps = first.messages().length;
    while (first.messages().length < warmUps + 8) await wait(20);
    await first.close();
    const before = first.messages();
    await wait(400);
    const second = await listen({ [conversation]: before.at(-1)!.id });
    await sending;
    const deadline = Date.now() + 10_000;
    while (before.length + second.messages().length < total && Date.now() < deadline) await wait(50);
    await wait(300);
    await second.close();
    const received = [...before.slice(warmUps), ...second.messages()];
    expect(received.map((m) => m.content)).toEqual(Array.from({ length: total }, (_, n) => `Message ${n}`));
    expect(received.map((m) => m.id)).toEqual(sent);
  });
});
