import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, MEDIA_MESSAGES, PROFILE_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import sharp from 'sharp';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makeQuickUsers, makeRemark, makeUnverifiedUser, makeUser, QuickUser, uploadForm } from './support/factories';
import { exifHasGps, phonePhoto } from './support/images';
import { startTestApp, TestApp } from './support/test-app';

/** Profiles, user search and one's own settings, over REST and GraphQL. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const PROFILE = `query($u: String!) { profile(username: $u) { id username full_name created_on profile_image bio gender theme_preference follower_count following_count events_count is_following is_muted is_blocked indexable language is_remote actor_url follow_requested } }`;

describe('a profile', () => {
  it('answers every field of spec §3, the same over REST and GraphQL, for any case of the user name', async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    await makeEvent(t, ada);
    await makeEvent(t, ada);
    await makeRemark(t, ada);
    await t.client().post(`/api/profile/follow/${ada.username}`, undefined, { token: bob.access });

    const rest = await t.client().get(`/api/profile/profile/${ada.username.toUpperCase()}`, { token: bob.access });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      success: true,
      data: {
        account_id: ada.accountId,
        username: ada.username,
        full_name: 'Quick User',
        created_on: expect.any(String),
        profile_image: null,
        bio: '',
        gender: '',
        theme_preference: 'light',
        follower_count: 1,
        following_count: 0,
        events_count: 2,
        is_following: true,
        is_muted: false,
        is_blocked: false,
        indexable: true,
        language: null,
        is_remote: false,
        actor_url: null,
        follow_requested: false,
      },
    });
    const gql = await t.client().gql(PROFILE, { u: ada.username }, { token: bob.access });
    const { account_id, ...fields } = rest.body.data;
    expect(gql.body).toEqual({ data: { profile: { id: account_id, ...fields } } });
    const me = await t.client().get('/api/profile/me', { token: ada.access });
    expect(me.body.data.profile).toMatchObject({ username: ada.username, is_following: false, events_count: 2 });
  });

  it('is not found for unknown and unverified users: 404 over REST, null over GraphQL', async () => {
    const [viewer] = await makeQuickUsers(t, 1);
    const unverified = await makeUnverifiedUser(t);
    for (const username of ['nobody_by_this_name', unverified.username, 'x'.repeat(200)]) {
      const reply = await t.client().get(`/api/profile/profile/${username}`, { token: viewer.access });
      expectEnvelope(reply, 404);
      expect(reply.body.message).toBe(english(PROFILE_MESSAGES.notFound));
      expect((await t.client().gql(PROFILE, { u: username }, { token: viewer.access })).body).toEqual({ data: { profile: null } });
    }
  });

  it('needs a signed-in user', async () => {
    expectEnvelope(await t.client().get('/api/profile/me'), 401);
    expect((await t.client().gql(PROFILE, { u: 'anyone' })).body.errors?.[0].extensions).toMatchObject({ status: 401 });
  });
});

describe('user search', () => {
  const search = async (viewer: QuickUser, query: string) => {
    const reply = await t.client().get(`/api/profile/search?username=${encodeURIComponent(query)}`, { token: viewer.access });
    expect(reply.status).toBe(200);
    return reply.body.data.accounts as Array<{ account_id: string; username: string; full_name: string; profile_image: string | null }>;
  };

  it('finds user names and full names ignoring case: the exact name first, then names starting with it, then the rest', async () => {
    const [viewer] = await makeQuickUsers(t, 1);
    // Letters only, so that it can be part of a full name too.
    const stem = `srch${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
    const names = [`x${stem}`, `${stem}_b`, `${stem}`, `${stem}_a`];
    for (const username of names) await makeUser(t, { username, full_name: 'Search Person' });
    const byFullName = await makeUser(t, { full_name: `Someone ${stem.toUpperCase()}` });

    const found = await search(viewer, stem.toUpperCase());
    expect(found.map((account) => account.username)).toEqual([stem, `${stem}_a`, `${stem}_b`, expect.any(String), expect.any(String)]);
    expect(found.slice(3).map((account) => account.username).sort()).toEqual([`x${stem}`, byFullName.username].sort());
    expect(found[0]).toEqual({ account_id: expect.any(String), username: stem, full_name: 'Search Person', profile_image: null, is_following: false, is_remote: false });

    const gql = await t.client().gql('query($q: String!) { searchAccounts(query: $q) { username } }', { q: stem }, { token: viewer.access });
    expect(gql.body.data.searchAccounts.map((account: { username: string }) => account.username)).toEqual(found.map((account) => account.username));
  });

  it('answers nobody for a blank query and at most 20 people', async () => {
    const [viewer] = await makeQuickUsers(t, LIMITS.userSearchResults + 2);
    expect(await search(viewer, '   ')).toEqual([]);
    expect(await search(viewer, '')).toEqual([]);
    expect((await t.client().get('/api/profile/search', { token: viewer.access })).body).toEqual({ success: true, data: { accounts: [] } });
    expect(await search(viewer, 'quick')).toHaveLength(LIMITS.userSearchResults);
  });

  it('fills its 20 places past the accounts one blocked and the suspended ones', async () => {
    const [viewer] = await makeQuickUsers(t, 1);
    const stem = `fill${randomBytes(5).toString('hex')}`;
    const usernames = Array.from({ length: LIMITS.userSearchResults + 2 }, (_, index) => `${stem}${String(index).padStart(2, '0')}`);
    await t.db.query(
      `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
       SELECT name || '@example.com', name, 'Fill Person', 'unusable', now() FROM unnest($1::text[]) AS name`,
      [usernames],
    );
    const [blocked, suspended, ...others] = usernames;
    expect((await t.client().post(`/api/profile/block/${blocked}`, undefined, { token: viewer.access })).status).toBe(200);
    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE username = $1', [suspended]);

    expect((await search(viewer, stem)).map((account) => account.username)).toEqual(others);
  });

  it('takes wildcards and odd text as plain text', async () => {
    const [viewer] = await makeQuickUsers(t, 1);
    expect(await search(viewer, '%')).toEqual([]);
    expect(await search(viewer, '\\')).toEqual([]);
    expect(await search(viewer, "'; DROP TABLE accounts; --")).toEqual([]);
    // A NUL is refused at the door, in any address or query parameter.
    expectEnvelope(await t.client().get('/api/profile/search?username=a%00b', { token: viewer.access }), 400);
    expect(await search(viewer, 'q'.repeat(5000))).toEqual([]);
  });

  it('leaves out accounts that are not verified', async () => {
    const [viewer] = await makeQuickUsers(t, 1);
    const hidden = await makeUnverifiedUser(t);
    expect(await search(viewer, hidden.username)).toEqual([]);
  });
});

describe('settings', () => {
  it('saves a trimmed bio and a gender within their limits', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const saved = await t.client().request('PATCH', '/api/profile/settings/basic', { json: { bio: '  Walks and board games.  ', gender: 'female' }, token: ada.access });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile).toMatchObject({ bio: 'Walks and board games.', gender: 'female' });
    const custom = await t.client().gql('mutation($input: ProfileBasicsInput!) { updateProfile(input: $input) { bio gender } }', { input: { bio: '', gender: 'Non-binary' } }, { token: ada.access });
    expect(custom.body).toEqual({ data: { updateProfile: { bio: '', gender: 'Non-binary' } } });

    const refused = await t.client().request('PATCH', '/api/profile/settings/basic', { json: { bio: 'b'.repeat(151), gender: 'g'.repeat(31) }, token: ada.access });
    expectEnvelope(refused, 400);
    expect(refused.body.error).toEqual([english(PROFILE_MESSAGES.bioTooLong), english(PROFILE_MESSAGES.genderTooLong)]);
    expectEnvelope(await t.client().request('PATCH', '/api/profile/settings/basic', { json: { bio: 42, gender: null }, token: ada.access }), 400);
    // Asked in Spanish, answered in Spanish; once the account has chosen Arabic, in Arabic whatever is asked.
    const spanish = await t.client().request('PATCH', '/api/profile/settings/basic', { json: { bio: 'b'.repeat(151), gender: '' }, token: ada.access, headers: { 'accept-language': 'es' } });
    expect([spanish.status, spanish.body.error]).toEqual([400, ['La biografía debe tener como máximo 150 caracteres.']]);
    expect((await t.client().gql('mutation { setLanguage(language: "ar") }', undefined, { token: ada.access })).body).toEqual({ data: { setLanguage: 'ar' } });
    const arabic = await t.client().gql('mutation { setTheme(theme: "neon") }', undefined, { token: ada.access, headers: { 'accept-language': 'es' } });
    expect(arabic.body.errors?.[0]).toMatchObject({ message: 'اختر سمة من القائمة.', extensions: { status: 400 } });
    await t.client().gql('mutation { setLanguage(language: "en") }', undefined, { token: ada.access });
    expectEnvelope(await t.client().request('PATCH', '/api/profile/settings/basic', { raw: '[', token: ada.access }), 400);
    expect((await t.client().get(`/api/profile/profile/${ada.username}`, { token: ada.access })).body.data).toMatchObject({ bio: '', gender: 'Non-binary' });
  });

  it('saves one of the nine themes, which login and me then answer', async () => {
    const user = await makeUser(t);
    const saved = await t.client().request('PATCH', '/api/profile/settings/theme', { json: { theme_preference: 'dark_green' }, token: user.access });
    expect(saved.body).toEqual({ success: true, data: { theme_preference: 'dark_green' } });
    const login = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(login.body.data.user.theme_preference).toBe('dark_green');
    expect((await t.client().gql('{ me { theme_preference } }', undefined, { token: user.access })).body.data.me.theme_preference).toBe('dark_green');

    for (const theme of ['neon', '', 7, null]) {
      const refused = await t.client().request('PATCH', '/api/profile/settings/theme', { json: { theme_preference: theme }, token: user.access });
      expectEnvelope(refused, 400);
    }
    const gql = await t.client().gql('mutation { setTheme(theme: "neon") }', undefined, { token: user.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(PROFILE_MESSAGES.themeInvalid), extensions: { status: 400 } });
    expect((await t.client().gql('mutation { setTheme(theme: "sapphire_blue") }', undefined, { token: user.access })).body).toEqual({ data: { setTheme: 'sapphire_blue' } });
  });

  describe('profile photo', () => {
    const mediaFiles = () => {
      const root = join(t.config.dataDir, 'media');
      return existsSync(root) ? readdirSync(root, { recursive: true }).map(String).filter((name) => name.endsWith('.webp')) : [];
    };
    const upload = (user: QuickUser, file: Buffer, type = 'image/jpeg') =>
      t.client().multipart('/api/profile/settings/upload-image', uploadForm({}, [{ data: file, type, name: 'me.jpg' }], 'profile_image'), { method: 'PATCH', token: user.access });

    it('is re-encoded square without metadata, shown wherever the user appears, and replaced without leftovers', async () => {
      const [ada] = await makeQuickUsers(t, 1);
      const before = mediaFiles().length;
      const reply = await upload(ada, await phonePhoto());
      expect(reply.status).toBe(200);
      const url: string = reply.body.data.profile_image;
      expect(url).toMatch(/^\/media\/.+\.webp$/);
      const image = await fetch(`${t.baseUrl}${url}`);
      const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
      expect(metadata.exif === undefined || !exifHasGps(metadata.exif)).toBe(true);

      const remark = await makeRemark(t, ada);
      expect(remark.account_profile_image).toBe(url);
      expect((await t.client().get(`/api/profile/profile/${ada.username}`, { token: ada.access })).body.data.profile_image).toBe(url);

      const second = await upload(ada, await phonePhoto());
      expect(second.body.data.profile_image).not.toBe(url);
      expect(mediaFiles().length).toBe(before + 2);
      expect((await fetch(`${t.baseUrl}${url}`)).status).toBe(404);

      const removed = await t.client().request('PATCH', '/api/profile/settings/default-image', { token: ada.access });
      expect(removed.body).toEqual({ success: true, profile_image: null });
      expect(mediaFiles().length).toBe(before);
      const gql = await t.client().gql('mutation { removeProfilePhoto { profile_image } }', undefined, { token: ada.access });
      expect(gql.body).toEqual({ data: { removeProfilePhoto: { profile_image: null } } });
    });

    it('refuses what is not an image, and no file at all, keeping the photo it had', async () => {
      const [ada] = await makeQuickUsers(t, 1);
      const photo = (await upload(ada, await phonePhoto())).body.data.profile_image;
      const text = await upload(ada, Buffer.from('not an image at all'), 'image/png');
      expectEnvelope(text, 400);
      expect(text.body.error).toEqual([english(MEDIA_MESSAGES.notAnImage)]);
      const empty = await t.client().multipart('/api/profile/settings/upload-image', uploadForm({ note: 'x' }), { method: 'PATCH', token: ada.access });
      expectEnvelope(empty, 400);
      expectEnvelope(await t.client().request('PATCH', '/api/profile/settings/upload-image', { json: { profile_image: 'x' }, token: ada.access }), 415);
      expect((await t.client().get('/api/profile/me', { token: ada.access })).body.data.profile.profile_image).toBe(photo);
    });
  });
});
