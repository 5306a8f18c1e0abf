import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CHAT_CLOSE_CODES, DATA_EXPORT_FILES, LINK_PATHS, NOTIFICATION_KINDS } from '@gatherly/schema';
import ical from 'node-ical';
import yauzl from 'yauzl';
import { DataExportWorker } from '../src/data-export/data-export.worker';
import { MEDIA_STORAGE, type MediaStorage } from '../src/media/storage/media-storage';
import { makeEvent, makePost, makeRemark, makeUser, uploadForm, type User } from './support/factories';
import { jpeg } from './support/images';
import { openChatSocket } from './support/sockets';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const auth = (user: { access: string }) => ({ token: user.access });
const idOf = async (user: User): Promise<string> => (await t.client().gql('{ me { id } }', undefined, auth(user))).body.data!.me.id;

/** The latest archive, once its job is done (or the test times out). */
async function whenReady(user: User): Promise<any> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await t.client().get('/api/account/export', auth(user));
    expect(reply.status).toBe(200);
    if (reply.body.data.export?.status === 'ready') return reply.body.data.export;
    if (Date.now() > deadline) throw new Error(`archive not ready: ${reply.text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A download as a browser makes it: the bytes as they come (the test client reads text). */
async function download(url: string, token?: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${t.baseUrl}${url}`, { headers: { 'x-forwarded-for': '10.200.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every file of a zip, by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const files = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          files.set(entry.fileName, Buffer.alloc(0));
          return file.readEntry();
        }
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          void bytesOf(stream).then((bytes) => {
            files.set(entry.fileName, bytes);
            file.readEntry();
          }, reject);
        });
      });
      file.readEntry();
    });
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));

describe('Take your data: the archive', () => {
  let owner: User;
  let friend: User;
  let files: Map<string, Buffer>;
  let ready: any;
  const names = { post: 'Sunset at the lake', remark: 'Anyone up for a walk tomorrow?', own: 'Board games night', friends: 'Harbour jazz' };

  beforeAll(async () => {
    owner = await makeUser(t);
    friend = await makeUser(t);
    const friendId = await idOf(friend);
    const photo = await t.client().multipart('/api/profile/settings/upload-image', uploadForm({}, [await jpeg(50, 50)], 'profile_image'), { method: 'PATCH', ...auth(owner) });
    expect(photo.status).toBe(200);
    const post = await makePost(t, owner, { caption: names.post, images: [await jpeg(64, 48), await jpeg(48, 64)] });
    await makeRemark(t, owner, names.remark);
    await makeEvent(t, owner, { event_name: names.own });
    const jazz = await makeEvent(t, friend, { event_name: names.friends });
    expect((await t.client().post(`/api/events/interest/${jazz.event_id}`, undefined, auth(owner))).status).toBeLessThan(300);
    expect((await t.client().post(`/api/events/going/${jazz.event_id}`, {}, auth(owner))).status).toBeLessThan(300);
    expect((await t.client().post('/api/events/comment', { event_id: jazz.event_id, comment_content: 'Count me in' }, auth(owner))).status).toBe(201);
    expect((await t.client().post('/api/posts/comment', { post_id: post.post_id, comment_content: 'Lovely light' }, auth(friend))).status).toBe(201);
    expect((await t.client().post(`/api/events/like/${jazz.event_id}`, undefined, auth(owner))).status).toBeLessThan(300);
    expect((await t.client().post(`/api/profile/follow/${friend.username}`, undefined, auth(owner))).status).toBeLessThan(300);
    expect((await t.client().post(`/api/profile/follow/${owner.username}`, undefined, auth(friend))).status).toBeLessThan(300);
    expect((await t.client().post('/api/chat/conversations/start', { participant_ids: [friendId], content: 'See you at the harbour' }, auth(owner))).status).toBe(201);

    const asked = await t.client().post('/api/account/export', undefined, auth(owner));
    expect(asked.status).toBe(202);
    expect(asked.body.data.export).toMatchObject({ status: 'pending', ready_at: null, download_url: null });
    ready = await whenReady(owner);
    const got = await download(ready.download_url, owner.access);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/zip');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="gatherly-archive.zip"');
    files = await unzip(got.bytes);
  }, 60_000);

  it('is ready with a signed download address that expires with it, and its owner is notified and mailed', async () => {
    expect(ready.download_url).toMatch(new RegExp(`^/api/account/export/${ready.export_id}/download\\?expires=\\d+&signature=[\\w-]+$`));
    expect(new Date(ready.expires_at).getTime() - new Date(ready.ready_at).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const notifications = await t.client().get('/api/notifications', auth(owner));
    expect(notifications.body.data.notifications[0]).toMatchObject({ kind: 'data_export_ready', text: 'Your Gatherly archive is ready to download' });
    const mail = await t.outbox.take(owner.email, LINK_PATHS.yourData);
    expect(mail.subject).toBe('Your Gatherly archive is ready');
    expect(mail.link).toBe(`${t.config.publicUrl}${LINK_PATHS.yourData}`);
  });

  it('holds every file the README lists, and the README says what each is', () => {
    const readme = files.get('README.md')!.toString('utf8');
    for (const file of DATA_EXPORT_FILES) {
      expect(readme).toContain(`\`${file.name}\``);
      expect(files.has(file.name)).toBe(true);
    }
  });

  it('holds the profile with its photo and the notification settings', () => {
    const profile = json(files, 'profile.json');
    expect(profile).toMatchObject({ username: owner.username, email: owner.email.toLowerCase(), full_name: owner.full_name, follower_count: 1, following_count: 1 });
    expect(profile.profile_image).toMatch(/^media\/[0-9a-f-]{36}\.webp$/);
    expect(profile.notification_settings).toHaveLength(NOTIFICATION_KINDS.length);
    expect(profile.notification_settings[0]).toEqual({ kind: 'follow', in_app: true, email: false, push: true });
    expect(profile).not.toHaveProperty('password_hash');
  });

  it('holds the follows both ways', () => {
    expect(json(files, 'following.json')).toEqual([{ username: friend.username, full_name: friend.full_name, followed_at: expect.any(String) }]);
    expect(json(files, 'followers.json')).toEqual([{ username: friend.username, full_name: friend.full_name, followed_at: expect.any(String) }]);
  });

  it('holds what they shared, each item with its images and comments', () => {
    const items: any[] = json(files, 'items.json');
    expect(items).toHaveLength(3);
    const post = items.find((item) => item.kind === 'post');
    expect(post).toMatchObject({ text: names.post, comment_count: 1, event: null });
    expect(post.images).toHaveLength(2);
    expect(post.comments).toEqual([{ id: expect.any(String), author: friend.username, content: 'Lovely light', created_at: expect.any(String) }]);
    expect(items.find((item) => item.kind === 'remark')).toMatchObject({ text: names.remark, images: [], comments: [] });
    const event = items.find((item) => item.kind === 'event');
    expect(event.event).toMatchObject({ name: names.own, location: 'Community hall', category: 'community', is_online: false });
    expect(event.images).toHaveLength(1);
  });

  it('holds their comments, likes, interest and going elsewhere', () => {
    expect(json(files, 'comments.json')).toEqual([expect.objectContaining({ content: 'Count me in', item_kind: 'event', item_author: friend.username })]);
    expect(json(files, 'likes.json')).toEqual([expect.objectContaining({ item_kind: 'event', item_author: friend.username })]);
    expect(json(files, 'interests.json')).toEqual([expect.objectContaining({ event_name: names.friends, interested: true, answer: 'going', event_date: expect.any(String) })]);
  });

  it('holds their conversations with the messages they can see', () => {
    const conversations: any[] = json(files, 'conversations.json');
    expect(conversations).toHaveLength(1);
    expect([...conversations[0].members].sort()).toEqual([owner.username, friend.username].sort());
    expect(conversations[0].messages).toEqual([expect.objectContaining({ sender: owner.username, content: 'See you at the harbour', kind: 'text' })]);
  });

  it('holds a calendar of their events and those they go to', () => {
    const events = Object.values(ical.sync.parseICS(files.get('events.ics')!.toString('utf8'))).filter((entry): entry is ical.VEvent => entry.type === 'VEVENT');
    expect(events.map((event) => String(event.summary)).sort()).toEqual([names.friends, names.own].sort());
  });

  it('holds the stored images byte for byte, as the media store keeps them', async () => {
    const storage = t.app.get<MediaStorage>(MEDIA_STORAGE);
    const items: any[] = json(files, 'items.json');
    const paths: string[] = [json(files, 'profile.json').profile_image, ...items.flatMap((item) => item.images.map((image: { file: string }) => image.file))];
    expect(paths).toHaveLength(4);
    expect([...files.keys()].filter((name) => name.startsWith('media/') && name !== 'media/').sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const stored = await storage.read(path.slice('media/'.length));
      expect(files.get(path)!.equals(await bytesOf(stored!.body))).toBe(true);
    }
  });

  it('is downloaded by its owner only: another account 404, no token 401, a signature not made here 404', async () => {
    expect((await download(ready.download_url, friend.access)).status).toBe(404);
    expect((await download(ready.download_url)).status).toBe(401);
    expect((await download(ready.download_url.replace(/signature=.*/, 'signature=forged'), owner.access)).status).toBe(404);
    expect((await download(`/api/account/export/${ready.export_id}/download`, owner.access)).status).toBe(404);
  });

  it('cannot be downloaded once expired (410)', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const ownerId = await idOf(owner);
    const signature = createHmac('sha256', t.config.jwtSecret).update(`data-export:${ready.export_id}:${ownerId}:${past}`).digest('base64url');
    const late = await download(`/api/account/export/${ready.export_id}/download?expires=${past}&signature=${signature}`, owner.access);
    expect(late.status).toBe(410);
  });

  it('can be asked for once a week: sooner, 429 says when', async () => {
    const again = await t.client().post('/api/account/export', undefined, auth(owner));
    expect(again.status).toBe(429);
    expect(again.body.retry_after).toBeGreaterThan(6 * 24 * 60 * 60);
    expect(again.body.message).toMatch(/^You asked for an archive less than 7 days ago\. You can request a new archive on \d{1,2} \w+ \d{4}\.$/);
    const overGraphql = await t.client().gql('mutation { requestDataExport { export_id } }', undefined, auth(owner));
    expect(overGraphql.body.errors?.[0].extensions?.code).toBe('request/rate_limited');
    await t.db.query(`UPDATE data_exports SET requested_at = requested_at - interval '8 days' WHERE id = $1`, [ready.export_id]);
    const later = await t.client().post('/api/account/export', undefined, auth(owner));
    expect(later.status).toBe(202);
    await whenReady(owner);
  });
});

describe('Take your data over GraphQL', () => {
  it('asks for an archive and follows it until it is ready', async () => {
    const user = await makeUser(t);
    const none = await t.client().gql('{ dataExport { export_id } }', undefined, auth(user));
    expect(none.body).toEqual({ data: { dataExport: null } });
    const asked = await t.client().gql('mutation { requestDataExport { export_id status requested_at ready_at download_url } }', undefined, auth(user));
    expect(asked.body.data.requestDataExport).toMatchObject({ status: 'pending', ready_at: null, download_url: null });
    await whenReady(user);
    const ready = await t.client().gql('{ dataExport { export_id status expires_at download_url } }', undefined, auth(user));
    expect(ready.body.data.dataExport).toMatchObject({ export_id: asked.body.data.requestDataExport.export_id, status: 'ready' });
    const got = await download(ready.body.data.dataExport.download_url, user.access);
    expect(got.status).toBe(200);
    expect(JSON.parse((await unzip(got.bytes)).get('profile.json')!.toString('utf8')).username).toBe(user.username);
  });

  it('is refused to a personal access token (403)', async () => {
    const user = await makeUser(t);
    const token = (await t.client().post('/api/account/tokens', { name: 'script', scopes: ['read', 'write'] }, auth(user))).body.data.token;
    expect((await t.client().post('/api/account/export', undefined, { token })).status).toBe(403);
    expect((await t.client().get('/api/account/export', { token })).status).toBe(403);
  });

  it('deletes archives once they expire', async () => {
    const user = await makeUser(t);
    await t.client().post('/api/account/export', undefined, auth(user));
    const ready = await whenReady(user);
    await t.db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [ready.export_id]);
    expect((await download(ready.download_url, user.access)).status).toBe(410);
    expect(await t.app.get(DataExportWorker).sweep()).toBeGreaterThanOrEqual(1);
    expect((await t.client().get('/api/account/export', auth(user))).body.data.export).toBeNull();
  });
});

describe('A suspended account may still take its data and leave', () => {
  const LOGIN = 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { access restricted } }';
  const suspend = (user: User) => t.db.query('UPDATE accounts SET suspended_at = now() WHERE username = $1', [user.username]);

  it('signs in over REST to a restricted session: it may export and download, and is refused anything else with 403', async () => {
    const user = await makeUser(t);
    await suspend(user);
    const login = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body.data.restricted).toBe(true);
    const restricted = { ...user, access: login.body.data.access as string };
    expect((await t.client().gql('{ me { username } }', undefined, auth(restricted))).body.data.me.username).toBe(user.username);
    expect((await t.client().post('/api/account/export', undefined, auth(restricted))).status).toBe(202);
    const ready = await whenReady(restricted);
    expect((await download(ready.download_url, restricted.access)).status).toBe(200);
    const elsewhere = await t.client().get('/api/notifications', auth(restricted));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('This account is suspended for breaking the community rules.');
    expect((await t.client().post('/api/remarks', { remark_content: 'Still here' }, auth(restricted))).status).toBe(403);
  });

  it('signs in over GraphQL to a restricted session: dataExport and requestDataExport answer, anything else fails with auth/account_suspended', async () => {
    const user = await makeUser(t);
    await suspend(user);
    const login = await t.client().gql(LOGIN, { e: user.email, p: user.password });
    expect(login.body.data.login.restricted).toBe(true);
    const token = { token: login.body.data.login.access as string };
    expect((await t.client().gql('{ dataExport { export_id } }', undefined, token)).body).toEqual({ data: { dataExport: null } });
    expect((await t.client().gql('mutation { requestDataExport { status } }', undefined, token)).body.data.requestDataExport.status).toBe('pending');
    const refused = await t.client().gql('{ accessTokens { id } }', undefined, token);
    expect(refused.body.errors?.[0].extensions?.code).toBe('auth/account_suspended');
  });

  it('is refused by the chat socket', async () => {
    const user = await makeUser(t);
    await suspend(user);
    const login = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    const socket = await openChatSocket(t, login.body.data.access);
    expect(await socket.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
  });

  it('signs in as ever when not suspended: no restriction', async () => {
    const user = await makeUser(t);
    const rest = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(rest.body.data).not.toHaveProperty('restricted');
    expect((await t.client().gql(LOGIN, { e: user.email, p: user.password })).body.data.login.restricted).toBe(false);
  });

  it('ends the restricted session when the suspension is lifted: the person signs in again, fully', async () => {
    const [user, moderator] = [await makeUser(t), await makeUser(t)];
    await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE username = $1`, [moderator.username]);
    const userId = await idOf(user);
    await suspend(user);
    const login = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    const token = { token: login.body.data.access as string };
    expect((await t.client().get('/api/account/export', token)).status).toBe(200);
    const lifted = await t.client().post(`/api/moderation/accounts/${userId}/lift-suspension`, { reason: 'Appeal accepted' }, auth(moderator));
    expect(lifted.status).toBe(200);
    expect((await t.client().get('/api/account/export', token)).status).toBe(401);
    const again = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(again.body.data).not.toHaveProperty('restricted');
  });
});
