import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_MESSAGES, CHAT_MESSAGES, COMMENT_MESSAGES, MODERATION_MESSAGES, PROFILE_MESSAGES, REPORT_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeRemark, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Every missing thing has its own error code in GraphQL's `extensions.code` and in socket error
 * frames, so that a client can tell a gone remark from a gone conversation; REST keeps its 404 and
 * the text of the envelope. A malformed id names nothing, and is answered the same way.
 */

let t: TestApp;
let ada: QuickUser;
let bob: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [ada, bob] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

/** The first error of a GraphQL operation of `who`. */
async function errorOf(who: QuickUser, query: string, variables: Record<string, unknown>) {
  const reply = await t.client().gql(query, variables, { token: who.access });
  expect(reply.body.errors).toHaveLength(1);
  return reply.body.errors![0];
}

const ids = [randomUUID(), 'not-an-id', randomUUID().toUpperCase()];

describe('GraphQL names the missing thing', () => {
  it.each(['remark', 'post', 'event'])('%s/not_found', async (kind) => {
    const Kind = kind[0].toUpperCase() + kind.slice(1);
    for (const id of ids) {
      expect(await errorOf(ada, `mutation($id: ID!) { delete${Kind}(id: $id) }`, { id })).toMatchObject({
        message: `This ${kind} does not exist.`,
        extensions: { code: `${kind}/not_found`, status: 404 },
      });
    }
  });

  it('comment/not_found', async () => {
    for (const id of ids) {
      expect(await errorOf(ada, 'mutation($id: ID!) { deleteComment(id: $id) { id } }', { id })).toMatchObject({
        message: english(COMMENT_MESSAGES.notFound),
        extensions: { code: 'comment/not_found', status: 404 },
      });
    }
  });

  it('account/not_found, for a username and for an account id', async () => {
    expect(await errorOf(ada, 'mutation($u: String!) { follow(username: $u) { is_following } }', { u: 'nobody_by_this_name' })).toMatchObject({
      message: english(PROFILE_MESSAGES.notFound),
      extensions: { code: 'account/not_found', status: 404 },
    });
    for (const id of ids) {
      expect(await errorOf(ada, 'mutation($id: ID!) { removeFollower(accountId: $id) { username } }', { id })).toMatchObject({
        extensions: { code: 'account/not_found', status: 404 },
      });
    }
  });

  it('conversation/not_found', async () => {
    for (const id of ids) {
      expect(await errorOf(ada, 'mutation($id: ID!) { sendMessage(conversation_id: $id, content: "Hello?") { id } }', { id })).toMatchObject({
        message: english(CHAT_MESSAGES.conversationNotFound),
        extensions: { code: 'conversation/not_found', status: 404 },
      });
    }
  });

  it('access_token/not_found', async () => {
    for (const id of ids) {
      expect(await errorOf(ada, 'mutation($id: ID!) { revokeAccessToken(id: $id) }', { id })).toMatchObject({
        message: english(ACCESS_TOKEN_MESSAGES.notFound),
        extensions: { code: 'access_token/not_found', status: 404 },
      });
    }
  });

  it.each([
    ['account', randomUUID()],
    ['remark', randomUUID()],
    ['comment', 'not-an-id'],
    ['message', '987654321'],
    ['message', randomUUID()],
  ])('a report of a missing %s (%s) answers its own not_found', async (type, id) => {
    const mutation = 'mutation($type: String!, $id: ID!) { reportContent(input: { target_type: $type, target_id: $id, reason: "spam" }) { id } }';
    expect(await errorOf(ada, mutation, { type, id })).toMatchObject({ message: english(REPORT_MESSAGES.notFound), extensions: { code: `${type}/not_found`, status: 404 } });
  });

  it('report/not_found for a moderator, and the code of a reported thing gone since', async () => {
    const [moderator] = await makeQuickUsers(t, 1);
    await t.db.query(`UPDATE accounts SET role = 'moderator' WHERE id = $1`, [moderator.accountId]);
    const dismiss = 'mutation($id: ID!) { dismissReport(reportId: $id, reason: "Nothing to do.") }';
    for (const id of ids) {
      expect(await errorOf(moderator, dismiss, { id })).toMatchObject({ message: english(MODERATION_MESSAGES.reportNotFound), extensions: { code: 'report/not_found', status: 404 } });
    }

    const remark = await makeRemark(t, bob);
    const report = await t.client().gql(
      'mutation($id: ID!) { reportContent(input: { target_type: "remark", target_id: $id, reason: "spam" }) { id } }',
      { id: remark.remark_id },
      { token: ada.access },
    );
    expect(report.body.errors).toBeUndefined();
    expect((await t.client().request('DELETE', `/api/remarks/by-id/${remark.remark_id}`, { token: bob.access })).status).toBe(200);
    const remove = 'mutation($id: ID!) { removeReportedContent(reportId: $id, reason: "Spam.") }';
    expect(await errorOf(moderator, remove, { id: report.body.data.reportContent.id })).toMatchObject({
      message: english(MODERATION_MESSAGES.targetGone),
      extensions: { code: 'remark/not_found', status: 404 },
    });
  });
});

describe('REST keeps its 404 and texts', () => {
  it.each([
    ['a remark', () => t.client().get(`/api/remarks/by-id/${randomUUID()}`, { token: ada.access }), 'This remark does not exist.'],
    ['a profile', () => t.client().get('/api/profile/profile/nobody_by_this_name', { token: ada.access }), english(PROFILE_MESSAGES.notFound)],
    ['a conversation', () => t.client().get(`/api/chat/conversations/${randomUUID()}/messages/`, { token: ada.access }), english(CHAT_MESSAGES.conversationNotFound)],
    ['a token', () => t.client().request('DELETE', '/api/account/tokens/not-an-id', { token: ada.access }), english(ACCESS_TOKEN_MESSAGES.notFound)],
  ])('%s', async (_label, ask, message) => {
    const reply = await ask();
    expectEnvelope(reply, 404);
    expect(reply.body).toEqual({ success: false, message });
  });
});
