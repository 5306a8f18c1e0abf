import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES, CHAT_CLOSE_CODES, scopeMissing, SERVER_MESSAGES, SINGLE_LINE_MESSAGES } from '@gatherly/schema';
import { ThrottleService } from '../src/throttle/throttle.service';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { openChatSocket, openGraphqlSocket, whenLive, type Inbox } from './support/sockets';
import { Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Personal access tokens: made, listed and revoked by their owner signed in; they work as Bearer on
 * REST and GraphQL and as ?token= on /chat/, only within their scopes, and stop at once when
 * revoked, expired or when the owner is suspended.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

/**
 * Waits until a notificationAdded subscription of `owner`'s is live: graphql-ws does not acknowledge
 * subscriptions, so `friend` follows them again and again until one comes through.
 */
function whenNotified(values: Pick<Inbox<unknown>, 'items' | 'next'>, owner: QuickUser, friend: QuickUser): Promise<void> {
  return whenLive(values, async () => {
    await t.client().post(`/api/profile/unfollow/${owner.username}`, undefined, { token: friend.access });
    await t.client().post(`/api/profile/follow/${owner.username}`, undefined, { token: friend.access });
  });
}

const expectOk = (reply: Reply, status = 200) => expect([reply.status, reply.body.success]).toEqual([status, true]);

async function tokenOf(owner: QuickUser, scopes: string[], extra: Record<string, unknown> = {}): Promise<{ token: string; id: string }> {
  const reply = await t.client().post('/api/account/tokens', { name: `Script ${scopes.join('+')}`, scopes, ...extra }, { token: owner.access });
  expectOk(reply, 201);
  return { token: reply.body.data.token, id: reply.body.data.access_token.id };
}

describe('making, listing and revoking tokens', () => {
  it('answers the secret once, lists the tokens without it, on REST and GraphQL', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const reply = await t.client().post('/api/account/tokens', { name: '  Backup script ', scopes: ['read', 'read', 'chat'], expires_in_days: 30 }, { token: owner.access });
    expectOk(reply, 201);
    expect(reply.body.message).toBe(english(ACCESS_TOKEN_MESSAGES.created));
    const { token, access_token } = reply.body.data;
    expect(token).toMatch(/^gth_[A-Za-z0-9_-]{43}$/);
    expect(access_token).toEqual({
      id: expect.any(String),
      name: 'Backup script',
      scopes: ['read', 'chat'],
      last_four: token.slice(-4),
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: expect.any(String),
    });
    expect(Date.parse(access_token.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const [stored] = await t.db.query('SELECT token_hash FROM access_tokens WHERE id = $1', [access_token.id]);
    expect(stored.token_hash).not.toContain(token.slice(4));

    const listed = await t.client().get('/api/account/tokens', { token: owner.access });
    expect(listed.body.data.tokens).toEqual([access_token]);
    expect(listed.text).not.toContain(token);
    const graphql = await t.client().gql('{ accessTokens { id name scopes last_four } }', {}, { token: owner.access });
    expect(graphql.body.data.accessTokens).toEqual([{ id: access_token.id, name: 'Backup script', scopes: ['read', 'chat'], last_four: token.slice(-4) }]);

    const made = await t.client().gql('mutation { createAccessToken(input: { name: "Bot", scopes: ["write"] }) { token access_token { name expires_at } } }', {}, { token: owner.access });
    expect(made.body.data.createAccessToken).toMatchObject({ token: expect.stringMatching(/^gth_/), access_token: { name: 'Bot', expires_at: null } });

    const revoked = await t.client().request('DELETE', `/api/account/tokens/${access_token.id}`, { token: owner.access });
    expectOk(revoked);
    expect(revoked.body.message).toBe(english(ACCESS_TOKEN_MESSAGES.revoked));
    expectEnvelope(await t.client().request('DELETE', `/api/account/tokens/${access_token.id}`, { token: owner.access }), 404);
    expectEnvelope(await t.client().request('DELETE', '/api/account/tokens/nope', { token: owner.access }), 404);
    expect((await t.client().get('/api/account/tokens', { token: owner.access })).body.data.tokens.map((row: { name: string }) => row.name)).toEqual(['Bot']);
  });

  it('refuses bad fields, more than the limit, and anyone but the owner', async () => {
    const [owner, other] = await makeQuickUsers(t, 2);
    const cases: Array<[unknown, string[]]> = [
      [{ scopes: ['read'] }, [english(ACCESS_TOKEN_MESSAGES.nameRequired)]],
      [{ name: 'x'.repeat(51), scopes: ['read'] }, [english(ACCESS_TOKEN_MESSAGES.nameTooLong)]],
      [{ name: 'CI\r\nbot', scopes: ['read'] }, [english(SINGLE_LINE_MESSAGES.tokenName)]],
      [{ name: 'A', scopes: [] }, [english(ACCESS_TOKEN_MESSAGES.scopesRequired)]],
      [{ name: 'A', scopes: ['admin'] }, [english(ACCESS_TOKEN_MESSAGES.scopeInvalid)]],
      [{ name: 'A', scopes: ['read'], expires_in_days: 3 }, [english(ACCESS_TOKEN_MESSAGES.expiryInvalid)]],
    ];
    for (const [body, errors] of cases) {
      const reply = await t.client().post('/api/account/tokens', body, { token: owner.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual(errors);
    }
    expectEnvelope(await t.client().post('/api/account/tokens', { name: 'A', scopes: 'read' }, { token: owner.access }), 400);

    for (let n = 0; n < ACCESS_TOKEN_LIMITS.perAccount; n += 1) await tokenOf(owner, ['read']);
    const tooMany = await t.client().post('/api/account/tokens', { name: 'One more', scopes: ['read'] }, { token: owner.access });
    expectEnvelope(tooMany, 409);
    expect(tooMany.body.message).toBe(english(ACCESS_TOKEN_MESSAGES.tooMany));

    const [first] = (await t.client().get('/api/account/tokens', { token: owner.access })).body.data.tokens;
    expectEnvelope(await t.client().request('DELETE', `/api/account/tokens/${first.id}`, { token: other.access }), 404);
    expectEnvelope(await t.client().get('/api/account/tokens'), 401);
  });

  it('holds the limit against tokens asked for all at once, on REST and GraphQL', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const made = ACCESS_TOKEN_LIMITS.perAccount - 6;
    await t.db.query(
      `INSERT INTO access_tokens (account_id, name, token_hash, last_four, scopes)
       SELECT $1, 'Earlier ' || n, md5(random()::text) || n, 'abcd', '{read}' FROM generate_series(1, $2) n`,
      [owner.accountId, made],
    );
    // Each request counts, writes its token, and waits (at the check of its owner) until all have come; then they end together.
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    await holder.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [owner.accountId]);
    const asked = Array.from({ length: 12 }, (_, n) =>
      n % 2 === 0
        ? t.client().post('/api/account/tokens', { name: `Burst ${n}`, scopes: ['read'] }, { token: owner.access }).then((reply) => reply.status)
        : t.client()
            .gql('mutation($name: String!) { createAccessToken(input: { name: $name, scopes: ["read"] }) { token } }', { name: `Burst ${n}` }, { token: owner.access })
            .then((reply) => (reply.body.errors ? reply.body.errors[0].extensions?.status : 201)),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await holder.commitTransaction();
    await holder.release();
    const statuses = await Promise.all(asked);
    expect(statuses.sort()).toEqual([...Array(6).fill(201), ...Array(6).fill(409)]);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM access_tokens WHERE account_id = $1', [owner.accountId]);
    expect(count).toBe(ACCESS_TOKEN_LIMITS.perAccount);
  });

  it('cannot be made, listed or revoked with a token, whatever its scopes', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const { token, id } = await tokenOf(owner, ['read', 'write', 'chat']);
    for (const [method, path, json] of [
      ['POST', '/api/account/tokens', { name: 'Child', scopes: ['read'] }],
      ['GET', '/api/account/tokens'],
      ['DELETE', `/api/account/tokens/${id}`],
    ] as const) {
      const refused = await t.client().request(method, path, { json, token });
      expectEnvelope(refused, 403);
      expect(refused.body.message).toBe(english(ACCESS_TOKEN_MESSAGES.sessionOnly));
    }
    const graphql = await t.client().gql('mutation { createAccessToken(input: { name: "Child", scopes: ["read"] }) { token } }', {}, { token });
    expect(graphql.body.errors?.[0]).toMatchObject({ message: english(ACCESS_TOKEN_MESSAGES.sessionOnly), extensions: { status: 403 } });
  });
});

describe('using a token', () => {
  it('reads with read, and is refused writing and chat, on every door', async () => {
    const [owner, friend] = await makeQuickUsers(t, 2);
    await makeRemark(t, owner, 'Read me');
    const { token, id } = await tokenOf(owner, ['read']);

    const feed = await t.client().get('/api/feed', { token });
    expect(feed.status).toBe(200);
    expect(feed.body.data.feed_items.map((item: { data: { remark_content: string } }) => item.data.remark_content)).toEqual(['Read me']);
    expect((await t.client().gql('{ me { username } }', {}, { token })).body.data.me.username).toBe(owner.username);
    const [used] = await t.db.query('SELECT last_used_at FROM access_tokens WHERE id = $1', [id]);
    expect(used.last_used_at).not.toBeNull();

    const write = await t.client().post('/api/remarks', { remark_content: 'Not allowed' }, { token });
    expectEnvelope(write, 403);
    expect(write.body.message).toBe(english(scopeMissing('write')));
    const german = await t.client().post('/api/remarks', { remark_content: 'Not allowed' }, { token, headers: { 'accept-language': 'de' } });
    expect([german.status, german.body.message]).toEqual([403, 'Diesem Zugriffstoken fehlt der Bereich write.']);
    const follow = await t.client().gql(`mutation { follow(username: "${friend.username}") { id } }`, {}, { token });
    expect(follow.body.errors?.[0]).toMatchObject({ message: english(scopeMissing('write')), extensions: { status: 403 } });
    const chat = await t.client().get('/api/chat/conversations', { token });
    expectEnvelope(chat, 403);
    expect(chat.body.message).toBe(english(scopeMissing('chat')));
    expect((await t.client().gql('{ conversations { items { id } } }', {}, { token })).body.errors?.[0].message).toBe(english(scopeMissing('chat')));
    const socket = await openChatSocket(t, token);
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.scopeMissing);
    expect(socket.frames.items[0]).toMatchObject({ type: 'error', message: english(scopeMissing('chat')) });

    // Notifications over graphql-ws need read only; chat events need chat.
    const ws = openGraphqlSocket(t, token);
    const notifications = ws.subscribe('subscription { notificationAdded { id } }');
    const messages = ws.subscribe('subscription { messageAdded { id } }');
    await messages.errors.next(() => true);
    expect(JSON.stringify(messages.errors.items[0])).toContain(english(scopeMissing('chat')));
    await whenNotified(notifications.values, owner, friend);
    await ws.close();
  });

  it('writes with write and chats with chat', async () => {
    const [owner, friend] = await makeQuickUsers(t, 2);
    const { token } = await tokenOf(owner, ['write', 'chat']);
    const created = await t.client().post('/api/remarks', { remark_content: 'Posted by a script' }, { token });
    expect(created.status).toBe(201);
    expectEnvelope(await t.client().get('/api/feed', { token }), 403);
    const conversation = await t.client().post('/api/chat/conversations/create', { participant_ids: [friend.accountId] }, { token });
    expect(conversation.status).toBe(201);
    const socket = await openChatSocket(t, token);
    socket.send({ action: 'send_message', conversation: conversation.body.data.conversation.conversation_id, content: 'Hello from a bot' });
    await socket.frames.next((frame) => frame.type === 'message' && frame.data.content === 'Hello from a bot');
    await socket.close();
  });

  it('shares its owner rate limits', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const remark = await makeRemark(t, owner, 'Busy');
    const { token } = await tokenOf(owner, ['write']);
    const throttle = t.app.get(ThrottleService);
    for (;;) {
      try {
        await throttle.consumeForAccount('comment', owner.accountId);
      } catch {
        break;
      }
    }
    const refused = await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'One more' }, { token });
    expectEnvelope(refused, 429);
  });
});

describe('a token stops working at once', () => {
  it('when revoked: requests get 401 and its sockets close', async () => {
    const [owner, friend] = await makeQuickUsers(t, 2);
    const { token, id } = await tokenOf(owner, ['read', 'chat']);
    const socket = await openChatSocket(t, token);
    const ws = openGraphqlSocket(t, token);
    // Live once a notification comes through it.
    const notifications = ws.subscribe('subscription { notificationAdded { id } }');
    await whenNotified(notifications.values, owner, friend);
    expectOk(await t.client().request('DELETE', `/api/account/tokens/${id}`, { token: owner.access }));
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await ws.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    const refused = await t.client().get('/api/feed', { token });
    expectEnvelope(refused, 401);
    expect(refused.body.message).toBe(english(SERVER_MESSAGES.unauthenticated));
    expect((await t.client().gql('{ me { id } }', {}, { token })).body.errors?.[0].extensions?.status).toBe(401);
    expect(await (await openChatSocket(t, token)).closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
  });

  it('when expired, when its owner is suspended, and when it was never made', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const expiring = await tokenOf(owner, ['read'], { expires_in_days: 7 });
    const other = await tokenOf(owner, ['read']);
    expect((await t.client().get('/api/feed', { token: expiring.token })).status).toBe(200);
    await t.db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    expectEnvelope(await t.client().get('/api/feed', { token: expiring.token }), 401);

    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE id = $1', [owner.accountId]);
    expectEnvelope(await t.client().get('/api/feed', { token: other.token }), 401);
    expectEnvelope(await t.client().get('/api/feed', { token: `${other.token.slice(0, -1)}x` }), 401);
    expectEnvelope(await t.client().get('/api/feed', { token: 'gth_' }), 401);
  });
});
