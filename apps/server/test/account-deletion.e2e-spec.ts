import { existsSync, readdirSync } from 'node:fs';
import { ACCOUNT_DELETION_MESSAGES, dayText, DELETED_ACCOUNT_NAME, ERROR_CODES } from '@gatherly/schema';
import { AccountEraser, KEPT_REFERENCES } from '../src/account-deletion/account-eraser';
import { expectEnvelope } from './support/envelope';
import { aJpeg, GOOD_PASSWORD, logIn, makeEvent, makePost, makeQuickUsers, makeRemark, makeUser, ME, signupFields, uploadForm, type User } from './support/factories';
import { openChatSocket } from './support/sockets';
import { PUBLIC_URL, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Deleting one's account: asked with the password, it hides the account as a suspension does and
 * ends every session at once; signing in during the grace period is refused with the date and
 * the deletion can be cancelled; once the grace period is over the job removes everything of the
 * person but the tombstone (its user name stays reserved) and their messages to others.
 */

/** The app as deployed: a grace period of 30 days. */
let t: TestApp;
/** The same app with a grace period of one second, so that the deletion job runs during the test. */
let soon: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  soon = await startTestApp({ ACCOUNT_DELETION_GRACE_SECONDS: '1' });
});

afterAll(async () => {
  await soon?.close();
  await t?.close();
});

const idOf = async (app: TestApp, username: string): Promise<string> => (await app.db.query('SELECT id FROM accounts WHERE username = $1', [username]))[0].id;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('asking to delete the account', () => {
  it('over REST: needs the password, ends every session and its sockets at once, hides the account, and login says when it goes', async () => {
    const ada = await makeUser(t);
    const bob = await makeUser(t);
    await makeRemark(t, ada, 'Ada was here');
    await t.client().post(`/api/profile/follow/${ada.username}`, undefined, { token: bob.access });
    const second = await logIn(t.client(), ada.email, ada.password);
    const socket = await openChatSocket(t, ada.access);

    const missing = await t.client().post('/api/account/deletion', {}, { token: ada.access });
    expectEnvelope(missing, 400);
    expect(missing.body.error).toEqual([english(ACCOUNT_DELETION_MESSAGES.passwordRequired)]);
    const wrong = await t.client().post('/api/account/deletion', { password: 'Wrong123!x' }, { token: ada.access });
    expectEnvelope(wrong, 400);
    expect(wrong.body.error).toEqual([english(ACCOUNT_DELETION_MESSAGES.passwordWrong)]);
    expectEnvelope(await t.client().post('/api/account/deletion', { password: GOOD_PASSWORD }), 401);

    const asked = await t.client().post('/api/account/deletion', { password: GOOD_PASSWORD }, { token: ada.access });
    expect(asked.status).toBe(200);
    const due = new Date(asked.body.data.deletion_scheduled_for);
    expect(Math.abs(due.getTime() - Date.now() - 30 * DAY_MS)).toBeLessThan(60_000);
    expect(asked.body.message).toBe(english(ACCOUNT_DELETION_MESSAGES.requested(due)));

    // Every session ends at once, on every door, and the socket closes.
    await socket.closed;
    expectEnvelope(await t.client().get('/api/profile/me', { token: ada.access }), 401);
    expectEnvelope(await t.client().get('/api/profile/me', { token: second.access }), 401);
    expect((await t.client().gql(ME, {}, { token: second.access })).body.errors?.[0].extensions?.code).toBe(ERROR_CODES.unauthenticated);
    expectEnvelope(await t.client().post('/api/account/refresh', undefined, { cookie: ada.cookie }), 401);

    // Hidden as a suspension hides: profile, search, feeds.
    expectEnvelope(await t.client().get(`/api/profile/profile/${ada.username}`, { token: bob.access }), 404);
    expect((await t.client().get(`/api/profile/search?username=${ada.username}`, { token: bob.access })).body.data.accounts).toEqual([]);
    const feed = (await t.client().get('/api/feed', { token: bob.access })).body.data.feed_items as Array<{ data: { account_username: string } }>;
    expect(feed.map((item) => item.data.account_username)).not.toContain(ada.username);

    // Login with the right password says so, with the date, on both doors; a wrong one learns nothing.
    const login = await t.client().post('/api/account/login', { email: ada.email, password: GOOD_PASSWORD });
    expectEnvelope(login, 403);
    expect(login.body).toEqual({ success: false, message: english(ACCOUNT_DELETION_MESSAGES.pending(due)), code: ERROR_CODES.accountDeletionPending, deletion_scheduled_for: due.toISOString() });
    const spanish = await t.client().post('/api/account/login', { email: ada.email, password: GOOD_PASSWORD }, { headers: { 'accept-language': 'es' } });
    expect(spanish.body.message).toBe(`Tu cuenta está programada para eliminarse el ${dayText('es', due)}.`);
    expect(dayText('es', due)).toMatch(/^\d{1,2} de \p{L}+ de \d{4}$/u);
    expectEnvelope(await t.client().post('/api/account/login', { email: ada.email, password: 'Wrong123!x' }), 401);
    const graphqlLogin = await t.client().gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { access } }', { e: ada.email, p: GOOD_PASSWORD });
    expect(graphqlLogin.body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.accountDeletionPending, status: 403, deletion_scheduled_for: due.toISOString() });

    // The mail says when, and how to cancel.
    const mail = await t.outbox.take(ada.email, '/login');
    expect(mail.subject).toMatch(/^Your Gatherly account will be deleted on /);

    // The moderators' log has it, done by the account itself.
    const [logged] = await t.db.query(`SELECT action, moderator_username FROM moderation_actions WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1`, [await idOf(t, ada.username)]);
    expect(logged).toEqual({ action: 'account_deletion_requested', moderator_username: ada.username });

    // Cancelling in the grace period: signed out, with the password; then everything shows again and login works.
    expectEnvelope(await t.client().post('/api/account/deletion/cancel', { email: ada.email, password: 'Wrong123!x' }), 401);
    expectEnvelope(await t.client().post('/api/account/deletion/cancel', { email: ada.email }), 400);
    const cancelled = await t.client().post('/api/account/deletion/cancel', { email: ada.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(cancelled.body).toEqual({ success: true, message: english(ACCOUNT_DELETION_MESSAGES.cancelled) });
    expectEnvelope(await t.client().post('/api/account/deletion/cancel', { email: ada.email, password: GOOD_PASSWORD }), 409);
    const back = await logIn(t.client(), ada.email, GOOD_PASSWORD);
    expect((await t.client().get(`/api/profile/profile/${ada.username}`, { token: bob.access })).status).toBe(200);
    const me = await t.client().gql('{ me { username deletion_scheduled_for } }', {}, { token: back.access });
    expect(me.body.data.me).toEqual({ username: ada.username, deletion_scheduled_for: null });
  });

  it('over GraphQL: the same, and a second request while one is pending is a conflict', async () => {
    const cyd = await makeUser(t);
    const REQUEST = 'mutation($p: String!) { requestAccountDeletion(input: { password: $p }) { deletion_scheduled_for message } }';
    const CANCEL = 'mutation($e: String!, $p: String!) { cancelAccountDeletion(input: { email: $e, password: $p }) }';

    const wrong = await t.client().gql(REQUEST, { p: 'Wrong123!x' }, { token: cyd.access });
    expect(wrong.body.errors?.[0]).toMatchObject({ message: english(ACCOUNT_DELETION_MESSAGES.passwordWrong), extensions: { code: ERROR_CODES.validation, status: 400 } });

    // A restricted or second device could try again while it is pending: 409.
    const other = await logIn(t.client(), cyd.email, GOOD_PASSWORD);
    const asked = await t.client().gql(REQUEST, { p: GOOD_PASSWORD }, { token: cyd.access });
    const due = asked.body.data.requestAccountDeletion.deletion_scheduled_for as string;
    expect(new Date(due).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect((await t.client().gql(ME, {}, { token: other.access })).body.errors?.[0].extensions?.code).toBe(ERROR_CODES.unauthenticated);
    const id = await idOf(t, cyd.username);
    const [row] = await t.db.query('SELECT suspended_at IS NOT NULL AS hidden, hidden_by_deletion FROM accounts WHERE id = $1', [id]);
    expect(row).toEqual({ hidden: true, hidden_by_deletion: true });

    expect((await t.client().gql(CANCEL, { e: cyd.email, p: GOOD_PASSWORD })).body.data.cancelAccountDeletion).toBe(english(ACCOUNT_DELETION_MESSAGES.cancelled));
    const again = await t.client().gql(CANCEL, { e: cyd.email, p: GOOD_PASSWORD });
    expect(again.body.errors?.[0]).toMatchObject({ message: english(ACCOUNT_DELETION_MESSAGES.notPending), extensions: { code: ERROR_CODES.conflict } });
    const back = await logIn(t.client(), cyd.email, GOOD_PASSWORD);
    const twice = await t.client().post('/api/account/deletion', { password: GOOD_PASSWORD }, { token: back.access });
    expect(twice.status).toBe(200);
    // Its own earlier job finds the new date not yet come, and does nothing.
    expect(await t.app.get(AccountEraser).erase(id)).toBe(false);
    const [after] = await t.db.query('SELECT deleted_at, email FROM accounts WHERE id = $1', [id]);
    expect(after).toEqual({ deleted_at: null, email: cyd.email });
  });

  it('refuses personal access tokens', async () => {
    const dan = await makeUser(t);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: dan.access });
    const refused = await t.client().post('/api/account/deletion', { password: GOOD_PASSWORD }, { token: made.body.data.token });
    expectEnvelope(refused, 403);
  });
});

/** Every file under the media folder, by name. */
function mediaFiles(app: TestApp): string[] {
  const folder = (app.config.media as { folder?: string }).folder;
  if (!folder || !existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' });
}

/** The storage key of a media URL (its file name without the variant and extension). */
const keyOfUrl = (url: string) => url.split('/').pop()!.replace(/(-thumb)?\.webp$/, '');

/** Waits until the job has deleted the account. */
async function deleted(app: TestApp, accountId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await app.db.query('SELECT deleted_at FROM accounts WHERE id = $1', [accountId]);
    if (row.deleted_at) return;
    if (Date.now() > deadline) throw new Error('the account was not deleted in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('once the grace period is over', () => {
  let eve: User;
  let eveId: string;
  let friend: User;
  let conversationId: string;
  let friendsRemark: string;
  let friendsEvent: string;
  let waiting: { accountId: string; access: string };

  beforeAll(async () => {
    eve = await makeUser(soon);
    friend = await makeUser(soon);
    eveId = await idOf(soon, eve.username);
    const [bystander, blocked, muted] = await makeQuickUsers(soon, 3);
    const as = (user: { access: string }) => ({ token: user.access });

    // What Eve shared, with images in the media store.
    const photo = await soon.client().multipart('/api/profile/settings/upload-image', uploadForm({}, [await aJpeg()], 'profile_image'), { method: 'PATCH', token: eve.access });
    expect(photo.status).toBe(200);
    const post = await makePost(soon, eve);
    const event = await makeEvent(soon, eve, { event_name: 'Eve picnic' });
    const remark = await makeRemark(soon, eve, 'Eve says hi');
    expect([post.media.length, event.media.length]).toEqual([1, 1]);
    await soon.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, as(friend));
    await soon.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Hi Eve' }, as(friend));

    // What Eve did at others' things.
    friendsRemark = (await makeRemark(soon, friend, 'Friend remark')).remark_id;
    friendsEvent = (await makeEvent(soon, friend, { event_name: 'Friend party', event_capacity: '1' })).event_id;
    expect((await soon.client().post(`/api/remarks/like/${friendsRemark}`, undefined, as(eve))).status).toBeLessThan(300);
    expect((await soon.client().post('/api/remarks/comment', { remark_id: friendsRemark, comment_content: 'Nice one' }, as(eve))).status).toBeLessThan(300);
    expect((await soon.client().post(`/api/events/interest/${friendsEvent}`, undefined, as(eve))).status).toBeLessThan(300);
    expect((await soon.client().post(`/api/events/going/${friendsEvent}`, {}, as(eve))).body.data.rsvp_status).toBe('going');
    waiting = bystander;
    expect((await soon.client().post(`/api/events/going/${friendsEvent}`, {}, as(bystander))).body.data.rsvp_status).toBe('waitlisted');
    await soon.client().post(`/api/profile/follow/${friend.username}`, undefined, as(eve));
    await soon.client().post(`/api/profile/follow/${eve.username}`, undefined, as(friend));
    await soon.client().post(`/api/profile/block/${blocked.username}`, undefined, as(eve));
    await soon.client().post(`/api/profile/mute/${muted.username}`, undefined, as(eve));
    expect((await soon.client().post('/api/account/tokens', { name: 'Script', scopes: ['read'] }, as(eve))).status).toBe(201);
    expect((await soon.client().post('/api/reports', { target_type: 'remark', target_id: friendsRemark, reason: 'spam', text: 'Spam?' }, as(eve))).status).toBeLessThan(300);
    expect((await soon.client().post('/api/reports', { target_type: 'account', target_id: eveId, reason: 'spam', text: 'Eve spams' }, as(friend))).status).toBeLessThan(300);

    // A conversation with a message each way.
    const conversation = await soon.client().post('/api/chat/conversations/create', { participant_ids: [await idOf(soon, friend.username)] }, as(eve));
    conversationId = conversation.body.data.conversation.conversation_id;
    const SEND = 'mutation($c: ID!, $m: String!) { sendMessage(conversation_id: $c, content: $m) { id } }';
    expect((await soon.client().gql(SEND, { c: conversationId, m: 'Goodbye, friend' }, as(eve))).body.data.sendMessage.id).toBeDefined();
    expect((await soon.client().gql(SEND, { c: conversationId, m: 'Take care' }, as(friend))).body.data.sendMessage.id).toBeDefined();

    const asked = await soon.client().post('/api/account/deletion', { password: GOOD_PASSWORD }, as(eve));
    expect(asked.status).toBe(200);
    await deleted(soon, eveId);
  });

  it('login is refused as for an unknown account, the profile is gone and the user name stays reserved', async () => {
    expectEnvelope(await soon.client().post('/api/account/login', { email: eve.email, password: GOOD_PASSWORD }), 401);
    expectEnvelope(await soon.client().post('/api/account/deletion/cancel', { email: eve.email, password: GOOD_PASSWORD }), 401);
    expectEnvelope(await soon.client().get(`/api/profile/profile/${eve.username}`, { token: friend.access }), 404);
    expect((await soon.client().get(`/api/profile/search?username=${eve.username}`, { token: friend.access })).body.data.accounts).toEqual([]);
    const signup = await soon.client().post('/api/account/signup', signupFields({ username: eve.username.toUpperCase(), email: `again-${eve.email}` }));
    expectEnvelope(signup, 409);
    // Its address is free again.
    expect((await soon.client().post('/api/account/signup', signupFields({ email: eve.email }))).status).toBe(201);

    const [tombstone] = await soon.db.query(
      'SELECT username, email, full_name, phone_number, bio, gender, profile_image, profile_image_key, email_verified_at, suspended_at IS NOT NULL AS hidden FROM accounts WHERE id = $1',
      [eveId],
    );
    expect(tombstone).toEqual({
      username: eve.username,
      email: `deleted+${eveId}@invalid`,
      full_name: '',
      phone_number: null,
      bio: '',
      gender: '',
      profile_image: null,
      profile_image_key: null,
      email_verified_at: null,
      hidden: true,
    });
    const mail = await soon.outbox.take(eve.email, new URL(PUBLIC_URL).pathname);
    expect(mail.subject).toBe('Your Gatherly account was deleted');
    const log = await soon.db.query('SELECT action FROM moderation_actions WHERE account_id = $1 ORDER BY created_at', [eveId]);
    expect(log.map((row: { action: string }) => row.action)).toEqual(['account_deletion_requested', 'account_deleted']);
  });

  it('keeps its messages for the others, from "Deleted account" with no profile to link to, on both doors', async () => {
    const rest = await soon.client().get(`/api/chat/conversations/${conversationId}/messages/`, { token: friend.access });
    const messages = rest.body.data.messages as Array<{ content: string; sender: { username: string; full_name: string; profile_image: string | null } }>;
    expect(messages.map((message) => [message.content, message.sender.full_name])).toEqual([
      ['Goodbye, friend', DELETED_ACCOUNT_NAME],
      ['Take care', friend.full_name],
    ]);
    expect(messages[0].sender).toMatchObject({ username: '', profile_image: null });
    const graphql = await soon.client().gql('query($c: ID!) { conversation(id: $c) { messages { items { content sender { username full_name profile_image } } } } }', { c: conversationId }, { token: friend.access });
    expect(graphql.body.data.conversation.messages.items).toEqual([
      { content: 'Goodbye, friend', sender: { username: '', full_name: DELETED_ACCOUNT_NAME, profile_image: null } },
      { content: 'Take care', sender: { username: friend.username, full_name: friend.full_name, profile_image: null } },
    ]);
  });

  it("corrects the counts of others' items, and a seat it held goes to the first person waiting", async () => {
    const [remark] = await soon.db.query('SELECT like_count, comment_count FROM content_items WHERE id = $1', [friendsRemark]);
    expect(remark).toEqual({ like_count: 0, comment_count: 0 });
    const [event] = await soon.db.query('SELECT i.interest_count, e.going_count, e.waitlist_count FROM content_items i JOIN events e ON e.item_id = i.id WHERE i.id = $1', [friendsEvent]);
    expect(event).toEqual({ interest_count: 0, going_count: 1, waitlist_count: 0 });
    const [seat] = await soon.db.query('SELECT status FROM event_rsvps WHERE item_id = $1 AND account_id = $2', [friendsEvent, waiting.accountId]);
    expect(seat.status).toBe('going');
    const [counts] = await soon.db.query('SELECT follower_count, following_count FROM accounts WHERE username = $1', [friend.username]);
    expect(counts).toEqual({ follower_count: 0, following_count: 0 });
  });

  it('leaves nothing of the person in any table, but the tombstone, its messages to others and the reports and log about it', async () => {
    const columns: Array<{ table_name: string; column_name: string }> = await soon.db.query(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
        WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE' AND c.data_type IN ('uuid', 'character varying', 'text')
          AND (c.data_type = 'uuid' OR c.column_name LIKE '%\\_id' OR c.column_name LIKE '%actor%')
        ORDER BY c.table_name, c.column_name`,
    );
    // Those a table may hold of the person: what stays by design.
    const kept = new Set([...KEPT_REFERENCES.map(({ table, column }) => `${table}.${column}`), 'accounts.id', 'reports.target_id', 'moderation_actions.target_id']);
    const left: string[] = [];
    for (const { table_name, column_name } of columns) {
      if (kept.has(`${table_name}.${column_name}`)) continue;
      const [row] = await soon.db.query(`SELECT count(*)::int AS count FROM "${table_name}" WHERE "${column_name}"::text = $1`, [eveId]);
      if (row.count > 0) left.push(`${table_name}.${column_name}: ${row.count}`);
    }
    expect(left).toEqual([]);
    // What stays: one tombstone, the one message it sent, the report about it (its preview, the bio, emptied).
    expect((await soon.db.query('SELECT count(*)::int AS count FROM accounts WHERE id = $1', [eveId]))[0].count).toBe(1);
    expect((await soon.db.query('SELECT count(*)::int AS count FROM messages WHERE sender_id = $1', [eveId]))[0].count).toBe(1);
    expect((await soon.db.query(`SELECT count(*)::int AS count FROM reports WHERE owner_id = $1 AND target_type = 'account'`, [eveId]))[0].count).toBe(1);
  });

  it('leaves none of its images in the media store', async () => {
    // Every instance shares one media store; here each app has its own, and the job may have run on
    // any app of the test database: the deletion is run by the app that stored the images.
    const fay = await makeUser(t);
    const fayId = await idOf(t, fay.username);
    const photo = await t.client().multipart('/api/profile/settings/upload-image', uploadForm({}, [await aJpeg()], 'profile_image'), { method: 'PATCH', token: fay.access });
    const post = await makePost(t, fay, { images: [await aJpeg(), await aJpeg()] });
    const stored = [keyOfUrl(photo.body.data.profile_image), ...post.media.map((media: { media_file: string }) => keyOfUrl(media.media_file))];
    expect(mediaFiles(t).filter((name) => stored.some((key) => name.includes(key)))).toHaveLength(6);
    expect((await t.client().post('/api/account/deletion', { password: GOOD_PASSWORD }, { token: fay.access })).status).toBe(200);
    await t.db.query('UPDATE accounts SET deletion_scheduled_for = now() WHERE id = $1', [fayId]);
    await t.app.get(AccountEraser).erase(fayId);
    expect(mediaFiles(t).filter((name) => stored.some((key) => name.includes(key)))).toEqual([]);
  });

  it('running the job again, as after a crash, changes nothing', async () => {
    const eraser = soon.app.get(AccountEraser);
    expect(await eraser.erase(eveId)).toBe(false);
    // Cut off before its last step: every step runs again over what is left, harmlessly.
    await soon.db.query('UPDATE accounts SET deleted_at = NULL WHERE id = $1', [eveId]);
    expect(await eraser.erase(eveId)).toBe(true);
    const [remark] = await soon.db.query('SELECT like_count, comment_count FROM content_items WHERE id = $1', [friendsRemark]);
    expect(remark).toEqual({ like_count: 0, comment_count: 0 });
    const [event] = await soon.db.query('SELECT going_count, waitlist_count FROM events WHERE item_id = $1', [friendsEvent]);
    expect(event).toEqual({ going_count: 1, waitlist_count: 0 });
    expect((await soon.db.query('SELECT count(*)::int AS count FROM accounts WHERE username = $1', [eve.username]))[0].count).toBe(1);
    expect((await soon.client().get(`/api/profile/profile/${eve.username}`, { token: friend.access })).status).toBe(404);
  });
});
