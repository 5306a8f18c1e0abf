import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHAT_CLOSE_CODES, CHAT_MESSAGES, ERROR_CODES, MODERATION_MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { expectEnvelope } from './support/envelope';
import { aJpeg, GOOD_PASSWORD, makeEvent, makePost, makeQuickUsers, makeRemark, makeUser, QuickUser, daysFromNow } from './support/factories';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { EventReminders } from '../src/notifications/event-reminders';
import { Reply, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Moderation: a moderator (granted by `npm run admin`) reads the open reports, removes reported
 * content (its author is told why), suspends accounts (sessions end, login opens only a restricted session, content hidden
 * on every door) and lifts suspensions; every action is logged with who did it; everyone else is
 * refused on every door.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const run = promisify(execFile);
const ADMIN = join(__dirname, '..', '..', '..', 'scripts', 'admin.mjs');
const admin = (...args: string[]) => run(process.execPath, [ADMIN, ...args], { env: { ...process.env, DATABASE_URL: process.env.GATHERLY_TEST_DATABASE_URL } });

/** A moderator made through the command, as the people running Gatherly do it. */
async function makeModerator(): Promise<QuickUser> {
  const [moderator] = await makeQuickUsers(t, 1);
  const { stdout } = await admin('grant-moderator', moderator.username.toUpperCase());
  expect(stdout.trim()).toBe(`${moderator.username} is now a moderator.`);
  return moderator;
}

/** Where the removal and suspension mails send an appeal, by default: the operator's address, as a mailto: link. */
const APPEAL_PATH = 'moderation@gatherly.local';

const expectOk = (reply: Reply) => expect([reply.status, reply.body.success]).toEqual([200, true]);

const report = async (reporter: QuickUser, target_type: string, target_id: string, reason = 'spam') => {
  const reply = await t.client().post('/api/reports', { target_type, target_id, reason, text: 'Please look at this.' }, { token: reporter.access });
  expect(reply.status).toBe(201);
  return reply.body.data.report.id as string;
};

/**
 * Every open report, page after page: the queue is shared with the other test files, whose reports
 * may fill its first, oldest pages.
 */
async function openReports(moderator: QuickUser): Promise<Array<Record<string, any>>> {
  const all: Array<Record<string, any>> = [];
  for (let query = ''; ; ) {
    const reply = await t.client().get(`/api/moderation/reports${query}`, { token: moderator.access });
    expectOk(reply);
    all.push(...reply.body.data.reports);
    const next = reply.body.data.next_cursor;
    if (!next) return all;
    query = `?cursor_timestamp=${encodeURIComponent(next.cursor_timestamp)}&cursor_id=${next.cursor_id}`;
  }
}

const OPEN_REPORTS = `query($after: PageCursorInput) { openReports(after: $after) { items { id target_type target_id reason text report_count preview item_kind owner_suspended
  reporter { username } owner { username } } next_cursor { cursor_timestamp cursor_id } } }`;

describe('the admin command', () => {
  it('grants and revokes the moderator role, and says so when there is no such account', async () => {
    const [someone] = await makeQuickUsers(t, 1);
    await admin('grant-moderator', someone.username);
    expect((await t.client().gql('{ me { is_moderator } }', {}, { token: someone.access })).body.data.me.is_moderator).toBe(true);
    const { stdout } = await admin('revoke-moderator', someone.username);
    expect(stdout.trim()).toBe(`${someone.username} is no longer a moderator.`);
    expect((await t.client().gql('{ me { is_moderator } }', {}, { token: someone.access })).body.data.me.is_moderator).toBe(false);
    await expect(admin('grant-moderator', 'nobody_by_this_name')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No account is named nobody_by_this_name.') });
    await expect(admin('make-king', someone.username)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin') });
  });
});

describe('the open reports', () => {
  it('show moderators what each report is about, oldest first, paged, with how often it was reported', async () => {
    const moderator = await makeModerator();
    const [author, one, two] = await makeQuickUsers(t, 3);
    const remark = await makeRemark(t, author, 'Buy cheap watches at example.test');
    const post = await makePost(t, author, { caption: 'A suspicious picture', images: [await aJpeg()] });
    const first = await report(one, 'remark', remark.remark_id);
    await report(two, 'remark', remark.remark_id, 'harassment');
    await report(one, 'post', post.post_id, 'nudity');
    await report(two, 'account', author.accountId);

    const reply = await t.client().get('/api/moderation/reports', { token: moderator.access });
    expectOk(reply);
    const mine = (await openReports(moderator)).filter((entry) => entry.owner?.username === author.username);
    expect(mine.map((entry) => [entry.target_type, entry.reason, entry.report_count, entry.preview])).toEqual([
      ['remark', 'spam', 2, 'Buy cheap watches at example.test'],
      ['remark', 'harassment', 2, 'Buy cheap watches at example.test'],
      ['post', 'nudity', 1, 'A suspicious picture'],
      ['account', 'spam', 1, ''],
    ]);
    expect(mine[0]).toMatchObject({ id: first, item_kind: 'remark', text: 'Please look at this.', owner_suspended: false, reporter: { username: one.username, account_id: one.accountId } });
    expect(mine[2].image).toMatch(/^\/media\/.+-thumb\.webp$/);

    // GraphQL pages the same list.
    const graphql = await t.client().gql(OPEN_REPORTS, {}, { token: moderator.access });
    expect(graphql.body.data.openReports.items.map((entry: { id: string }) => entry.id)).toEqual(reply.body.data.reports.map((entry: { id: string }) => entry.id));
    expect((await t.client().get('/api/moderation/reports?cursor_id=nope', { token: moderator.access })).status).toBe(400);
  });
});

describe('removing reported content', () => {
  it('deletes the item, settles every open report of it, tells the author why and logs who did it', async () => {
    const moderator = await makeModerator();
    const [author, one, two, follower] = await makeQuickUsers(t, 4);
    await t.client().post(`/api/profile/follow/${author.username}`, undefined, { token: follower.access });
    const post = await makePost(t, author, { caption: 'Spam spam spam', images: [await aJpeg()] });
    const reportId = await report(one, 'post', post.post_id);
    await report(two, 'post', post.post_id, 'other');

    const missingReason = await t.client().post(`/api/moderation/reports/${reportId}/remove`, { reason: '  ' }, { token: moderator.access });
    expectEnvelope(missingReason, 400);
    expect(missingReason.body.error).toEqual([english(MODERATION_MESSAGES.reasonRequired)]);

    const removed = await t.client().post(`/api/moderation/reports/${reportId}/remove`, { reason: 'Posts that advertise are not allowed.' }, { token: moderator.access });
    expectOk(removed);
    expect(removed.body.message).toBe(english(MODERATION_MESSAGES.removed));
    expect((await t.client().get(`/api/posts/by-id/${post.post_id}`, { token: author.access })).status).toBe(404);
    expect((await t.client().get('/api/feed', { token: follower.access })).body.data.feed_items).toEqual([]);

    // Both reports are settled; acting again finds none.
    const open = await openReports(moderator);
    expect(open.filter((entry) => entry.target_id === post.post_id)).toEqual([]);
    const again = await t.client().post(`/api/moderation/reports/${reportId}/dismiss`, { reason: 'Handled.' }, { token: moderator.access });
    expectEnvelope(again, 404);
    expect(again.body.message).toBe(english(MODERATION_MESSAGES.reportNotFound));

    const mail = await t.outbox.take(`${author.username}@example.com`, APPEAL_PATH);
    expect(mail.subject).toBe('Your post was removed from Gatherly');
    expect(mail.text).toContain('A moderator removed your post "Spam spam spam" because: Posts that advertise are not allowed.');

    const log = (await t.client().get('/api/moderation/actions', { token: moderator.access })).body.data.actions as Array<Record<string, unknown>>;
    expect(log[0]).toMatchObject({
      action: 'remove_content',
      moderator_username: moderator.username,
      target_type: 'post',
      target_id: post.post_id,
      account_username: author.username,
      reason: 'Posts that advertise are not allowed.',
    });
  });

  it('removes a comment (the count follows) and a message, over GraphQL too', async () => {
    const moderator = await makeModerator();
    const [author, commenter, reporter] = await makeQuickUsers(t, 3);
    const remark = await makeRemark(t, author, 'Nice weather');
    const comment = await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'You are all idiots' }, { token: commenter.access });
    const commentId = comment.body.data.comment.remark_comment_id as string;
    const commentReport = await report(reporter, 'comment', commentId, 'harassment');
    const removed = await t.client().gql('mutation($r: ID!) { removeReportedContent(reportId: $r, reason: "Insults are not allowed.") }', { r: commentReport }, { token: moderator.access });
    expect(removed.body.data.removeReportedContent).toBe(english(MODERATION_MESSAGES.removed));
    const read = await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: reporter.access });
    expect(read.body.data.remark.comment_count).toBe(0);
    expect((await t.outbox.take(`${commenter.username}@example.com`, APPEAL_PATH)).subject).toBe('Your comment was removed from Gatherly');

    const conversation = await t.client().post('/api/chat/conversations/create', { participant_ids: [reporter.accountId] }, { token: commenter.access });
    const conversationId = conversation.body.data.conversation.conversation_id as string;
    const sent = await t.client().gql('mutation($c: ID!) { sendMessage(conversation_id: $c, content: "Send me money") { id } }', { c: conversationId }, { token: commenter.access });
    const messageReport = await report(reporter, 'message', sent.body.data.sendMessage.id, 'spam');
    const gone = await t.client().post(`/api/moderation/reports/${messageReport}/remove`, { reason: 'Scams are not allowed.' }, { token: moderator.access });
    expectOk(gone);
    const messages = await t.client().get(`/api/chat/conversations/${conversationId}/messages/`, { token: reporter.access });
    expect(messages.body.data.messages).toEqual([]);
  });

  it('refuses accounts (suspend them instead) and targets already gone', async () => {
    const moderator = await makeModerator();
    const [author, reporter] = await makeQuickUsers(t, 2);
    const accountReport = await report(reporter, 'account', author.accountId);
    const refused = await t.client().post(`/api/moderation/reports/${accountReport}/remove`, { reason: 'No.' }, { token: moderator.access });
    expectEnvelope(refused, 400);
    expect(refused.body.error).toEqual([english(MODERATION_MESSAGES.notRemovable)]);

    const remark = await makeRemark(t, author, 'Soon gone');
    const remarkReport = await report(reporter, 'remark', remark.remark_id);
    await t.client().request('DELETE', `/api/remarks/by-id/${remark.remark_id}`, { token: author.access });
    const gone = await t.client().post(`/api/moderation/reports/${remarkReport}/remove`, { reason: 'Spam.' }, { token: moderator.access });
    expectEnvelope(gone, 404);
    expect(gone.body.message).toBe(english(MODERATION_MESSAGES.targetGone));
    const listed = await openReports(moderator);
    expect(listed.find((entry) => entry.id === remarkReport)?.preview).toBeNull();
    // A dismissal says why, on every door; the log keeps it.
    for (const body of [undefined, {}, { reason: '  ' }]) {
      const unexplained = await t.client().post(`/api/moderation/reports/${remarkReport}/dismiss`, body, { token: moderator.access });
      expectEnvelope(unexplained, 400);
      expect(unexplained.body.error).toEqual([english(MODERATION_MESSAGES.dismissReasonRequired)]);
    }
    const blank = await t.client().gql('mutation($r: ID!) { dismissReport(reportId: $r, reason: " ") }', { r: remarkReport }, { token: moderator.access });
    expect(blank.body.errors?.[0]).toMatchObject({ message: english(MODERATION_MESSAGES.dismissReasonRequired), extensions: { status: 400 } });
    const withoutReason = await t.client().gql('mutation($r: ID!) { dismissReport(reportId: $r) }', { r: remarkReport }, { token: moderator.access });
    expect([withoutReason.status, withoutReason.body.errors?.[0].message]).toEqual([400, expect.stringContaining('"reason"')]);
    const tooLong = await t.client().post(`/api/moderation/reports/${remarkReport}/dismiss`, { reason: 'x'.repeat(501) }, { token: moderator.access });
    expectEnvelope(tooLong, 400);
    expect(tooLong.body.error).toEqual([english(MODERATION_MESSAGES.reasonTooLong)]);
    const spanish = await t.client().post(`/api/moderation/reports/${remarkReport}/dismiss`, { reason: 'x'.repeat(501) }, { token: moderator.access, headers: { 'accept-language': 'es' } });
    expect([spanish.status, spanish.body.error]).toEqual([400, ['El motivo debe tener como máximo 500 caracteres.']]);
    const spanishGql = await t.client().gql('mutation($r: ID!) { dismissReport(reportId: $r, reason: " ") }', { r: remarkReport }, { token: moderator.access, headers: { 'accept-language': 'es' } });
    expect(spanishGql.body.errors?.[0]).toMatchObject({ message: 'Indica por qué se descarta la denuncia.', extensions: { status: 400 } });
    expectOk(await t.client().post(`/api/moderation/reports/${remarkReport}/dismiss`, { reason: 'The remark is gone already.' }, { token: moderator.access }));
    const logged = (await t.client().gql('{ moderationLog { items { action target_id reason } } }', {}, { token: moderator.access })).body.data.moderationLog.items;
    expect(logged.find((entry: { target_id: string }) => entry.target_id === remark.remark_id)).toEqual({ action: 'dismiss_report', target_id: remark.remark_id, reason: 'The remark is gone already.' });
    const viaGraphql = await t.client().gql('mutation($r: ID!) { dismissReport(reportId: $r, reason: "Not harassment.") }', { r: accountReport }, { token: moderator.access });
    expect(viaGraphql.body.data.dismissReport).toBe(english(MODERATION_MESSAGES.dismissed));
    // Other test files act meanwhile: the entry is found by what it is about, not by its place.
    const restLog = (await t.client().get('/api/moderation/actions', { token: moderator.access })).body.data.actions as Array<Record<string, unknown>>;
    expect(restLog.find((entry) => entry.target_id === author.accountId && entry.action === 'dismiss_report')).toMatchObject({ target_type: 'account', reason: 'Not harassment.' });
    expectEnvelope(await t.client().post('/api/moderation/reports/not-a-uuid/dismiss', { reason: 'Nothing.' }, { token: moderator.access }), 404);
  });
});

describe('suspending an account', () => {
  it('ends its sessions on every door, refuses its login, hides what it shared everywhere, and can be lifted', async () => {
    const moderator = await makeModerator();
    const troll = await makeUser(t);
    const [viewer, reporter] = await makeQuickUsers(t, 2);
    const trollId = (await t.client().gql('{ me { id } }', {}, { token: troll.access })).body.data.me.id as string;
    await t.client().post(`/api/profile/follow/${troll.username}`, undefined, { token: viewer.access });
    await t.client().post(`/api/profile/follow/${viewer.username}`, undefined, { token: troll.access });
    const remark = await makeRemark(t, troll, 'Trolling remark');
    const event = await makeEvent(t, troll, { event_name: 'Troll meetup', event_date: daysFromNow(0.5) });
    const picnic = await makeEvent(t, viewer, { event_name: 'Viewer picnic', event_date: daysFromNow(0.5) });
    await t.client().post(`/api/events/interest/${event.event_id}`, undefined, { token: viewer.access });
    await t.client().post(`/api/events/interest/${picnic.event_id}`, undefined, { token: troll.access });
    const mine = await makeRemark(t, viewer, 'My remark');
    await t.client().post('/api/remarks/comment', { remark_id: mine.remark_id, comment_content: 'Troll comment' }, { token: troll.access });
    await t.client().post(`/api/remarks/like/${mine.remark_id}`, undefined, { token: troll.access });
    const chat = await openChatSocket(t, troll.access);
    const subscriptions = openGraphqlSocket(t, troll.access);
    await subscriptions.client.subscribe({ query: 'subscription { notificationAdded { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    const reportId = await report(reporter, 'remark', remark.remark_id, 'harassment');
    const other = await report(viewer, 'event', event.event_id, 'spam');

    const suspended = await t.client().gql('mutation($r: ID!) { suspendReportedAccount(reportId: $r, reason: "Repeated harassment.") }', { r: reportId }, { token: moderator.access });
    expect(suspended.body.data.suspendReportedAccount).toBe(english(MODERATION_MESSAGES.suspended));

    // Its sessions end: sockets close, tokens are refused, login is refused after the password is checked.
    expect(await chat.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expect(await subscriptions.closed).toBe(CHAT_CLOSE_CODES.sessionEnded);
    expectEnvelope(await t.client().get('/api/feed', { token: troll.access }), 401);
    // Its next refresh says why, so that its screen does not just go blank.
    const ended = await t.client().post('/api/account/refresh', undefined, { cookie: troll.cookie });
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ success: false, message: english(SERVER_MESSAGES.sessionEndedSuspended), code: ERROR_CODES.sessionEndedSuspended });
    expect(await (await openChatSocket(t, troll.access)).closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expect(await openGraphqlSocket(t, troll.access).closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expect((await t.client().gql('{ me { id } }', {}, { token: troll.access })).body.errors?.[0].extensions?.status).toBe(401);
    // Its password opens only a restricted session, in which it may take its data and leave, and nothing else.
    const login = await t.client().post('/api/account/login', { email: troll.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.restricted).toBe(true);
    const elsewhere = await t.client().get('/api/feed', { token: login.body.data.access });
    expectEnvelope(elsewhere, 403);
    expect(elsewhere.body.message).toBe(english(SERVER_MESSAGES.accountSuspended));
    const wrongPassword = await t.client().post('/api/account/login', { email: troll.email, password: 'Wrong123!x' });
    expect(wrongPassword.status).toBe(401);
    const suspension = await t.outbox.take(troll.email, APPEAL_PATH);
    expect(suspension.text).toContain('A moderator suspended your account because: Repeated harassment.');
    // It says how to appeal, and does not ask for a reply to an address no one reads.
    expect(suspension.text).toContain('If you think this was a mistake, write to moderation@gatherly.local with your user name and why. Replies to this mail are not read.');
    expect(suspension.text).not.toContain('reply to this mail');
    expect(suspension.link).toBe('mailto:moderation@gatherly.local');

    // What it shared is hidden from everyone, on every door.
    expectEnvelope(await t.client().get(`/api/profile/profile/${troll.username}`, { token: viewer.access }), 404);
    expectEnvelope(await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: viewer.access }), 404);
    expectEnvelope(await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: viewer.access }), 404);
    expect((await t.client().gql('query($u: String!) { profile(username: $u) { id } }', { u: troll.username }, { token: viewer.access })).body.data.profile).toBeNull();
    const feed = (await t.client().get('/api/feed', { token: viewer.access })).body.data.feed_items as Array<{ data: { account_username: string } }>;
    expect(feed.map((item) => item.data.account_username)).toEqual([viewer.username, viewer.username]);
    const graphqlFeed = await t.client().gql('{ homeFeed { items { id } } }', {}, { token: viewer.access });
    expect(graphqlFeed.body.data.homeFeed.items).toEqual([{ id: mine.remark_id }, { id: picnic.event_id }]);
    const found = await t.client().get(`/api/profile/search?username=${troll.username}`, { token: viewer.access });
    expect(found.body.data.accounts).toEqual([]);
    const explore = await t.client().post('/api/events/search', { event_name: 'Troll meetup' }, { token: viewer.access });
    expect(explore.body.data.events).toEqual([]);
    const comments = await t.client().get(`/api/remarks/by-id/${mine.remark_id}`, { token: viewer.access });
    expect(comments.body.data.remark.comments).toEqual([]);
    const followers = await t.client().get(`/api/profile/${viewer.username}/followers`, { token: viewer.access });
    expect(followers.body.data.followers).toEqual([]);
    const notifications = (await t.client().get('/api/notifications', { token: viewer.access })).body.data.notifications as Array<{ text: string }>;
    expect(notifications.map((entry) => entry.text).join(' ')).not.toContain(troll.username);
    // No reminder of its event, nor for it.
    await t.app.get(EventReminders).sweep();
    const [reminders] = await t.db.query(`SELECT count(*)::int AS count FROM notifications WHERE kind = 'event_reminder' AND item_id = ANY($1)`, [[event.event_id, picnic.event_id]]);
    expect(reminders.count).toBe(0);
    const conversation = await t.client().post('/api/chat/conversations/create', { participant_ids: [trollId] }, { token: viewer.access });
    expectEnvelope(conversation, 400);
    expect(conversation.body.error).toEqual([english(CHAT_MESSAGES.participantUnknown)]);

    // Its other open reports are settled with this one; the log names both sides.
    const open = await openReports(moderator);
    expect(open.map((entry) => entry.id)).not.toContain(other);
    const log = (await t.client().get('/api/moderation/actions', { token: moderator.access })).body.data.actions as Array<Record<string, unknown>>;
    expect(log[0]).toMatchObject({ action: 'suspend_account', moderator_username: moderator.username, account_id: trollId, account_username: troll.username, account_suspended: true });

    // Lifting it: login works again and everything shows again.
    expectEnvelope(await t.client().post(`/api/moderation/accounts/${trollId}/lift-suspension`, { reason: '' }, { token: moderator.access }), 400);
    const lifted = await t.client().post(`/api/moderation/accounts/${trollId}/lift-suspension`, { reason: 'Appeal accepted.' }, { token: moderator.access });
    expectOk(lifted);
    expectEnvelope(await t.client().post(`/api/moderation/accounts/${trollId}/lift-suspension`, { reason: 'Again.' }, { token: moderator.access }), 409);
    expect((await t.outbox.take(troll.email, '/')).subject).toBe('Your Gatherly account is active again');
    // The device whose session the suspension ended is no longer told of a suspension that is over.
    const afterLift = await t.client().post('/api/account/refresh', undefined, { cookie: troll.cookie });
    expect(afterLift.status).toBe(401);
    expect(afterLift.body.message).toBe(english(SERVER_MESSAGES.refreshInvalid));
    expect(afterLift.body.code).not.toBe(ERROR_CODES.sessionEndedSuspended);
    expect((await t.client().post('/api/account/login', { email: troll.email, password: GOOD_PASSWORD })).status).toBe(200);
    expectOk(await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: viewer.access }));
    const liftedLog = (await t.client().get('/api/moderation/actions', { token: moderator.access })).body.data.actions as Array<Record<string, unknown>>;
    expect(liftedLog[0]).toMatchObject({ action: 'lift_suspension', account_username: troll.username, account_suspended: false, reason: 'Appeal accepted.' });
  });

  it("takes the account's items out of every page of the feed, which still pages to its end", async () => {
    const moderator = await makeModerator();
    const [viewer, friend, spammer] = await makeQuickUsers(t, 3);
    for (const followed of [friend, spammer]) await t.client().post(`/api/profile/follow/${followed.username}`, undefined, { token: viewer.access });
    const kept: string[] = [];
    // Interleaved, then a run longer than a page: a page may show none of its items and still go on.
    for (let n = 0; n < 30; n += 1) {
      if (n % 6 === 0) kept.push((await makeRemark(t, friend, `Friend ${n}`)).remark_id);
      else await makeRemark(t, spammer, `Spam ${n}`);
    }
    for (let n = 30; n < 52; n += 1) await makeRemark(t, spammer, `Spam ${n}`);
    const reportId = await report(viewer, 'account', spammer.accountId);
    expectOk(await t.client().post(`/api/moderation/reports/${reportId}/suspend`, { reason: 'Spam.' }, { token: moderator.access }));

    const seen: string[] = [];
    let query = '';
    for (let pages = 0; pages < 10; pages += 1) {
      const reply = await t.client().get(`/api/feed${query}`, { token: viewer.access });
      expect([reply.status, query]).toEqual([200, query]);
      seen.push(...(reply.body.data.feed_items as Array<{ data: { remark_id: string } }>).map((item) => item.data.remark_id));
      const next = reply.body.data.next_cursor;
      if (!next) break;
      query = `?${new URLSearchParams(Object.entries(next as Record<string, string | null>).filter(([, value]) => value !== null) as Array<[string, string]>)}`;
    }
    expect(seen).toEqual(kept.reverse());

    // Its comments leave the comment pages the same way: the newest page is all theirs, the next one holds the others.
    const [oldest] = kept.slice(-1);
    for (const text of ['First', 'Second']) await t.client().post('/api/remarks/comment', { remark_id: oldest, comment_content: text }, { token: viewer.access });
    await t.db.query(
      `INSERT INTO comments (item_id, author_id, content) SELECT $1, $2, 'Spam comment ' || n FROM generate_series(1, 14) AS n`,
      [oldest, spammer.accountId],
    );
    const comments: string[] = [];
    const first = (await t.client().get(`/api/remarks/by-id/${oldest}`, { token: viewer.access })).body.data.remark;
    comments.push(...first.comments.map((comment: { comment_content: string }) => comment.comment_content));
    let cursor = first.comments_next_cursor;
    while (cursor) {
      const reply = await t.client().get(`/api/remarks/comments/${oldest}?cursor_timestamp=${encodeURIComponent(cursor.cursor_timestamp)}&cursor_id=${cursor.cursor_id}`, { token: viewer.access });
      comments.unshift(...reply.body.data.comments.map((comment: { comment_content: string }) => comment.comment_content));
      cursor = reply.body.data.next_cursor;
    }
    expect(first.comments).toEqual([]);
    expect(comments).toEqual(['First', 'Second']);
  });

  it('refuses to suspend oneself or another moderator', async () => {
    const moderator = await makeModerator();
    const colleague = await makeModerator();
    const [reporter] = await makeQuickUsers(t, 1);
    const own = await report(reporter, 'account', moderator.accountId);
    const self = await t.client().post(`/api/moderation/reports/${own}/suspend`, { reason: 'Test.' }, { token: moderator.access });
    expectEnvelope(self, 400);
    expect(self.body.error).toEqual([english(MODERATION_MESSAGES.selfSuspension)]);
    const theirs = await report(reporter, 'account', colleague.accountId);
    const refused = await t.client().post(`/api/moderation/reports/${theirs}/suspend`, { reason: 'Test.' }, { token: moderator.access });
    expectEnvelope(refused, 403);
    expect(refused.body.message).toBe(english(MODERATION_MESSAGES.moderatorSuspension));
  });
});

describe('everyone else', () => {
  it('is refused every moderation route and operation, and nothing changes', async () => {
    const [member, author, reporter] = await makeQuickUsers(t, 3);
    const remark = await makeRemark(t, author, 'Reported remark');
    const reportId = await report(reporter, 'remark', remark.remark_id);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/moderation/reports'],
      ['GET', '/api/moderation/actions'],
      ['POST', `/api/moderation/reports/${reportId}/remove`, { reason: 'Mine now.' }],
      ['POST', `/api/moderation/reports/${reportId}/suspend`, { reason: 'Mine now.' }],
      ['POST', `/api/moderation/reports/${reportId}/dismiss`, { reason: 'Mine now.' }],
      ['POST', `/api/moderation/accounts/${author.accountId}/lift-suspension`, { reason: 'Mine now.' }],
    ];
    for (const [method, path, json] of routes) {
      const refused = await t.client().request(method, path, { json, token: member.access });
      expectEnvelope(refused, 403);
      expect(refused.body.message).toBe(english(MODERATION_MESSAGES.forbidden));
      expectEnvelope(await t.client().request(method, path, { json }), 401);
    }
    const operations = [
      '{ openReports { items { id } } }',
      '{ moderationLog { items { id } } }',
      `mutation { removeReportedContent(reportId: "${reportId}", reason: "Mine now.") }`,
      `mutation { suspendReportedAccount(reportId: "${reportId}", reason: "Mine now.") }`,
      `mutation { dismissReport(reportId: "${reportId}", reason: "Mine now.") }`,
      `mutation { liftSuspension(accountId: "${author.accountId}", reason: "Mine now.") }`,
    ];
    for (const query of operations) {
      const refused = await t.client().gql(query, {}, { token: member.access });
      expect(refused.body.errors?.[0]).toMatchObject({ message: english(MODERATION_MESSAGES.forbidden), extensions: { status: 403 } });
    }
    // A moderator whose role was revoked is refused at once.
    const former = await makeModerator();
    await admin('revoke-moderator', former.username);
    expectEnvelope(await t.client().get('/api/moderation/reports', { token: former.access }), 403);

    expectOk(await t.client().get(`/api/remarks/by-id/${remark.remark_id}`, { token: reporter.access }));
    const [row] = await t.db.query('SELECT status FROM reports WHERE id = $1', [reportId]);
    expect(row.status).toBe('open');
  });
});
