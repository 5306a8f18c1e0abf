import { globalAgent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { ERROR_CODES, PUSH_LIMITS, PUSH_MESSAGES } from '@gatherly/schema';
import { PushSender } from '../src/push/push-sender';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeRemark, type QuickUser } from './support/factories';
import { pushesDone } from './support/jobs';
import { LOOPBACK_TLS, startPushService, vapidOf, type TestDevice, type TestPushService } from './support/push-service';
import { startTestApp, type TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Web Push, end to end: devices subscribe on every door, and what the app tells people (follows,
 * mentions, messages) reaches a push service of the test's own on 127.0.0.1, encrypted for each
 * device and signed with the app's VAPID key; nothing reaches it against the person's choices, for
 * what they are looking at, or for a device that is gone. This file's app alone takes push jobs.
 */

let t: TestApp;
let service: TestPushService;
const trusted = globalAgent.options.ca;

beforeAll(async () => {
  // The app sends over https and trusts the system's authorities: the test's service is trusted too.
  globalAgent.options.ca = [...rootCertificates, LOOPBACK_TLS.cert];
  service = await startPushService();
  t = await startTestApp({ PUSH_NOTIFICATIONS: 'true', PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' });
});

afterAll(async () => {
  await t?.close();
  await service?.close();
  globalAgent.options.ca = trusted;
});

const subscribe = (user: QuickUser, device: Pick<TestDevice, 'endpoint' | 'keys'>, deviceName?: string) =>
  t.client().post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys, ...(deviceName ? { device_name: deviceName } : {}) }, { token: user.access });

const subscriptionsOf = async (user: QuickUser) => (await t.client().get('/api/push/subscriptions', { token: user.access })).body.data.subscriptions;

const gql = (user: QuickUser | null, query: string, variables?: Record<string, unknown>) => t.client().gql(query, variables, user ? { token: user.access } : {});

/** The pushes a device received, decrypted. */
const pushesOf = (device: TestDevice) => service.pushesTo(device).map((push) => device.read(push.body));

async function startConversation(from: QuickUser, to: QuickUser, content: string): Promise<{ conversationId: string; messageId: string }> {
  const started = await t.client().post('/api/chat/conversations/start', { participant_ids: [to.accountId], content }, { token: from.access });
  expect(started.status).toBe(201);
  return { conversationId: started.body.data.conversation.conversation_id, messageId: started.body.data.message.id };
}

async function sendMessage(from: QuickUser, conversationId: string, content: string): Promise<string> {
  const sent = await gql(from, 'mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id } }', { c: conversationId, m: content });
  expect(sent.body.errors).toBeUndefined();
  return sent.body.data.sendMessage.id;
}

describe("devices' subscriptions", () => {
  it("are the server's key in the open, and the signed-in person's devices on REST and GraphQL", async () => {
    const key = await t.client().get('/api/push/vapid-public-key');
    expect(key.body).toEqual({ success: true, data: { public_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) } });
    expect(Buffer.from(key.body.data.public_key, 'base64url')[0]).toBe(4);
    expect((await gql(null, '{ vapidPublicKey }')).body).toEqual({ data: { vapidPublicKey: key.body.data.public_key } });

    const [ada] = await makeQuickUsers(t, 1);
    const phone = service.device('phone');
    const made = await subscribe(ada, phone, '  Chrome   on Android ');
    expect(made.status).toBe(201);
    expect(made.body.data.subscription).toEqual({ subscription_id: expect.any(String), endpoint: phone.endpoint, device_name: 'Chrome on Android', created_at: expect.any(String) });
    // The same device again (each start of the app): updated, not added.
    expect((await subscribe(ada, phone, 'Gatherly on Android')).body.data.subscription.subscription_id).toBe(made.body.data.subscription.subscription_id);

    const laptop = service.device('laptop');
    const added = await gql(ada, 'mutation($i: SubscribePushInput!) { subscribePush(input: $i) { subscription_id endpoint device_name } }', {
      i: { endpoint: laptop.endpoint, keys: laptop.keys },
    });
    expect(added.body.data.subscribePush).toEqual({ subscription_id: expect.any(String), endpoint: laptop.endpoint, device_name: null });
    const listed = await gql(ada, '{ pushSubscriptions { endpoint device_name } }');
    expect(listed.body.data.pushSubscriptions).toEqual([
      { endpoint: phone.endpoint, device_name: 'Gatherly on Android' },
      { endpoint: laptop.endpoint, device_name: null },
    ]);

    const removed = await gql(ada, 'mutation($id: ID!) { unsubscribePush(id: $id) }', { id: added.body.data.subscribePush.subscription_id });
    expect(removed.body).toEqual({ data: { unsubscribePush: true } });
    const gone = await t.client().request('DELETE', `/api/push/subscriptions/${made.body.data.subscription.subscription_id}`, { token: ada.access });
    expect(gone.body).toEqual({ success: true, message: english(PUSH_MESSAGES.removed) });
    expect(await subscriptionsOf(ada)).toEqual([]);
  });

  it('refuses what is malformed with 400, another account’s device with 404, a token with 403 and nobody with 401', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const device = service.device('strict');
    const refused = async (body: Record<string, unknown>, problem: string) => {
      const reply = await t.client().post('/api/push/subscriptions', body, { token: ada.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toContain(problem);
    };
    await refused({ endpoint: device.endpoint.replace('https:', 'http:'), keys: device.keys }, english(PUSH_MESSAGES.endpointInvalid));
    await refused({ endpoint: 'not a url', keys: device.keys }, english(PUSH_MESSAGES.endpointInvalid));
    await refused({ endpoint: `https://push.example/${'x'.repeat(PUSH_LIMITS.endpointMaxLength)}`, keys: device.keys }, english(PUSH_MESSAGES.endpointInvalid));
    await refused({ endpoint: device.endpoint }, english(PUSH_MESSAGES.keysInvalid));
    await refused({ endpoint: device.endpoint, keys: { ...device.keys, p256dh: device.keys.p256dh.slice(2) } }, english(PUSH_MESSAGES.keysInvalid));
    await refused({ endpoint: device.endpoint, keys: { ...device.keys, auth: 'short' } }, english(PUSH_MESSAGES.keysInvalid));
    await refused({ endpoint: device.endpoint, keys: device.keys, device_name: 'x'.repeat(PUSH_LIMITS.deviceNameMaxLength + 1) }, english(PUSH_MESSAGES.deviceNameInvalid));
    const badGql = await gql(ada, 'mutation($i: SubscribePushInput!) { subscribePush(input: $i) { subscription_id } }', { i: { endpoint: 'ftp://x', keys: device.keys } });
    expect(badGql.body.errors?.[0]?.extensions).toMatchObject({ code: ERROR_CODES.validation, status: 400 });

    const adas = (await subscribe(ada, device)).body.data.subscription.subscription_id;
    const notBobs = await t.client().request('DELETE', `/api/push/subscriptions/${adas}`, { token: bob.access });
    expectEnvelope(notBobs, 404);
    expect((await gql(bob, 'mutation($id: ID!) { unsubscribePush(id: $id) }', { id: 'nope' })).body.errors?.[0]?.extensions).toMatchObject({ code: ERROR_CODES.pushSubscriptionNotFound, status: 404 });
    expect(await subscriptionsOf(ada)).toHaveLength(1);

    const token = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: ada.access });
    expectEnvelope(await t.client().get('/api/push/subscriptions', { token: token.body.data.token }), 403);
    expectEnvelope(await t.client().post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys }, { token: token.body.data.token }), 403);
    expectEnvelope(await t.client().get('/api/push/subscriptions'), 401);
    expect((await gql(null, '{ pushSubscriptions { endpoint } }')).body.errors?.[0]?.extensions).toMatchObject({ status: 401 });
  });

  it('answers in German when German is asked for, over REST and GraphQL', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const device = service.device('german');
    const german = { headers: { 'accept-language': 'de' }, token: ada.access };
    const refused = await t.client().post('/api/push/subscriptions', { endpoint: 'not a url', keys: device.keys }, german);
    expect([refused.status, refused.headers.get('content-language'), refused.body.error]).toEqual([400, 'de', ['endpoint muss die https-URL eines Push-Dienstes sein.']]);
    const overGraphql = await t.client().gql(
      'mutation($i: SubscribePushInput!) { subscribePush(input: $i) { subscription_id } }',
      { i: { endpoint: device.endpoint, keys: device.keys, device_name: 'x'.repeat(PUSH_LIMITS.deviceNameMaxLength + 1) } },
      german,
    );
    expect(overGraphql.body.errors?.[0]).toMatchObject({ message: 'device_name muss ein Text mit höchstens 60 Zeichen sein.', extensions: { status: 400 } });
    const made = await subscribe(ada, device);
    const gone = await t.client().request('DELETE', `/api/push/subscriptions/${made.body.data.subscription.subscription_id}`, german);
    expect(gone.body).toEqual({ success: true, message: 'Push-Benachrichtigungen für dieses Gerät ausgeschaltet.' });
  });

  it(`keeps at most ${PUSH_LIMITS.subscriptionsPerAccount} devices of an account, and moves a device to the account signed in on it`, async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const devices = Array.from({ length: PUSH_LIMITS.subscriptionsPerAccount }, () => service.device('many'));
    for (const device of devices) expect((await subscribe(ada, device)).status).toBe(201);
    const oneMore = await subscribe(ada, service.device('many'));
    expectEnvelope(oneMore, 409);
    expect(oneMore.body.message).toBe(english(PUSH_MESSAGES.tooMany));
    // A device already there is still updated.
    expect((await subscribe(ada, devices[0], 'Renamed')).status).toBe(201);

    // Bob signs in on Ada's device: it is his now.
    expect((await subscribe(bob, devices[0])).status).toBe(201);
    expect((await subscriptionsOf(bob)).map((row: { endpoint: string }) => row.endpoint)).toEqual([devices[0].endpoint]);
    expect(await subscriptionsOf(ada)).toHaveLength(PUSH_LIMITS.subscriptionsPerAccount - 1);
  });
});

describe('what is pushed', () => {
  it('tells of a follow and a mention, encrypted for the device and signed with the app’s key', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const phone = service.device('phone');
    await subscribe(bob, phone);
    expect((await t.client().post(`/api/profile/follow/${bob.username}`, undefined, { token: ada.access })).status).toBe(200);
    await makeRemark(t, ada, `Walk with @${bob.username} tomorrow?`);
    await pushesDone(t);

    const day = new Date().toISOString().slice(0, 10);
    // Each push goes on its own: they may arrive in either order.
    const byKind = (one: { kind: string }, other: { kind: string }) => one.kind.localeCompare(other.kind);
    expect((pushesOf(phone) as Array<{ kind: string }>).sort(byKind)).toEqual([
      { kind: 'follow', title: 'Gatherly', body: `${ada.username} followed you`, url: `/profile/${ada.username}`, tag: `follow:${day}` },
      { kind: 'mention', title: 'Gatherly', body: `${ada.username} mentioned you in a remark`, url: expect.stringMatching(/^\/\?remark=/), tag: expect.stringMatching(/^mention:/) },
    ]);
    const [push] = service.pushesTo(phone);
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(PUSH_LIMITS.ttlSeconds), 'content-type': 'application/octet-stream' });
    const { key, claims } = vapidOf(push.headers.authorization as string);
    expect(key).toBe((await t.client().get('/api/push/vapid-public-key')).body.data.public_key);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('tells of a message, one push per conversation with its topic, never to its sender, and not once it is read', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const [adaPhone, bobPhone, bobLaptop] = [service.device('ada'), service.device('bob'), service.device('bob')];
    await subscribe(ada, adaPhone);
    await subscribe(bob, bobPhone);
    await subscribe(bob, bobLaptop);
    const { conversationId } = await startConversation(ada, bob, 'Are you coming to the jazz night?');
    await pushesDone(t);

    const expected = { kind: 'message', title: 'Quick User', body: 'Are you coming to the jazz night?', url: `/direct/message/${conversationId}`, tag: `conversation:${conversationId}` };
    expect(pushesOf(bobPhone)).toEqual([expected]);
    expect(pushesOf(bobLaptop)).toEqual([expected]);
    expect(pushesOf(adaPhone)).toEqual([]);
    expect(service.pushesTo(bobPhone)[0].headers).toMatchObject({ topic: conversationId.replace(/-/g, ''), urgency: 'high' });

    // Bob has the conversation open: the app marks what arrives read at once, and nothing is pushed.
    const seen = await sendMessage(ada, conversationId, 'I saved you a seat');
    expect((await t.client().post(`/api/chat/conversations/${conversationId}/read`, { message_id: seen }, { token: bob.access })).status).toBe(200);
    await pushesDone(t);
    expect(pushesOf(bobPhone)).toHaveLength(1);

    // A long message is cut.
    await sendMessage(ada, conversationId, 'la '.repeat(100));
    await pushesDone(t);
    const cut = pushesOf(bobPhone)[1] as { body: string };
    expect([...cut.body]).toHaveLength(PUSH_LIMITS.bodyMaxLength);
    expect(cut.body.endsWith('…')).toBe(true);
  });

  it('sends nothing against the preferences, for what is not pushed by default, or to a device signed out', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const phone = service.device('choosy');
    await subscribe(bob, phone);
    const { conversationId, messageId } = await startConversation(ada, bob, 'First');
    await pushesDone(t);
    expect(pushesOf(phone)).toHaveLength(1);
    await t.client().post(`/api/chat/conversations/${conversationId}/read`, { message_id: messageId }, { token: bob.access });

    // Bob turns message pushes off (push alone can be set for messages); a like is not pushed unless chosen.
    const off = await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'message', push: false }, token: bob.access });
    expect(off.body.data.preference).toEqual({ kind: 'message', in_app: false, email: false, push: false });
    const mixed = await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'message', email: true }, token: bob.access });
    expectEnvelope(mixed, 400);
    const remarkId = (await makeRemark(t, bob, 'Sunny today')).remark_id;
    await sendMessage(ada, conversationId, 'Second');
    await t.client().post(`/api/remarks/like/${remarkId}`, undefined, { token: ada.access });
    await pushesDone(t);
    expect(pushesOf(phone)).toHaveLength(1);

    // Chosen over GraphQL, likes are pushed.
    const likes = await gql(bob, 'mutation { setNotificationPreference(kind: like, push: true) { kind in_app email push } }');
    expect(likes.body.data.setNotificationPreference).toEqual({ kind: 'like', in_app: true, email: false, push: true });
    const [cy] = await makeQuickUsers(t, 1);
    await t.client().post(`/api/remarks/like/${remarkId}`, undefined, { token: cy.access });
    await pushesDone(t);
    expect(pushesOf(phone).at(-1)).toMatchObject({ kind: 'like', url: `/?remark=${remarkId}` });

    // Signed out on the device: its subscription is pushed nothing, though kept until turned off.
    await t.client().post('/api/account/logout', undefined, { token: bob.access });
    await t.client().post(`/api/profile/follow/${bob.username}`, undefined, { token: cy.access });
    await pushesDone(t);
    expect(pushesOf(phone)).toHaveLength(2);
  });

  it('deletes a device its push service says is gone, and waits out a Retry-After', async () => {
    const [ada, bob, cy] = await makeQuickUsers(t, 3);
    const gone = service.device('gone', [{ status: 410 }]);
    const busy = service.device('busy', [{ status: 429, headers: { 'retry-after': '1' } }]);
    await subscribe(bob, gone);
    await subscribe(cy, busy);
    await t.client().post(`/api/profile/follow/${bob.username}`, undefined, { token: ada.access });
    await t.client().post(`/api/profile/follow/${cy.username}`, undefined, { token: ada.access });
    await pushesDone(t);

    expect(service.pushesTo(gone)).toHaveLength(1);
    expect(await subscriptionsOf(bob)).toEqual([]);
    const [first, second] = service.pushesTo(busy);
    expect(second.at - first.at).toBeGreaterThanOrEqual(1_000);
    expect(busy.read(second.body)).toMatchObject({ kind: 'follow', body: `${ada.username} followed you` });
  });

  it('never reaches a private or loopback address unless allowed, nor anything but https', async () => {
    const device = service.device('inside');
    const strict = new PushSender({ ...t.config, push: { ...t.config.push, allowPrivateAddresses: false } });
    const payload = { kind: 'follow', title: 'Gatherly', body: 'x', url: '/', tag: 'x' };
    const target = { endpoint: device.endpoint, ...device.keys };
    expect(await strict.send(target, payload)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('not public') });
    expect(await strict.send({ ...target, endpoint: device.endpoint.replace('127.0.0.1', 'localhost') }, payload)).toMatchObject({ kind: 'refused' });
    expect(await strict.send({ ...target, endpoint: device.endpoint.replace('https:', 'http:') }, payload)).toMatchObject({ kind: 'refused' });
    expect(service.pushesTo(device)).toEqual([]);
  });
});
