import { ERROR_CODES, MESSAGES, SERVER_MESSAGES, USERNAME_CHANGE_MESSAGES, dayText } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeRemark, makeUser, signupFields, uniqueUsername, type User } from './support/factories';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A new username, once per 30 days; the old one answers the profile for 90 days and is kept from
 * everyone else meanwhile; on both doors.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const CHANGE_USERNAME = 'mutation Rename($input: ChangeUsernameInput!) { changeUsername(input: $input) { username message } }';
const PROFILE = 'query Profile($username: String!) { profile(username: $username) { id username } }';

const rename = (user: Pick<User, 'access'>, username: unknown) => t.client().request('PATCH', '/api/account/username', { json: { username }, token: user.access });
const profile = (viewer: Pick<User, 'access'>, username: string) => t.client().get(`/api/profile/profile/${encodeURIComponent(username)}`, { token: viewer.access });
/** Moves the last change back in time, as if `days` had passed. */
const changedDaysAgo = (username: string, days: number) =>
  t.db.query(`UPDATE accounts SET username_changed_at = now() - make_interval(days => $2) WHERE username = $1`, [username, days]);

describe('over REST', () => {
  it('renames the account; the old name answers the new profile, and items show the new name at once', async () => {
    const user = await makeUser(t);
    const viewer = await makeUser(t);
    await makeRemark(t, user, 'Before the rename');
    const wanted = uniqueUsername('renamed');
    const reply = await rename(user, wanted);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: english(USERNAME_CHANGE_MESSAGES.changed(wanted)), data: { username: wanted } });

    const byOld = await profile(viewer, user.username.toUpperCase());
    expect(byOld.status).toBe(200);
    expect(byOld.body.data.username).toBe(wanted);
    expect((await profile(viewer, wanted)).body.data.account_id).toBe(byOld.body.data.account_id);
    const remarks = await t.client().get(`/api/remarks/by-user/${wanted}`, { token: viewer.access });
    expect(remarks.body.data.remarks.map((remark: { account_username: string }) => remark.account_username)).toEqual([wanted]);
  });

  it('keeps the old name from sign-up and from other renames (409)', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    await rename(user, uniqueUsername('renamed'));
    const signup = await t.client().post('/api/account/signup', signupFields({ username: user.username.toLowerCase(), email: `${uniqueUsername()}@example.com` }));
    expectEnvelope(signup, 409);
    expect(signup.body.error).toEqual([english(SERVER_MESSAGES.usernameTaken)]);
    const taken = await rename(other, user.username);
    expectEnvelope(taken, 409);
    expect(taken.body.error).toEqual([english(SERVER_MESSAGES.usernameTaken)]);
    expectEnvelope(await rename(other, user.username.toUpperCase()), 409);
  });

  it("refuses another account's current name (409)", async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    expectEnvelope(await rename(user, other.username.toUpperCase()), 409);
  });

  it('refuses a second change within 30 days, saying when it can be made, and allows it after', async () => {
    const user = await makeUser(t);
    const first = uniqueUsername('first');
    await rename(user, first);
    const [{ username_changed_at }] = await t.db.query('SELECT username_changed_at FROM accounts WHERE username = $1', [first]);
    const next = new Date(username_changed_at.getTime() + 30 * 24 * 60 * 60 * 1000);
    const refused = await rename(user, uniqueUsername('second'));
    expectEnvelope(refused, 400);
    expect(refused.body.error).toEqual([english(USERNAME_CHANGE_MESSAGES.tooSoon(next))]);
    expect(refused.body.error[0]).toContain(dayText('en', next));

    await changedDaysAgo(first, 31);
    const second = uniqueUsername('second');
    expect((await rename(user, second)).status).toBe(200);
  });

  it('allows a change of letter case alone at any time, without a redirect or a wait', async () => {
    const user = await makeUser(t);
    const first = uniqueUsername('first');
    await rename(user, first);
    const reply = await rename(user, first.toUpperCase());
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ username: first.toUpperCase() });
    const redirects = await t.db.query('SELECT username_lower FROM username_redirects WHERE username_lower = lower($1)', [first]);
    expect(redirects).toEqual([]);
  });

  it('lets the account take its own old name back', async () => {
    const user = await makeUser(t);
    const first = uniqueUsername('first');
    await rename(user, first);
    await changedDaysAgo(first, 31);
    expect((await rename(user, user.username)).body.data).toEqual({ username: user.username });
    // The name given up now is kept in its place.
    expect((await profile(user, first)).body.data.username).toBe(user.username);
  });

  it('frees the old name once 90 days have passed: its profile is gone and sign-up may take it', async () => {
    const user = await makeUser(t);
    const viewer = await makeUser(t);
    await rename(user, uniqueUsername('renamed'));
    await t.db.query(`UPDATE username_redirects SET expires_at = now() - interval '1 second' WHERE username_lower = lower($1)`, [user.username]);
    expectEnvelope(await profile(viewer, user.username), 404);
    expect((await t.client().post('/api/account/signup', signupFields({ username: user.username, email: `${uniqueUsername()}@example.com` }))).status).toBe(201);
  });

  it("refuses names against the sign-up's rules and the same name (400)", async () => {
    const user = await makeUser(t);
    const bad = await rename(user, 'a!');
    expectEnvelope(bad, 400);
    expect(bad.body.error).toEqual([english(MESSAGES.usernameTooShort), english(MESSAGES.usernameCharacters)]);
    expect((await rename(user, '')).body.error).toEqual([english(USERNAME_CHANGE_MESSAGES.required)]);
    expect((await rename(user, 'x'.repeat(31))).body.error).toEqual([english(MESSAGES.usernameTooLong)]);
    expect((await rename(user, user.username)).body.error).toEqual([english(USERNAME_CHANGE_MESSAGES.same)]);
    expectEnvelope(await t.client().request('PATCH', '/api/account/username', { json: { username: uniqueUsername() } }), 401);
  });

  it('is not for a personal access token (403)', async () => {
    const user = await makeUser(t);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: user.access });
    expectEnvelope(await rename({ access: made.body.data.token }, uniqueUsername()), 403);
  });
});

describe('over GraphQL', () => {
  it('renames, says when the next change may come, and answers the old name with the new profile', async () => {
    const user = await makeUser(t);
    const viewer = await makeUser(t);
    expect((await t.client().gql('{ me { username_changeable_at } }', {}, { token: user.access })).body.data.me).toEqual({ username_changeable_at: null });
    const wanted = uniqueUsername('renamed');
    const reply = await t.client().gql(CHANGE_USERNAME, { input: { username: wanted } }, { token: user.access });
    expect(reply.body).toEqual({ data: { changeUsername: { username: wanted, message: english(USERNAME_CHANGE_MESSAGES.changed(wanted)) } } });
    const me = (await t.client().gql('{ me { username username_changeable_at } }', {}, { token: user.access })).body.data.me;
    expect(me.username).toBe(wanted);
    expect(new Date(me.username_changeable_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    const byOld = await t.client().gql(PROFILE, { username: user.username }, { token: viewer.access });
    expect(byOld.body.data.profile.username).toBe(wanted);

    const again = await t.client().gql(CHANGE_USERNAME, { input: { username: uniqueUsername() } }, { token: user.access });
    expect(again.body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.validation, status: 400, errors: [english(USERNAME_CHANGE_MESSAGES.tooSoon(me.username_changeable_at))] });
  });

  it('answers a name kept for another account with account/username_taken', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    await rename(user, uniqueUsername('renamed'));
    const reply = await t.client().gql(CHANGE_USERNAME, { input: { username: user.username } }, { token: other.access });
    expect(reply.body.errors?.[0]).toMatchObject({ message: english(SERVER_MESSAGES.usernameTaken), extensions: { code: ERROR_CODES.usernameTaken, status: 409 } });
  });
});
