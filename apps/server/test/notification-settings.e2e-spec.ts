import { NOTIFICATION_DEFAULTS, NOTIFICATION_KINDS, NOTIFICATION_MAILED_AT_ONCE, NOTIFICATION_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { EventReminders } from '../src/notifications/event-reminders';
import { NotificationDigest } from '../src/notifications/notification-digest';
import { expectEnvelope } from './support/envelope';
import { makeEvent, makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** Where notifications go: preferences, the event reminder (once, also with two instances), its mail and unsubscribing. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const emailOf = (user: QuickUser) => `${user.username.toLowerCase()}@example.com`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const texts = async (app: TestApp, who: QuickUser) => ((await app.client().get('/api/notifications', { token: who.access })).body.data.notifications as Array<{ text: string }>).map((entry) => entry.text);
const interested = (who: QuickUser, eventId: string) => t.client().post(`/api/events/interest/${eventId}`, undefined, { token: who.access });

describe('preferences', () => {
  it('start from the defaults, change one channel at a time, and hide a kind turned off in the app', async () => {
    const [author, ada] = await makeQuickUsers(t, 2);
    const listed = await t.client().get('/api/notifications/preferences', { token: author.access });
    expect(listed.body.data.preferences).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULTS[kind] })));

    const remark = await makeRemark(t, author);
    await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: ada.access });
    expect(await texts(t, author)).toEqual([`${ada.username} liked your remark`]);

    const off = await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'like', in_app: false }, token: author.access });
    expect(off.status).toBe(200);
    expect(off.body.data.preference).toEqual({ kind: 'like', in_app: false, email: false, push: false });
    expect(await texts(t, author)).toEqual([]);
    expect((await t.client().get('/api/notifications', { token: author.access })).body.data.unread_count).toBe(0);

    // Over GraphQL: e-mail on, the app setting kept.
    const graphql = await t.client().gql('mutation { setNotificationPreference(kind: like, email: true) { kind in_app email } }', {}, { token: author.access });
    expect(graphql.body.data).toEqual({ setNotificationPreference: { kind: 'like', in_app: false, email: true } });
    await t.client().gql('mutation { setNotificationPreference(kind: like, in_app: true) { kind } }', {}, { token: author.access });
    expect(await texts(t, author)).toEqual([`${ada.username} liked your remark`]);
  });

  it('refuses an unknown kind (400) and anyone signed out (401)', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    const reply = await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'gossip', in_app: false }, token: ada.access });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toEqual([english(NOTIFICATION_MESSAGES.kindInvalid)]);
    expectEnvelope(await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'like', in_app: 'no' }, token: ada.access }), 400);
    expectEnvelope(await t.client().get('/api/notifications/preferences'), 401);
    expect((await t.client().gql('{ notificationPreferences { kind } }')).body.errors?.[0].extensions?.status).toBe(401);
  });
});

describe('event reminders', () => {
  it('remind each person interested once, by the bell and by mail, when two instances sweep at once', async () => {
    // A second instance on the same database, with the same key, as behind a load balancer.
    const other = await startTestApp({ JWT_SECRET: t.config.jwtSecret });
    try {
      const [host, ada, bob, late] = await makeQuickUsers(t, 4);
      const soon = await makeEvent(t, host, { event_name: 'Harbour jazz', event_date: hoursFromNow(3), event_location: 'Harbour steps' });
      const later = await makeEvent(t, host, { event_name: 'Next month', event_date: hoursFromNow(24 * 30) });
      for (const person of [ada, bob]) {
        await interested(person, soon.event_id);
        await interested(person, later.event_id);
      }
      await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'event_reminder', email: false }, token: bob.access });

      await Promise.all([t.app.get(EventReminders).sweep(), other.app.get(EventReminders).sweep(), t.app.get(EventReminders).sweep()]);
      const rows = await t.db.query(`SELECT recipient_id FROM notifications WHERE kind = 'event_reminder' AND item_id = ANY($1::uuid[]) ORDER BY recipient_id`, [[soon.event_id, later.event_id]]);
      expect(rows.map((row: { recipient_id: string }) => row.recipient_id).sort()).toEqual([ada.accountId, bob.accountId].sort());
      expect(await texts(t, ada)).toEqual(['Harbour jazz starts in 3 hours']);
      expect(await texts(other, bob)).toEqual(['Harbour jazz starts in 3 hours']);

      // One mail to ada (whichever instance sent it: the apps share one outbox), none to bob, who turned reminder mails off.
      const mails = await t.outbox.all(emailOf(ada), '/events');
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe('Harbour jazz starts in 3 hours');
      expect(mail.text).toContain('Harbour steps');
      expect(new URL(mail.link).searchParams.get('event')).toBe(soon.event_id);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(await t.outbox.all(emailOf(bob), '/events')).toEqual([]);

      // Later sweeps remind no one twice; someone interested late is reminded at the next one.
      await interested(late, soon.event_id);
      await t.app.get(EventReminders).sweep();
      expect(await texts(t, ada)).toEqual(['Harbour jazz starts in 3 hours']);
      expect(await texts(t, late)).toEqual(['Harbour jazz starts in 3 hours']);
      expect(await t.outbox.all(emailOf(ada), '/events')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('the daily digest', () => {
  it('mails the unread entries of the day to those who chose e-mail, once read nothing, and its link stops every digest kind', async () => {
    const [author, ada, bob, quiet] = await makeQuickUsers(t, 4);
    const remark = await makeRemark(t, author, 'Picnic on Sunday?');
    await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'like', email: true }, token: author.access });
    await t.client().request('PATCH', '/api/notifications/preferences', { json: { kind: 'comment', email: true }, token: author.access });
    await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: ada.access });
    await t.client().post(`/api/remarks/like/${remark.remark_id}`, undefined, { token: bob.access });
    await t.client().post('/api/remarks/comment', { remark_id: remark.remark_id, comment_content: 'Count me in' }, { token: ada.access });
    // Follows stay out of the mail: e-mail is off for them.
    await t.client().post(`/api/profile/follow/${author.username}`, undefined, { token: ada.access });
    // Someone with nothing chosen gets nothing.
    const quietRemark = await makeRemark(t, quiet);
    await t.client().post(`/api/remarks/like/${quietRemark.remark_id}`, undefined, { token: ada.access });

    await t.app.get(NotificationDigest).send();
    const mail = await t.outbox.take(emailOf(author), '/notifications');
    expect(mail.subject).toBe(`${ada.username} commented on your remark, and 1 more`);
    expect(mail.text).toContain(`${bob.username} and ${ada.username} liked your remark: “Picnic on Sunday?”`);
    expect(mail.text).not.toContain('followed you');
    expect(await t.outbox.all(emailOf(quiet), '/notifications')).toEqual([]);

    // Read: the next digest has nothing to say.
    await t.client().post('/api/notifications/read', {}, { token: author.access });
    await t.app.get(NotificationDigest).send();
    expect(await t.outbox.all(emailOf(author), '/notifications')).toHaveLength(1);

    const oneClick = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
    expect((await t.client().post(`${oneClick.pathname}${oneClick.search}`)).body.data).toEqual({ kind: 'digest' });
    const preferences = (await t.client().get('/api/notifications/preferences', { token: author.access })).body.data.preferences;
    expect(preferences.filter((preference: { email: boolean }) => preference.email).map((preference: { kind: string }) => preference.kind)).toEqual(
      // What is mailed at once (reminders, seats, …) has links of its own.
      NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_MAILED_AT_ONCE.includes(kind)),
    );
  });
});

describe('unsubscribing', () => {
  it("turns a kind's mails off with the mail's link, without signing in, in one click or from the page", async () => {
    const [host, ada] = await makeQuickUsers(t, 2);
    const soon = await makeEvent(t, host, { event_name: 'Quiz night', event_date: hoursFromNow(2) });
    await interested(ada, soon.event_id);
    await t.app.get(EventReminders).sweep();
    const mail = await t.outbox.take(emailOf(ada), '/events');
    const oneClick = new URL(mail.headers!['List-Unsubscribe'].slice(1, -1));
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe');

    // What a mail program sends (RFC 8058): a form post to that address.
    const reply = await t.client().request('POST', `${oneClick.pathname}${oneClick.search}`, { raw: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: english(NOTIFICATION_MESSAGES.unsubscribed), data: { kind: 'event_reminder' } });
    const preferences = (await t.client().get('/api/notifications/preferences', { token: ada.access })).body.data.preferences;
    expect(preferences.find((preference: { kind: string }) => preference.kind === 'event_reminder')).toEqual({ kind: 'event_reminder', in_app: true, email: false, push: true });

    // The page the mail links to posts the token in a JSON body; GraphQL does the same.
    const token = new URL(mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0]).searchParams.get('token');
    expect((await t.client().post('/api/notifications/unsubscribe', { token })).status).toBe(200);
    const graphql = await t.client().gql('mutation ($token: String!) { unsubscribe(token: $token) }', { token });
    expect(graphql.body.data).toEqual({ unsubscribe: 'event_reminder' });
  });

  it('refuses a forged, altered or missing token with 400, and an access token is no unsubscribe token', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    for (const token of ['nonsense', ada.access, undefined]) {
      const reply = await t.client().post(`/api/notifications/unsubscribe${token ? `?token=${encodeURIComponent(token)}` : ''}`);
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual([english(NOTIFICATION_MESSAGES.unsubscribeInvalid)]);
    }
    const graphql = await t.client().gql('mutation { unsubscribe(token: "nonsense") }');
    expect(graphql.body.errors?.[0]).toMatchObject({ message: english(NOTIFICATION_MESSAGES.unsubscribeInvalid), extensions: { status: 400 } });
  });
});
