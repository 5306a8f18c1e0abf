import { SINGLE_LINE_MESSAGES } from '@gatherly/schema';
import { makeQuickUsers, QuickUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Names are one line on every door: a conversation's name, a token's name and a custom gender with a
 * line break or another control character are refused with a 400 naming the field (an event's name:
 * calendar.e2e-spec.ts).
 */

let t: TestApp;
let user: QuickUser;
let other: QuickUser;

beforeAll(async () => {
  t = await startTestApp();
  [user, other] = await makeQuickUsers(t, 2);
});

afterAll(async () => {
  await t?.close();
});

const FORGED = 'Team\r\nBEGIN:VEVENT';

it.each([
  ['a conversation name', english(SINGLE_LINE_MESSAGES.conversationName), () => t.client().post('/api/chat/conversations/create', { participant_ids: [other.accountId], conversation_name: FORGED }, { token: user.access })],
  ['a token name', english(SINGLE_LINE_MESSAGES.tokenName), () => t.client().post('/api/account/tokens', { name: FORGED, scopes: ['read'] }, { token: user.access })],
  ['a custom gender', english(SINGLE_LINE_MESSAGES.gender), () => t.client().request('PATCH', '/api/profile/settings/basic', { json: { bio: '', gender: 'a\u2028b' }, token: user.access })],
])('REST refuses %s over more than one line', async (_label, message, send) => {
  const reply = await send();
  expect([reply.status, reply.body]).toEqual([400, { success: false, error: [message] }]);
});

it.each([
  ['a conversation name', english(SINGLE_LINE_MESSAGES.conversationName), 'mutation($v: String!, $p: [ID!]!) { createConversation(name: $v, participant_ids: $p) { id } }'],
  ['a token name', english(SINGLE_LINE_MESSAGES.tokenName), 'mutation($v: String!) { createAccessToken(input: { name: $v, scopes: ["read"] }) { token } }'],
  ['a custom gender', english(SINGLE_LINE_MESSAGES.gender), 'mutation($v: String!) { updateProfile(input: { bio: "", gender: $v }) { username } }'],
])('GraphQL refuses %s over more than one line', async (_label, message, query) => {
  const reply = await t.client().gql(query, { v: FORGED, ...(query.includes('$p') ? { p: [other.accountId] } : {}) }, { token: user.access });
  expect(reply.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'request/invalid', status: 400, errors: [message] } });
});

it('names the field in the language asked for, the refusal of hidden characters too', async () => {
  const german = await t.client().request('PATCH', '/api/profile/settings/basic', { json: { bio: '', gender: 'a\u2028b' }, token: user.access, headers: { 'accept-language': 'de' } });
  expect([german.status, german.body.error]).toEqual([400, ['Das Geschlecht muss eine einzige Zeile ohne Steuerzeichen sein.']]);
  const french = await t.client().post('/api/remarks', { remark_content: 'pay \u202egnp.exe' }, { token: user.access, headers: { 'accept-language': 'fr' } });
  expect([french.status, french.body.error]).toEqual([400, ['La remarque ne peut pas contenir de caractères de contrôle, d’inversion de direction ou non valides.']]);
});
