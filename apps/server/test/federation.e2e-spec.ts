import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Fedify, loadFedify } from '../src/federation/fedify';
import { makeEvent, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { jpeg } from './support/images';
import { federationDone } from './support/jobs';
import { PUBLIC_URL, startTestApp, TestApp } from './support/test-app';

/**
 * Gatherly as a server of the fediverse: WebFinger, NodeInfo, actors and their collections, items
 * as Notes and Events, inboxes that take only what a known key signed, and nothing of it when
 * FEDERATION is off. Another server is played by a web server of the test's own, on a loopback
 * address the app may reach here (FEDERATION_ALLOW_PRIVATE_ADDRESSES).
 */

const ACTIVITY = 'application/activity+json';
const HOST = new URL(PUBLIC_URL).host;

let t: TestApp;
let ada: QuickUser;
let bob: QuickUser;

/** The other server: one actor, whose key signs the requests of the tests, and its inbox. */
let remote: Server;
let remoteActor: string;
let remoteKeys: CryptoKeyPair;
/** What was delivered to the other server's inbox. */
const delivered: Array<{ headers: Record<string, string | string[] | undefined>; body: any }> = [];
/** Fedify, for the other server's keys and signatures. */
let fedify: Fedify;
/** The image the other server's Notes carry. */
let photo: Buffer;

beforeAll(async () => {
  fedify = await loadFedify();
  photo = await jpeg(80, 60);
  remoteKeys = await fedify.generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const publicKeyPem = await fedify.exportSpki(remoteKeys.publicKey);
  remote = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/actor/inbox') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        delivered.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(202).end();
      });
      return;
    }
    if (request.url === '/photo.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (request.url !== '/actor') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': ACTIVITY }).end(
      JSON.stringify({
        '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
        id: remoteActor,
        type: 'Person',
        preferredUsername: 'carol',
        summary: '<p>Walks <b>far</b> &amp; wide</p>',
        icon: { type: 'Image', mediaType: 'image/jpeg', url: `${new URL(remoteActor).origin}/photo.jpg` },
        inbox: `${remoteActor}/inbox`,
        publicKey: { id: `${remoteActor}#main-key`, owner: remoteActor, publicKeyPem },
      }),
    );
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteActor = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/actor`;
  t = await startTestApp({ FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
  [ada, bob] = await makeQuickUsers(t, 2);
  await t.db.query(`UPDATE accounts SET full_name = 'Ada L', bio = 'Walks & <talks>' WHERE id = $1`, [ada.accountId]);
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => remote?.close(resolve));
});

const activity = (path: string) => t.client().get(path, { headers: { accept: ACTIVITY } });

/** A request as the other server sends it: signed with its key unless `key` says otherwise, for PUBLIC_URL's host. */
async function signedPost(path: string, body: unknown, options: { key?: CryptoKey; date?: Date; app?: TestApp } = {}) {
  const unsigned = new Request(`${PUBLIC_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': ACTIVITY, accept: ACTIVITY, ...(options.date ? { date: options.date.toUTCString() } : {}) },
    body: JSON.stringify(body),
  });
  const signed = await fedify.signRequest(unsigned, options.key ?? remoteKeys.privateKey, new URL(`${remoteActor}#main-key`));
  return (options.app ?? t).client().request('POST', path, { raw: await signed.text(), contentType: ACTIVITY, headers: signatureHeaders(signed) });
}

/** The headers of a signed request but Host: the app reads the request as addressed to PUBLIC_URL's host, as signed. */
function signatureHeaders(signed: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  signed.headers.forEach((value: string, name: string) => {
    if (name !== 'host') headers[name] = value;
  });
  return headers;
}

const follow = (object: string) => ({ '@context': 'https://www.w3.org/ns/activitystreams', id: `${remoteActor}/follows/${Math.random()}`, type: 'Follow', actor: remoteActor, object });
/** An activity no listener takes: its inbox answers it all the same once its signature is checked. */
const like = (object: string) => ({ '@context': 'https://www.w3.org/ns/activitystreams', id: `${remoteActor}/likes/${Math.random()}`, type: 'Like', actor: remoteActor, object });

describe('finding an account', () => {
  it('WebFinger names the actor of acct:<username>@<host>, and 404 for no account', async () => {
    const reply = await t.client().get(`/.well-known/webfinger?resource=acct:${ada.username}@${HOST}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/jrd+json');
    const jrd = JSON.parse(reply.text);
    expect(jrd.subject).toBe(`acct:${ada.username}@${HOST}`);
    expect(jrd.links).toContainEqual(expect.objectContaining({ rel: 'self', type: ACTIVITY, href: `${PUBLIC_URL}/users/${ada.username}` }));
    expect((await t.client().get(`/.well-known/webfinger?resource=acct:nobody_here@${HOST}`)).status).toBe(404);
  });

  it('the handle is found in any letter case, and names the account as it is written', async () => {
    const reply = await t.client().get(`/.well-known/webfinger?resource=acct:${ada.username.toUpperCase()}@${HOST}`);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text).links).toContainEqual(expect.objectContaining({ rel: 'self', href: `${PUBLIC_URL}/users/${ada.username}` }));
  });

  it('an actor is a Person with its inbox, outbox, collections, shared inbox and public key, the same key every time', async () => {
    const reply = await activity(`/users/${ada.username}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain(ACTIVITY);
    const actor = JSON.parse(reply.text);
    const id = `${PUBLIC_URL}/users/${ada.username}`;
    expect(actor).toMatchObject({
      id,
      type: 'Person',
      preferredUsername: ada.username,
      name: 'Ada L',
      summary: '<p>Walks &#38; &#60;talks&#62;</p>',
      url: `${PUBLIC_URL}/profile/${ada.username}`,
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      followers: `${id}/followers`,
      following: `${id}/following`,
      endpoints: { sharedInbox: `${PUBLIC_URL}/inbox` },
      publicKey: { id: `${id}#main-key`, owner: id },
    });
    expect(actor.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const again = JSON.parse((await activity(`/users/${ada.username}`)).text);
    expect(again.publicKey.publicKeyPem).toBe(actor.publicKey.publicKeyPem);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM actor_keys WHERE account_id = $1`, [ada.accountId]);
    expect(count).toBe(2);
  });

  it('a browser asking for an actor is sent to the profile; no account, a suspended one or one not verified is 404', async () => {
    const page = await t.client().get(`/users/${ada.username}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/profile/${ada.username}`);
    expect((await activity('/users/nobody_here')).status).toBe(404);
    const [suspended, unverified] = await makeQuickUsers(t, 2);
    await t.db.query(`UPDATE accounts SET suspended_at = now() WHERE id = $1`, [suspended.accountId]);
    await t.db.query(`UPDATE accounts SET email_verified_at = NULL WHERE id = $1`, [unverified.accountId]);
    for (const user of [suspended, unverified]) {
      expect((await activity(`/users/${user.username}`)).status).toBe(404);
      expect((await t.client().get(`/.well-known/webfinger?resource=acct:${user.username}@${HOST}`)).status).toBe(404);
    }
  });

  it('NodeInfo 2.1 says what the server is, found from /.well-known/nodeinfo', async () => {
    const links = JSON.parse((await t.client().get('/.well-known/nodeinfo')).text).links;
    expect(links).toContainEqual(expect.objectContaining({ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${PUBLIC_URL}/nodeinfo/2.1` }));
    const reply = await t.client().get('/nodeinfo/2.1');
    expect(reply.status).toBe(200);
    const info = JSON.parse(reply.text);
    expect(info).toMatchObject({ version: '2.1', software: { name: 'gatherly' }, protocols: ['activitypub'], openRegistrations: true });
    expect(info.usage.users.total).toBeGreaterThanOrEqual(2);
  });
});

describe('collections and items', () => {
  it('followers and following hold the actors, newest first, a page at a time', async () => {
    await t.client().post(`/api/profile/follow/${ada.username}`, undefined, { token: bob.access });
    const followers = JSON.parse((await activity(`/users/${ada.username}/followers`)).text);
    expect(followers).toMatchObject({ type: 'OrderedCollection', totalItems: 1 });
    const page = JSON.parse((await t.client().get(new URL(followers.first).pathname + new URL(followers.first).search, { headers: { accept: ACTIVITY } })).text);
    expect(page.type).toBe('OrderedCollectionPage');
    expect(page.orderedItems).toEqual([`${PUBLIC_URL}/users/${bob.username}`]);
    const following = JSON.parse((await activity(`/users/${bob.username}/following`)).text);
    expect(following.totalItems).toBe(1);
    expect((await activity('/users/nobody_here/followers')).status).toBe(404);
  });

  it('the outbox holds Creates of the items, and each item is a Note or an Event at /items/<id>', async () => {
    const remark = await makeRemark(t, ada, 'A walk by the river\nat six');
    const event = await makeEvent(t, ada, { event_name: 'River walk', event_location: 'Old bridge' });
    const outbox = JSON.parse((await activity(`/users/${ada.username}/outbox`)).text);
    expect(outbox).toMatchObject({ type: 'OrderedCollection', totalItems: 2 });
    const page = JSON.parse((await t.client().get(`/users/${ada.username}/outbox?cursor=`, { headers: { accept: ACTIVITY } })).text);
    expect(page.orderedItems.map((create: any) => [create.type, create.object.type])).toEqual([
      ['Create', 'Event'],
      ['Create', 'Note'],
    ]);

    const note = JSON.parse((await activity(`/items/${remark.remark_id}`)).text);
    expect(note).toMatchObject({
      id: `${PUBLIC_URL}/items/${remark.remark_id}`,
      type: 'Note',
      attributedTo: `${PUBLIC_URL}/users/${ada.username}`,
      content: '<p>A walk by the river<br>at six</p>',
      to: 'https://www.w3.org/ns/activitystreams#Public',
    });
    const reply = await activity(`/items/${event.event_id}`);
    expect(reply.headers.get('content-type')).toContain(ACTIVITY);
    const object = JSON.parse(reply.text);
    expect(object).toMatchObject({ type: 'Event', name: 'River walk', location: { type: 'Place', name: 'Old bridge' }, category: 'community', isOnline: false, joinMode: 'free', participantCount: 0, timezone: expect.any(String) });
    expect(new Date(object.startTime).toISOString()).toBe(new Date(event.event_date).toISOString());
    expect(object['@context']).toContainEqual(expect.objectContaining({ mz: 'https://joinmobilizon.org/ns#' }));

    const page2 = await t.client().get(`/items/${remark.remark_id}`, { headers: { accept: 'text/html' } });
    expect(page2.status).toBe(302);
    expect(page2.headers.get('location')).toBe(`/profile/${ada.username}`);
    expect((await activity('/items/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await activity('/items/not-an-id')).status).toBe(404);
  });
});

describe('inboxes', () => {
  it('take an activity signed by the key of its actor (202)', async () => {
    const reply = await signedPost(`/users/${ada.username}/inbox`, like(`${PUBLIC_URL}/users/${ada.username}`));
    expect(reply.status).toBe(202);
    expect((await signedPost('/inbox', like(`${PUBLIC_URL}/users/${ada.username}`))).status).toBe(202);
  });

  it('refuse with 401 what is unsigned, signed by another key, changed after signing or signed long ago', async () => {
    const body = JSON.stringify(follow(`${PUBLIC_URL}/users/${ada.username}`));
    expect((await t.client().request('POST', `/users/${ada.username}/inbox`, { raw: body, contentType: ACTIVITY })).status).toBe(401);
    const other = await fedify.generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    expect((await signedPost('/inbox', follow(`${PUBLIC_URL}/users/${ada.username}`), { key: other.privateKey })).status).toBe(401);
    expect((await signedPost('/inbox', follow(`${PUBLIC_URL}/users/${ada.username}`), { date: new Date(Date.now() - 2 * 3_600_000) })).status).toBe(401);

    const unsigned = new Request(`${PUBLIC_URL}/inbox`, { method: 'POST', headers: { 'content-type': ACTIVITY }, body });
    const signed = await fedify.signRequest(unsigned, remoteKeys.privateKey, new URL(`${remoteActor}#main-key`));
    const changed = body.replace('Follow', 'Block');
    expect((await t.client().request('POST', '/inbox', { raw: changed, contentType: ACTIVITY, headers: signatureHeaders(signed) })).status).toBe(401);
  });

  it('refuse a body over 256 KB with 413 before reading it', async () => {
    const reply = await t.client().request('POST', '/inbox', { raw: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }), contentType: ACTIVITY });
    expect(reply.status).toBe(413);
  });
});

describe('followed from another server', () => {
  const remoteUsername = () => `carol@${new URL(remoteActor).host}`;
  const followerNames = async (user: QuickUser) =>
    ((await t.client().get(`/api/profile/${user.username}/followers`, { token: user.access })).body.data.followers as Array<{ username: string }>).map((person) => person.username);
  const followerCount = async (user: QuickUser) => (await t.db.query(`SELECT follower_count FROM accounts WHERE id = $1`, [user.accountId]))[0].follower_count;

  it('a Follow makes its actor a follower as anyone (told, counted, listed) and is answered Accept, signed by the account followed', async () => {
    const [dana] = await makeQuickUsers(t, 1);
    const danaUri = `${PUBLIC_URL}/users/${dana.username}`;
    const request = follow(danaUri);
    expect((await signedPost(`/users/${dana.username}/inbox`, request)).status).toBe(202);
    await federationDone(t);

    expect(await followerNames(dana)).toEqual([remoteUsername()]);
    expect(await followerCount(dana)).toBe(1);
    const notices = await t.client().get('/api/notifications', { token: dana.access });
    expect(JSON.stringify(notices.body)).toContain(remoteUsername());
    const [account] = await t.db.query(`SELECT email, host, full_name FROM accounts WHERE lower(username) = lower($1)`, [remoteUsername()]);
    expect(account).toEqual({ email: null, host: new URL(remoteActor).host, full_name: 'carol' });

    const accept = delivered.find((delivery) => delivery.body.type === 'Accept' && (delivery.body.object?.id ?? delivery.body.object) === request.id);
    expect(accept?.body.actor).toBe(danaUri);
    expect(String(accept?.headers.signature)).toContain(`keyId="${danaUri}#main-key"`);

    const collection = JSON.parse((await activity(`/users/${dana.username}/followers?cursor=`)).text);
    expect(collection.orderedItems).toEqual([remoteActor]);
  });

  it('an Undo of the Follow ends it; following twice is following once', async () => {
    const [erin] = await makeQuickUsers(t, 1);
    const erinUri = `${PUBLIC_URL}/users/${erin.username}`;
    const request = follow(erinUri);
    await signedPost('/inbox', request);
    await signedPost('/inbox', follow(erinUri));
    await federationDone(t);
    expect(await followerCount(erin)).toBe(1);
    const undo = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${remoteActor}/undos/${Math.random()}`, type: 'Undo', actor: remoteActor, object: request };
    expect((await signedPost('/inbox', undo)).status).toBe(202);
    await federationDone(t);
    expect(await followerNames(erin)).toEqual([]);
    expect(await followerCount(erin)).toBe(0);
    // Its own server ended it: it is not answered.
    expect(delivered.filter((delivery) => delivery.body.type === 'Reject' && delivery.body.actor === erinUri)).toEqual([]);
  });

  it('removing a follower of another server, or blocking one, sends its server the Reject of its Follow, signed by the account it followed', async () => {
    const [gil, hana] = await makeQuickUsers(t, 2);
    for (const user of [gil, hana]) await signedPost(`/users/${user.username}/inbox`, follow(`${PUBLIC_URL}/users/${user.username}`));
    await federationDone(t);
    const [{ id: carolId }] = await t.db.query(`SELECT id FROM accounts WHERE lower(username) = lower($1)`, [remoteUsername()]);
    expect((await t.client().request('DELETE', `/api/profile/remove-follower/${carolId}`, { token: gil.access })).status).toBe(200);
    expect((await t.client().post(`/api/profile/block/${encodeURIComponent(remoteUsername())}`, undefined, { token: hana.access })).status).toBe(200);
    await federationDone(t);
    for (const user of [gil, hana]) {
      expect(await followerCount(user)).toBe(0);
      const userUri = `${PUBLIC_URL}/users/${user.username}`;
      const rejects = delivered.filter((delivery) => delivery.body.type === 'Reject' && delivery.body.actor === userUri);
      expect(rejects.map((delivery) => delivery.body.object)).toEqual([expect.objectContaining({ type: 'Follow', actor: remoteActor, object: userUri })]);
      expect(String(rejects[0].headers.signature)).toContain(`keyId="${userUri}#main-key"`);
    }
  });

  it('a Follow of someone who blocks its actor is answered Reject and changes nothing', async () => {
    const [fay] = await makeQuickUsers(t, 1);
    const fayUri = `${PUBLIC_URL}/users/${fay.username}`;
    expect((await t.client().post(`/api/profile/block/${encodeURIComponent(remoteUsername())}`, undefined, { token: fay.access })).status).toBe(200);
    const request = follow(fayUri);
    await signedPost(`/users/${fay.username}/inbox`, request);
    await federationDone(t);
    expect(await followerCount(fay)).toBe(0);
    const reject = delivered.find((delivery) => (delivery.body.object?.id ?? delivery.body.object) === request.id);
    expect(reject?.body).toMatchObject({ type: 'Reject', actor: fayUri });
  });

  it('a moderator suspends an account of another server, whatever the length of its name, and no mail is sent for it', async () => {
    const [moderator, reporter] = await makeQuickUsers(t, 2);
    await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
    const username = 'a_rather_long_fediverse_name@social.example.org';
    const [{ id }] = await t.db.query(`INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at, host) VALUES (NULL, $1, 'Far Away', '', now(), 'social.example.org') RETURNING id`, [username]);
    await t.db.query(`INSERT INTO remote_actors (account_id, actor_url, inbox_url, fetched_at) VALUES ($1, 'https://social.example.org/users/far', 'https://social.example.org/users/far/inbox', now())`, [id]);
    const reported = await t.client().post('/api/reports', { target_type: 'account', target_id: id, reason: 'spam', text: 'Spam from afar.' }, { token: reporter.access });
    expect(reported.status).toBe(201);
    const suspended = await t.client().post(`/api/moderation/reports/${reported.body.data.report.id}/suspend`, { reason: 'Spam.' }, { token: moderator.access });
    expect(suspended.status).toBe(200);
    await federationDone(t);
    const [account] = await t.db.query(`SELECT suspended_at IS NOT NULL AS suspended FROM accounts WHERE id = $1`, [id]);
    expect(account.suspended).toBe(true);
    const [{ logged }] = await t.db.query(`SELECT count(*)::int AS logged FROM moderation_actions WHERE account_username = $1`, [username]);
    expect(logged).toBe(1);
  });

  it('a Follow of no account here, or by an actor other than the signer, changes nothing', async () => {
    const before = delivered.length;
    await signedPost('/inbox', follow(`${PUBLIC_URL}/users/nobody_here`));
    const forged = { ...follow(`${PUBLIC_URL}/users/${bob.username}`), actor: 'http://127.0.0.1:9/someone-else' };
    expect((await signedPost('/inbox', forged)).status).toBe(401);
    await federationDone(t);
    expect(delivered.length).toBe(before);
    expect(await followerCount(bob)).toBe(0);
  });
});

describe('what people here share, sent to their followers of other servers', () => {
  it('a new item goes to them as a Create, an edit as an Update, a deletion as a Delete; an author without such followers sends nothing', async () => {
    const [ivy, loner] = await makeQuickUsers(t, 2);
    const ivyUri = `${PUBLIC_URL}/users/${ivy.username}`;
    await signedPost(`/users/${ivy.username}/inbox`, follow(ivyUri));
    await federationDone(t);
    const sentBy = (type: string, objectId: string) => delivered.filter((delivery) => delivery.body.type === type && (delivery.body.object?.id ?? delivery.body.object) === objectId);

    const remark = await makeRemark(t, ivy, 'Picnic at noon');
    const event = await makeEvent(t, ivy, { event_name: 'Picnic' });
    await makeRemark(t, loner, 'Nobody there hears this');
    await federationDone(t);
    const noteId = `${PUBLIC_URL}/items/${remark.remark_id}`;
    const [create] = sentBy('Create', noteId);
    expect(create.body).toMatchObject({ actor: ivyUri, object: { type: 'Note', content: '<p>Picnic at noon</p>', attributedTo: ivyUri } });
    expect(String(create.headers.signature)).toContain(`keyId="${ivyUri}#main-key"`);
    expect(sentBy('Create', `${PUBLIC_URL}/items/${event.event_id}`)[0].body.object).toMatchObject({ type: 'Event', name: 'Picnic' });
    expect(delivered.filter((delivery) => JSON.stringify(delivery.body).includes('Nobody there hears this'))).toEqual([]);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'federation-item' AND data->>'authorId' = $1`, [loner.accountId]);
    expect(count).toBe(0);

    expect((await t.client().request('PATCH', `/api/remarks/by-id/${remark.remark_id}`, { json: { remark_content: 'Picnic at one' }, token: ivy.access })).status).toBe(200);
    await federationDone(t);
    expect(sentBy('Update', noteId)[0]?.body.object).toMatchObject({ content: '<p>Picnic at one</p>' });
    expect((await t.client().request('DELETE', `/api/remarks/by-id/${remark.remark_id}`, { token: ivy.access })).status).toBe(200);
    await federationDone(t);
    expect(sentBy('Delete', noteId)[0]?.body).toMatchObject({ actor: ivyUri, object: { type: 'Tombstone', id: noteId } });
  });
});

describe('following someone of another server', () => {
  const handle = () => `carol@${new URL(remoteActor).host}`;
  const profileOf = async (user: QuickUser) => (await t.client().get(`/api/profile/profile/${encodeURIComponent(handle())}`, { token: user.access })).body.data;
  /** The other server answers a Follow it received, signed as its actor. */
  const answer = (type: 'Accept' | 'Reject', followActivity: any) =>
    signedPost('/inbox', { '@context': 'https://www.w3.org/ns/activitystreams', id: `${remoteActor}/answers/${Math.random()}`, type, actor: remoteActor, object: followActivity });
  const sentFollow = (user: QuickUser) => delivered.filter((delivery) => delivery.body.type === 'Follow' && delivery.body.actor === `${PUBLIC_URL}/users/${user.username}`).at(-1);

  it('search finds the account by its actor URL, kept as an account of that server', async () => {
    const reply = await t.client().get(`/api/profile/search?username=${encodeURIComponent(remoteActor)}`, { token: bob.access });
    expect(reply.status).toBe(200);
    expect(reply.body.data.accounts[0]).toMatchObject({ username: handle(), full_name: 'carol', is_remote: true, is_following: false });
    const graphql = await t.client().gql(`query ($u: String!) { profile(username: $u) { username is_remote actor_url follow_requested is_following } }`, { u: handle() }, { token: bob.access });
    expect(graphql.body.data.profile).toEqual({ username: handle(), is_remote: true, actor_url: remoteActor, follow_requested: false, is_following: false });
    // What it shows of itself: its summary as the bio, its picture fetched and re-encoded as the photo.
    await federationDone(t);
    const profile = (await t.client().get(`/api/profile/profile/${encodeURIComponent(handle())}`, { token: bob.access })).body.data;
    expect(profile.bio).toBe('Walks far & wide');
    expect(profile.profile_image).toMatch(/^\/media\/.+\.webp$/);
    expect((await t.client().get(profile.profile_image)).status).toBe(200);
    const lookup = `query ($h: String!) { lookupRemoteAccount(handle: $h) { username is_remote is_following } }`;
    expect((await t.client().gql(lookup, { h: remoteActor }, { token: bob.access })).body.data.lookupRemoteAccount).toEqual({ username: handle(), is_remote: true, is_following: false });
    expect((await t.client().gql(lookup, { h: `@nobody@${HOST}` }, { token: bob.access })).body.data.lookupRemoteAccount).toBeNull();
    const local = await t.client().gql(`query ($q: String!) { searchAccounts(query: $q) { username is_remote } }`, { q: ada.username }, { token: bob.access });
    expect(local.body.data.searchAccounts).toContainEqual({ username: ada.username, is_remote: false });
  });

  it('following sends a Follow signed by the follower; the follow begins when its server accepts', async () => {
    const [gus] = await makeQuickUsers(t, 1);
    await t.client().get(`/api/profile/search?username=${encodeURIComponent(remoteActor)}`, { token: gus.access });
    const reply = await t.client().post(`/api/profile/follow/${encodeURIComponent(handle())}`, undefined, { token: gus.access });
    expect(reply.status).toBe(200);
    expect(reply.body.data.profile).toMatchObject({ is_following: false, follow_requested: true });
    await federationDone(t);
    const follow = sentFollow(gus);
    expect(follow?.body).toMatchObject({ type: 'Follow', object: remoteActor });
    expect(String(follow?.headers.signature)).toContain(`keyId="${PUBLIC_URL}/users/${gus.username}#main-key"`);
    // Asking again while it has not answered sends nothing more.
    await t.client().post(`/api/profile/follow/${encodeURIComponent(handle())}`, undefined, { token: gus.access });
    await federationDone(t);
    expect(delivered.filter((delivery) => delivery.body.type === 'Follow' && delivery.body.actor === `${PUBLIC_URL}/users/${gus.username}`)).toHaveLength(1);

    expect((await answer('Accept', follow!.body)).status).toBe(202);
    await federationDone(t);
    expect(await profileOf(gus)).toMatchObject({ is_following: true, follow_requested: false });
    const following = await t.client().get(`/api/profile/${gus.username}/following`, { token: gus.access });
    expect(following.body.data.following.map((person: any) => [person.username, person.is_remote])).toEqual([[handle(), true]]);

    const undone = await t.client().post(`/api/profile/unfollow/${encodeURIComponent(handle())}`, undefined, { token: gus.access });
    expect(undone.body.data.profile).toMatchObject({ is_following: false, follow_requested: false });
    await federationDone(t);
    const undo = delivered.find((delivery) => delivery.body.type === 'Undo' && delivery.body.object?.id === follow!.body.id);
    expect(undo?.body.actor).toBe(`${PUBLIC_URL}/users/${gus.username}`);
  });

  it('blocking an account of another server one follows ends the follow and sends its server the Undo', async () => {
    const [ian] = await makeQuickUsers(t, 1);
    await t.client().post(`/api/profile/follow/${encodeURIComponent(handle())}`, undefined, { token: ian.access });
    await federationDone(t);
    const follow = sentFollow(ian)!;
    await answer('Accept', follow.body);
    await federationDone(t);
    expect(await profileOf(ian)).toMatchObject({ is_following: true });
    expect((await t.client().post(`/api/profile/block/${encodeURIComponent(handle())}`, undefined, { token: ian.access })).status).toBe(200);
    await federationDone(t);
    expect(await profileOf(ian)).toMatchObject({ is_following: false, follow_requested: false, is_blocked: true });
    expect(delivered.find((delivery) => delivery.body.type === 'Undo' && delivery.body.object?.id === follow.body.id)?.body.actor).toBe(`${PUBLIC_URL}/users/${ian.username}`);
  });

  it('an Accept by another actor than the one followed, or of a Follow never sent, changes nothing; a Reject ends the request', async () => {
    const [hal] = await makeQuickUsers(t, 1);
    await t.client().post(`/api/profile/follow/${encodeURIComponent(handle())}`, undefined, { token: hal.access });
    await federationDone(t);
    const follow = sentFollow(hal)!;
    await answer('Accept', { ...follow.body, id: `${PUBLIC_URL}/follows/00000000-0000-4000-8000-000000000000` });
    await federationDone(t);
    expect(await profileOf(hal)).toMatchObject({ is_following: false, follow_requested: true });
    await answer('Reject', follow.body);
    await federationDone(t);
    expect(await profileOf(hal)).toMatchObject({ is_following: false, follow_requested: false });
  });
});

describe('what people of other servers share, in the feeds of their followers here', () => {
  const AS = 'https://www.w3.org/ns/activitystreams';
  const feedOf = async (user: QuickUser) => (await t.client().get('/api/feed', { token: user.access })).body.data.feed_items as Array<{ type: string; data: any }>;
  const activityOf = (type: string, object: unknown) => ({ '@context': AS, id: `${remoteActor}/activities/${Math.random()}`, type, actor: remoteActor, object });
  let kim: QuickUser;

  beforeAll(async () => {
    [kim] = await makeQuickUsers(t, 1);
    await t.client().post(`/api/profile/follow/${encodeURIComponent(`carol@${new URL(remoteActor).host}`)}`, undefined, { token: kim.access });
    await federationDone(t);
    const sent = delivered.filter((delivery) => delivery.body.type === 'Follow' && delivery.body.actor === `${PUBLIC_URL}/users/${kim.username}`).at(-1)!;
    await signedPost('/inbox', activityOf('Accept', sent.body));
    await federationDone(t);
  });

  it('a Note arrives as a remark of its author, its HTML made text; its Update changes it, its Delete takes it away', async () => {
    const note = { id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: remoteActor, to: `${AS}#Public`, content: '<p>Hello from <b>elsewhere</b> &amp; beyond</p><p>Second<br>line</p>', published: new Date().toISOString() };
    expect((await signedPost('/inbox', activityOf('Create', note))).status).toBe(202);
    await federationDone(t);
    const remark = (await feedOf(kim)).find((entry) => entry.type === 'remark' && entry.data.account_username === `carol@${new URL(remoteActor).host}`);
    expect(remark?.data).toMatchObject({ remark_content: 'Hello from elsewhere & beyond\n\nSecond\nline', is_remote: true, url: note.id });
    const graphql = await t.client().gql(`{ homeFeed { items { id is_remote url account_username } } }`, {}, { token: kim.access });
    expect(graphql.body.data.homeFeed.items.find((item: { id: string }) => item.id === remark!.data.remark_id)).toEqual({ id: remark!.data.remark_id, is_remote: true, url: note.id, account_username: `carol@${new URL(remoteActor).host}` });
    const mine = await t.client().post('/api/remarks', { remark_content: 'From here' }, { token: kim.access });
    expect((await t.client().get(`/api/remarks/by-id/${mine.body.data.remark.remark_id}`, { token: kim.access })).body.data.remark).toMatchObject({ is_remote: false, url: null });

    // The same Create again keeps one item.
    await signedPost('/inbox', activityOf('Create', note));
    await signedPost('/inbox', activityOf('Update', { ...note, content: '<p>Hello again</p>' }));
    await federationDone(t);
    const remarks = (await feedOf(kim)).filter((entry) => entry.type === 'remark' && entry.data.remark_id === remark!.data.remark_id);
    expect(remarks.map((entry) => [entry.data.remark_content, entry.data.edited_at !== null])).toEqual([['Hello again', true]]);

    await signedPost('/inbox', activityOf('Delete', { id: note.id, type: 'Tombstone' }));
    await federationDone(t);
    expect((await feedOf(kim)).some((entry) => entry.data.remark_id === remark!.data.remark_id)).toBe(false);
  });

  it('a Note with an image arrives as a post, its image fetched and stored as an upload with its description; an Event as an event', async () => {
    const note = {
      id: `${remoteActor}/notes/${Math.random()}`,
      type: 'Note',
      attributedTo: remoteActor,
      content: '<p>The bridge at dusk</p>',
      attachment: [{ type: 'Document', mediaType: 'image/jpeg', url: `${new URL(remoteActor).origin}/photo.jpg`, name: 'An old stone bridge' }],
    };
    const event = {
      id: `${remoteActor}/events/${Math.random()}`,
      type: 'Event',
      attributedTo: remoteActor,
      name: 'Night walk',
      content: '<p>Bring a lamp</p>',
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      location: { type: 'Place', name: 'Old bridge', latitude: 48.85, longitude: 2.35 },
    };
    await signedPost('/inbox', activityOf('Create', note));
    await signedPost('/inbox', activityOf('Create', event));
    await federationDone(t);
    const feed = await feedOf(kim);
    const post = feed.find((entry) => entry.type === 'post' && entry.data.post_content === 'The bridge at dusk');
    expect(post?.data.media).toEqual([expect.objectContaining({ alt_text: 'An old stone bridge', width: 80, height: 60 })]);
    expect((await t.client().get(post!.data.media[0].media_file)).status).toBe(200);
    const shown = feed.find((entry) => entry.type === 'event' && entry.data.event_name === 'Night walk');
    expect(shown?.data).toMatchObject({ event_description: 'Bring a lamp', event_location: 'Old bridge', event_date: event.startTime });
  });

  it('going to an event of another server sends its server a Join signed by the goer; leaving sends a Leave; its Reject takes the answer back', async () => {
    const event = { id: `${remoteActor}/events/${Math.random()}`, type: 'Event', attributedTo: remoteActor, name: 'Harbour tour', startTime: new Date(Date.now() + 5 * 86_400_000).toISOString() };
    await signedPost('/inbox', activityOf('Create', event));
    await federationDone(t);
    const [{ id }] = await t.db.query(`SELECT id FROM content_items WHERE remote_url = $1`, [event.id]);
    const kimUri = `${PUBLIC_URL}/users/${kim.username}`;
    const sent = (type: string) => delivered.filter((delivery) => delivery.body.type === type && delivery.body.actor === kimUri && delivery.body.object === event.id);

    expect((await t.client().post(`/api/events/going/${id}`, {}, { token: kim.access })).body.data.rsvp_status).toBe('going');
    await federationDone(t);
    expect(sent('Join')).toHaveLength(1);
    expect(String(sent('Join')[0].headers.signature)).toContain(`keyId="${kimUri}#main-key"`);
    expect((await t.client().request('DELETE', `/api/events/going/${id}`, { token: kim.access })).status).toBe(200);
    await federationDone(t);
    expect(sent('Leave')).toHaveLength(1);

    // Going again is a Join of its own; its server refuses it, and kim no longer goes.
    await t.client().post(`/api/events/going/${id}`, {}, { token: kim.access });
    await federationDone(t);
    const join = sent('Join').at(-1)!.body;
    expect(join.id).not.toBe(sent('Join')[0].body.id);
    await signedPost('/inbox', activityOf('Reject', join));
    await federationDone(t);
    expect((await t.client().get(`/api/events/by-id/${id}`, { token: kim.access })).body.data.event).toMatchObject({ rsvp_status: null, going_count: 0 });
    expect(sent('Leave')).toHaveLength(1);
  });

  it('liking an item of another server sends its server a Like signed by the liker; unliking sends its Undo', async () => {
    const note = { id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: remoteActor, content: '<p>Like me</p>' };
    await signedPost('/inbox', activityOf('Create', note));
    await federationDone(t);
    const [{ id }] = await t.db.query(`SELECT id FROM content_items WHERE remote_url = $1`, [note.id]);
    const kimUri = `${PUBLIC_URL}/users/${kim.username}`;
    expect((await t.client().post(`/api/remarks/like/${id}`, undefined, { token: kim.access })).status).toBe(200);
    await federationDone(t);
    const like = delivered.find((delivery) => delivery.body.type === 'Like' && delivery.body.object === note.id);
    expect(like?.body.actor).toBe(kimUri);
    expect(String(like?.headers.signature)).toContain(`keyId="${kimUri}#main-key"`);
    expect((await t.client().request('DELETE', `/api/remarks/like/${id}`, { token: kim.access })).status).toBe(200);
    await federationDone(t);
    expect(delivered.find((delivery) => delivery.body.type === 'Undo' && delivery.body.object?.id === like!.body.id)?.body.actor).toBe(kimUri);
  });

  it('a Like of an item here from another server counts and tells its author as any like; its Undo takes it back', async () => {
    const remark = await makeRemark(t, kim, 'Liked from afar');
    const object = `${PUBLIC_URL}/items/${remark.remark_id}`;
    const likeActivity = activityOf('Like', object);
    expect((await signedPost('/inbox', likeActivity)).status).toBe(202);
    await signedPost('/inbox', likeActivity);
    await federationDone(t);
    const likes = async () => (await t.db.query(`SELECT like_count FROM content_items WHERE id = $1`, [remark.remark_id]))[0].like_count;
    expect(await likes()).toBe(1);
    const notices = await t.client().get('/api/notifications', { token: kim.access });
    expect(JSON.stringify(notices.body)).toContain(`carol@${new URL(remoteActor).host}`);
    await signedPost('/inbox', activityOf('Undo', likeActivity));
    await federationDone(t);
    expect(await likes()).toBe(0);
  });

  it('comments go both ways as replies: one written here is sent as a Note in reply to its item, its deletion as a Delete; a reply from there is a comment, once, until its Delete', async () => {
    const note = { id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: remoteActor, to: `${AS}#Public`, content: '<p>Reply to me</p>' };
    await signedPost('/inbox', activityOf('Create', note));
    await federationDone(t);
    const remark = (await feedOf(kim)).find((entry) => entry.data.remark_content === 'Reply to me')!;
    const written = await t.client().post('/api/remarks/comment', { remark_id: remark.data.remark_id, comment_content: 'Nice one & more' }, { token: kim.access });
    expect(written.status).toBe(201);
    const commentId = written.body.data.comment.remark_comment_id;
    await federationDone(t);
    const commentUrl = `${PUBLIC_URL}/comments/${commentId}`;
    const create = delivered.find((delivery) => delivery.body.type === 'Create' && delivery.body.object?.id === commentUrl);
    expect(create?.body.object).toMatchObject({ type: 'Note', inReplyTo: note.id, attributedTo: `${PUBLIC_URL}/users/${kim.username}`, content: '<p>Nice one &#38; more</p>' });
    expect(String(create?.headers.signature)).toContain(`keyId="${PUBLIC_URL}/users/${kim.username}#main-key"`);
    expect(JSON.parse((await activity(`/comments/${commentId}`)).text)).toMatchObject({ id: commentUrl, type: 'Note', inReplyTo: note.id, to: `${AS}#Public` });
    expect((await t.client().request('DELETE', `/api/remarks/comment/${commentId}`, { token: kim.access })).status).toBe(200);
    await federationDone(t);
    expect(delivered.find((delivery) => delivery.body.type === 'Delete' && (delivery.body.object?.id ?? delivery.body.object) === commentUrl)?.body.actor).toBe(`${PUBLIC_URL}/users/${kim.username}`);
    expect((await activity(`/comments/${commentId}`)).status).toBe(404);

    // Carol replies to a remark of kim's: a comment of hers, and kim is told.
    const mine = (await t.client().post('/api/remarks', { remark_content: 'Who is coming?' }, { token: kim.access })).body.data.remark.remark_id;
    const reply = { id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: remoteActor, inReplyTo: `${PUBLIC_URL}/items/${mine}`, content: '<p>Me, <b>surely</b></p>' };
    expect((await signedPost('/inbox', activityOf('Create', reply))).status).toBe(202);
    await signedPost('/inbox', activityOf('Create', reply));
    await federationDone(t);
    const comments = async () => (await t.client().get(`/api/remarks/comments/${mine}`, { token: kim.access })).body.data.comments as Array<any>;
    expect((await comments()).map((comment) => [comment.account_username, comment.comment_content])).toEqual([[`carol@${new URL(remoteActor).host}`, 'Me, surely']]);
    expect((await t.client().get(`/api/remarks/by-id/${mine}`, { token: kim.access })).body.data.remark.comment_count).toBe(1);
    expect(JSON.stringify((await t.client().get('/api/notifications', { token: kim.access })).body)).toContain('Me, surely');
    // Its Delete, from its writer, takes it away; a reply to nothing known here is kept nowhere.
    await signedPost('/inbox', activityOf('Delete', { id: reply.id, type: 'Tombstone' }));
    const stray = { ...reply, id: `${remoteActor}/notes/${Math.random()}`, inReplyTo: `${remoteActor}/notes/unknown` };
    await signedPost('/inbox', activityOf('Create', stray));
    await federationDone(t);
    expect(await comments()).toEqual([]);
    const [{ kept }] = await t.db.query(`SELECT (SELECT count(*) FROM content_items WHERE remote_url = $1) + (SELECT count(*) FROM comments WHERE remote_url = $1) AS kept`, [stray.id]);
    expect(Number(kept)).toBe(0);
  });

  it('takes nothing attributed to another actor, nor from an actor nobody here follows', async () => {
    const forged = { id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: `${PUBLIC_URL}/users/${ada.username}`, content: '<p>Not mine</p>' };
    await signedPost('/inbox', activityOf('Create', forged));
    await federationDone(t);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM content_items WHERE remote_url = $1`, [forged.id]);
    expect(count).toBe(0);

    await t.client().post(`/api/profile/unfollow/${encodeURIComponent(`carol@${new URL(remoteActor).host}`)}`, undefined, { token: kim.access });
    const [{ others }] = await t.db.query(
      `SELECT count(*)::int AS others FROM follows f JOIN accounts a ON a.id = f.follower_id JOIN accounts r ON r.id = f.followee_id WHERE a.host IS NULL AND r.host IS NOT NULL`,
    );
    expect(others).toBe(0);
    const unheard = { id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: remoteActor, content: '<p>Anyone?</p>' };
    await signedPost('/inbox', activityOf('Create', unheard));
    await federationDone(t);
    const [{ kept }] = await t.db.query(`SELECT count(*)::int AS kept FROM content_items WHERE remote_url = $1`, [unheard.id]);
    expect(kept).toBe(0);
  });
});

describe('going to events here from other servers', () => {
  const AS = 'https://www.w3.org/ns/activitystreams';
  const joinOf = (eventId: string, type = 'Join') => ({ '@context': AS, id: `${remoteActor}/joins/${Math.random()}`, type, actor: remoteActor, object: `${PUBLIC_URL}/items/${eventId}` });
  const answerTo = (join: { id: string }) => delivered.find((delivery) => ['Accept', 'Reject'].includes(delivery.body.type) && (delivery.body.object?.id ?? delivery.body.object) === join.id);
  const eventOf = async (user: QuickUser, id: string) => (await t.client().get(`/api/events/by-id/${id}`, { token: user.access })).body.data.event;
  let mia: QuickUser;

  beforeAll(async () => {
    [mia] = await makeQuickUsers(t, 1);
  });

  it("a Join takes a seat as anyone going, answered Accept signed by the event's author; its Leave frees it", async () => {
    const event = (await makeEvent(t, mia, { event_name: 'Lake swim', event_capacity: '5' })).event_id;
    const join = joinOf(event);
    expect((await signedPost('/inbox', join)).status).toBe(202);
    await federationDone(t);
    expect(answerTo(join)?.body).toMatchObject({ type: 'Accept', actor: `${PUBLIC_URL}/users/${mia.username}` });
    expect(await eventOf(mia, event)).toMatchObject({ going_count: 1, seats_left: 4 });
    const guests = await t.client().get(`/api/events/by-id/${event}/guests`, { token: mia.access });
    expect(JSON.stringify(guests.body)).toContain(`carol@${new URL(remoteActor).host}`);
    expect(JSON.parse((await activity(`/items/${event}`)).text)).toMatchObject({ participantCount: 1, remainingAttendeeCapacity: 4 });

    await signedPost('/inbox', { ...joinOf(event, 'Leave'), object: `${PUBLIC_URL}/items/${event}` });
    await federationDone(t);
    expect(await eventOf(mia, event)).toMatchObject({ going_count: 0, seats_left: 5 });
  });

  it('a Join of a full event is answered Reject and keeps nothing; one of an event that approves guests waits for its host, whose answer is sent', async () => {
    const [local] = await makeQuickUsers(t, 1);
    const full = (await makeEvent(t, mia, { event_name: 'Tiny dinner', event_capacity: '1' })).event_id;
    await t.client().post(`/api/events/going/${full}`, {}, { token: local.access });
    const refused = joinOf(full);
    await signedPost('/inbox', refused);
    await federationDone(t);
    expect(answerTo(refused)?.body.type).toBe('Reject');
    expect(await eventOf(mia, full)).toMatchObject({ going_count: 1, waitlist_count: 0 });

    const approved = (await makeEvent(t, mia, { event_name: 'Studio visit', event_requires_approval: 'true' })).event_id;
    const join = { ...joinOf(approved), content: '<p>May I come?</p>' };
    await signedPost('/inbox', join);
    await federationDone(t);
    expect(answerTo(join)).toBeUndefined();
    const [{ id: carolId }] = await t.db.query(`SELECT id FROM accounts WHERE lower(username) = lower($1)`, [`carol@${new URL(remoteActor).host}`]);
    const [rsvp] = await t.db.query(`SELECT status, message FROM event_rsvps WHERE item_id = $1 AND account_id = $2`, [approved, carolId]);
    expect(rsvp).toEqual({ status: 'requested', message: 'May I come?' });
    expect((await t.client().post(`/api/events/by-id/${approved}/guests/${carolId}/approve`, undefined, { token: mia.access })).status).toBe(200);
    await federationDone(t);
    expect(answerTo(join)?.body).toMatchObject({ type: 'Accept', actor: `${PUBLIC_URL}/users/${mia.username}`, object: { id: join.id, type: 'Join' } });
    expect(await eventOf(mia, approved)).toMatchObject({ going_count: 1 });
  });
});

describe('blocking a server', () => {
  const AS = 'https://www.w3.org/ns/activitystreams';
  const host = () => new URL(remoteActor).host;
  const path = () => `/api/moderation/instances/${encodeURIComponent(host())}/block`;
  const activityOf = (type: string, object: unknown) => ({ '@context': AS, id: `${remoteActor}/activities/${Math.random()}`, type, actor: remoteActor, object });
  const note = (content: string) => ({ id: `${remoteActor}/notes/${Math.random()}`, type: 'Note', attributedTo: remoteActor, to: `${AS}#Public`, content });
  const feedTexts = async (user: QuickUser) =>
    ((await t.client().get('/api/feed', { token: user.access })).body.data.feed_items as Array<{ type: string; data: any }>).filter((entry) => entry.type === 'remark').map((entry) => entry.data.remark_content);
  let moderator: QuickUser;
  let lea: QuickUser;

  beforeAll(async () => {
    [moderator, lea] = await makeQuickUsers(t, 2);
    await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
    // Lea finds and follows carol, and carol follows lea.
    await t.client().get(`/api/profile/search?username=${encodeURIComponent(remoteActor)}`, { token: lea.access });
    await t.client().post(`/api/profile/follow/${encodeURIComponent(`carol@${host()}`)}`, undefined, { token: lea.access });
    await federationDone(t);
    const sent = delivered.filter((delivery) => delivery.body.type === 'Follow' && delivery.body.actor === `${PUBLIC_URL}/users/${lea.username}`).at(-1)!;
    await signedPost('/inbox', activityOf('Accept', sent.body));
    await signedPost(`/users/${lea.username}/inbox`, follow(`${PUBLIC_URL}/users/${lea.username}`));
    await federationDone(t);
    await signedPost('/inbox', activityOf('Create', note('<p>Before the block</p>')));
    await federationDone(t);
  });

  it('is for moderators only, of a host that names another server', async () => {
    expect((await t.client().get('/api/moderation/instances', { token: lea.access })).status).toBe(403);
    expect((await t.client().post(path(), { reason: 'Spam.' }, { token: lea.access })).status).toBe(403);
    const graphql = await t.client().gql(`mutation ($h: String!) { blockInstance(host: $h, reason: "Spam.") }`, { h: host() }, { token: lea.access });
    expect(graphql.body.errors![0].extensions).toMatchObject({ code: 'auth/forbidden', status: 403 });
    for (const [bad, problem] of [
      ['not a host', 'Enter the host of a server, like social.example.'],
      [HOST, 'This server cannot block itself.'],
    ]) {
      const reply = await t.client().post(`/api/moderation/instances/${encodeURIComponent(bad)}/block`, { reason: 'Spam.' }, { token: moderator.access });
      expect([reply.status, reply.body.error]).toEqual([400, [problem]]);
    }
    expect((await t.client().post(path(), { reason: '' }, { token: moderator.access })).status).toBe(400);
    expect((await t.client().request('DELETE', path(), { token: moderator.access })).status).toBe(409);
  });

  it('a blocked server is heard from no more and gets nothing; its accounts here are hidden until it is unblocked, but one suspended on its own stays so', async () => {
    expect(await feedTexts(lea)).toContain('Before the block');
    const [{ id: loner }] = await t.db.query(
      `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at, host, suspended_at) VALUES (NULL, $1, 'Loner', '', now(), $2, now()) RETURNING id`,
      [`loner@${host()}`, host()],
    );

    const blocked = await t.client().post(path(), { reason: '  Spam from every account.  ' }, { token: moderator.access });
    expect([blocked.status, blocked.body.message]).toEqual([200, 'The server is blocked: it gets nothing more and is heard from no more.']);
    expect((await t.client().post(path(), { reason: 'Again.' }, { token: moderator.access })).status).toBe(409);
    const servers = await t.client().get('/api/moderation/instances', { token: moderator.access });
    expect(servers.body.data.instances.find((server: any) => server.host === host())).toEqual({
      host: host(),
      account_count: 2,
      is_blocked: true,
      blocked_at: expect.any(String),
      block_reason: 'Spam from every account.',
    });

    // What it shared is hidden; what it sends now is refused before anything is read, and nothing is stored.
    expect(await feedTexts(lea)).not.toContain('Before the block');
    const refused = note('<p>After the block</p>');
    expect((await signedPost('/inbox', activityOf('Create', refused))).status).toBe(403);
    expect((await signedPost(`/users/${lea.username}/inbox`, activityOf('Create', refused))).status).toBe(403);
    await federationDone(t);
    const [{ kept }] = await t.db.query(`SELECT count(*)::int AS kept FROM content_items WHERE remote_url = $1`, [refused.id]);
    expect(kept).toBe(0);

    // Nothing goes to it: not the new remark of someone it follows, and search does not reach it.
    const before = delivered.length;
    await t.client().post('/api/remarks', { remark_content: 'Not for them' }, { token: lea.access });
    await federationDone(t);
    expect(delivered.slice(before)).toEqual([]);
    const search = await t.client().get(`/api/profile/search?username=${encodeURIComponent(remoteActor)}`, { token: lea.access });
    expect(search.body.data.accounts).toEqual([]);

    const log = await t.client().gql(`{ moderationLog { items { action target_type target_id moderator_username reason } } }`, {}, { token: moderator.access });
    expect(log.body.data.moderationLog.items[0]).toEqual({ action: 'block_server', target_type: 'server', target_id: host(), moderator_username: moderator.username, reason: 'Spam from every account.' });

    // Unblocked, it is heard again and what it shared shows again; the account suspended on its own stays suspended.
    const unblocked = await t.client().gql(`mutation ($h: String!) { unblockInstance(host: $h, reason: "Settled.") }`, { h: host().toUpperCase() }, { token: moderator.access });
    expect(unblocked.body.data.unblockInstance).toBe('The server is unblocked.');
    expect(await feedTexts(lea)).toContain('Before the block');
    const [account] = await t.db.query(`SELECT suspended_at IS NOT NULL AS suspended FROM accounts WHERE id = $1`, [loner]);
    expect(account.suspended).toBe(true);
    expect((await signedPost('/inbox', activityOf('Create', note('<p>Heard again</p>')))).status).toBe(202);
    await federationDone(t);
    expect(await feedTexts(lea)).toContain('Heard again');
    const listed = await t.client().gql(`{ instances { items { host is_blocked account_count } next_cursor } }`, {}, { token: moderator.access });
    expect(listed.body.data.instances.items).toContainEqual({ host: host(), is_blocked: false, account_count: 2 });
  });
});

describe('the pace of a server', () => {
  let paced: TestApp;

  beforeAll(async () => {
    paced = await startTestApp({ FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', FEDERATION_INBOX_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await paced?.close();
  });

  it('a server posting to the inboxes faster than allowed is answered 429 with the wait, and people here are not slowed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signedPost('/inbox', like(`${PUBLIC_URL}/items/00000000-0000-4000-8000-00000000000${i}`), { app: paced })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await signedPost('/inbox', like(`${PUBLIC_URL}/items/00000000-0000-4000-8000-000000000009`), { app: paced });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await paced.client().get('/api/feed', { token: ada.access })).status).toBe(200);
  });
});

describe('with FEDERATION=false', () => {
  let off: TestApp;

  beforeAll(async () => {
    off = await startTestApp({ FEDERATION: 'false' });
  });

  afterAll(async () => {
    await off?.close();
  });

  it('every route of the fediverse answers 404, none the page of the app', async () => {
    for (const path of [`/.well-known/webfinger?resource=acct:${ada.username}@${HOST}`, '/.well-known/nodeinfo', '/nodeinfo/2.1', `/users/${ada.username}`, `/users/${ada.username}/outbox`, '/items/00000000-0000-4000-8000-000000000000']) {
      const reply = await off.client().get(path, { headers: { accept: ACTIVITY } });
      expect([path, reply.status]).toEqual([path, 404]);
    }
    expect((await off.client().get(`/users/${ada.username}`, { headers: { accept: 'text/html' } })).status).toBe(404);
    // Nor are accounts of other servers found or followed.
    const found = await off.client().get(`/api/profile/search?username=${encodeURIComponent(remoteActor)}`, { token: bob.access });
    expect(found.body.data.accounts).toEqual([]);
    const carol = `carol@${new URL(remoteActor).host}`;
    expect((await off.client().post(`/api/profile/follow/${encodeURIComponent(carol)}`, undefined, { token: bob.access })).status).toBe(404);
    expect((await off.client().request('POST', '/inbox', { raw: '{}', contentType: ACTIVITY })).status).toBe(404);
  });
});
