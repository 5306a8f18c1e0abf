import { Writable } from 'node:stream';
import { EMAIL_CHANGE_MESSAGES, ERROR_CODES, LINK_PATHS, MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { createRootLogger } from '../src/logging/root-logger';
import { REDACTED } from '../src/logging/redaction';
import { expectEnvelope } from './support/envelope';
import { logIn, makeUser, ME, tokenOfLink, uniqueUsername, type User } from './support/factories';
import { startTestApp, type TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * A new e-mail address: asked for with the password, confirmed by the link mailed to the new
 * address, told to the old one; on both doors.
 */

let t: TestApp;
let written = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  t = await startTestApp({}, createRootLogger({ env: 'production', logLevel: 'log' }, sink));
});

afterAll(async () => {
  await t?.close();
});

const CHANGE_EMAIL = 'mutation Change($input: ChangeEmailInput!) { changeEmail(input: $input) { message pending_email } }';
const CONFIRM = 'mutation Confirm($token: String!) { confirmEmailChange(token: $token) { message email } }';

const newAddress = () => `${uniqueUsername('moved').toLowerCase()}@example.org`;
const change = (user: User, fields: Record<string, unknown>) => t.client().post('/api/account/email/change', fields, { token: user.access });
const confirm = (token: string) => t.client().get(`/api/account/email/confirm?token=${encodeURIComponent(token)}`);
const loginStatus = async (email: string, password: string) => (await t.client().post('/api/account/login', { email, password })).status;

/** The email_change_token of the newest link mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mail = await t.outbox.take(email, LINK_PATHS.confirmEmailChange);
  return tokenOfLink(mail.link, LINK_PATHS.confirmEmailChangeQuery);
}

describe('over REST', () => {
  it('mails the new address a link and the old one a notice; the address changes only when the link is opened', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    const asked = await change(user, { password: user.password, new_email: `  ${wanted.toUpperCase()} ` });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: english(EMAIL_CHANGE_MESSAGES.linkSent(wanted)), data: { pending_email: wanted } });

    const link = await t.outbox.take(wanted, LINK_PATHS.confirmEmailChange);
    expect(link.subject).toBe('Confirm your new e-mail address');
    expect(link.link).toMatch(new RegExp(`^http://gatherly.test/account/email/confirm\\?email_change_token=[A-Za-z0-9_-]{43}$`));
    const notice = await t.outbox.take(user.email, LINK_PATHS.resetRequest);
    expect(notice.subject).toBe('Your Gatherly e-mail address is being changed');
    expect(notice.text).toContain(`${wanted[0]}***@example.org`);
    expect(notice.text).not.toContain(wanted);

    // Until the link is opened, the old address is the account's.
    expect(await loginStatus(user.email, user.password)).toBe(200);
    expect(await loginStatus(wanted, user.password)).toBe(401);
    expect((await t.client().gql('{ me { email pending_email } }', {}, { token: user.access })).body.data.me).toEqual({ email: user.email, pending_email: wanted });

    const done = await confirm(tokenOfLink(link.link, LINK_PATHS.confirmEmailChangeQuery));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: english(EMAIL_CHANGE_MESSAGES.confirmed(wanted)), data: { email: wanted } });
    expect(await loginStatus(wanted, user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect((await t.client().gql('{ me { email pending_email } }', {}, { token: user.access })).body.data.me).toEqual({ email: wanted, pending_email: null });
    const [changed] = await t.outbox.all(user.email, new URL(t.config.appeal.link).pathname);
    expect(changed.subject).toBe('Your Gatherly e-mail address was changed');
    expect(changed.text).not.toContain(wanted);
  });

  it('marks the new address verified', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    await change(user, { password: user.password, new_email: wanted });
    await t.db.query('UPDATE accounts SET email_verified_at = NULL WHERE email = $1', [user.email]);
    expect((await confirm(await linkTokenFor(wanted))).status).toBe(200);
    const [row] = await t.db.query('SELECT email_verified_at FROM accounts WHERE email = $1', [wanted]);
    expect(row.email_verified_at).toBeInstanceOf(Date);
  });

  it('refuses a link used already (400) and keeps the address', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    await change(user, { password: user.password, new_email: wanted });
    const token = await linkTokenFor(wanted);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expectEnvelope(again, 400);
    expect(again.body.error).toEqual([english(EMAIL_CHANGE_MESSAGES.linkInvalid)]);
  });

  it('refuses an expired link (400)', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    await change(user, { password: user.password, new_email: wanted });
    const token = await linkTokenFor(wanted);
    await t.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'change_email' AND new_email = $1`,
      [wanted],
    );
    expectEnvelope(await confirm(token), 400);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('ends the first link when a second change is asked for', async () => {
    const user = await makeUser(t);
    const [first, second] = [newAddress(), newAddress()];
    await change(user, { password: user.password, new_email: first });
    const firstToken = await linkTokenFor(first);
    await change(user, { password: user.password, new_email: second });
    const secondToken = await linkTokenFor(second);
    expectEnvelope(await confirm(firstToken), 400);
    expect((await confirm(secondToken)).body.data).toEqual({ email: second });
  });

  it('refuses a wrong password naming it (400), and counts it as a failed login', async () => {
    const user = await makeUser(t);
    const client = t.client();
    const wrong = await client.post('/api/account/email/change', { password: 'Not-the-one-1', new_email: newAddress() }, { token: user.access });
    expectEnvelope(wrong, 400);
    expect(wrong.body.error).toEqual([english(EMAIL_CHANGE_MESSAGES.passwordWrong)]);
    // Ten failures of one account from one address stop its logins from there (the login throttle).
    for (let i = 0; i < 9; i += 1) await client.post('/api/account/email/change', { password: 'Not-the-one-1', new_email: newAddress() }, { token: user.access });
    expect((await client.post('/api/account/login', { email: user.email, password: user.password })).status).toBe(429);
  });

  it('refuses a malformed, missing or unchanged address (400) and one of another account (409, as sign-up says)', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    const malformed = await change(user, { password: user.password, new_email: 'not-an-address' });
    expectEnvelope(malformed, 400);
    expect(malformed.body.error).toEqual([english(MESSAGES.invalidEmail)]);
    expect((await change(user, { password: '', new_email: '' })).body.error).toEqual([english(MESSAGES.emailRequired), english(EMAIL_CHANGE_MESSAGES.passwordRequired)]);
    expect((await change(user, { password: user.password, new_email: user.email.toUpperCase() })).body.error).toEqual([english(EMAIL_CHANGE_MESSAGES.sameAddress)]);
    const taken = await change(user, { password: user.password, new_email: other.email });
    expectEnvelope(taken, 409);
    expect(taken.body.error).toEqual([english(SERVER_MESSAGES.emailTaken)]);
    expectEnvelope(await t.client().post('/api/account/email/change', { password: user.password, new_email: newAddress() }), 401);
  });

  it('refuses (409) an address taken between the request and the link, and keeps the link for when it is free', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    await change(user, { password: user.password, new_email: wanted });
    const token = await linkTokenFor(wanted);
    await makeUser(t, { email: wanted });
    const refused = await confirm(token);
    expectEnvelope(refused, 409);
    expect(refused.body.error).toEqual([english(SERVER_MESSAGES.emailTaken)]);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('ends a pending change when the password is reset', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    await change(user, { password: user.password, new_email: wanted });
    const token = await linkTokenFor(wanted);
    await t.client().post('/api/account/password/reset', { email: user.email });
    const resetLink = await t.outbox.take(user.email, LINK_PATHS.resetPassword);
    const reset = await t.client().post('/api/account/reset-password', { token: tokenOfLink(resetLink.link, LINK_PATHS.resetPasswordQuery), password: 'Brand-new-42' });
    expect(reset.status).toBe(200);
    expectEnvelope(await confirm(token), 400);
  });

  it('mails at most five changes an hour for one account (429)', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 5; i += 1) expect((await change(user, { password: user.password, new_email: newAddress() })).status).toBe(200);
    const sixth = await change(user, { password: user.password, new_email: newAddress() });
    expectEnvelope(sixth, 429);
    expect(sixth.body.message).toBe(english(EMAIL_CHANGE_MESSAGES.tooMany));
  });

  it('is not for a personal access token (403)', async () => {
    const user = await makeUser(t);
    const made = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: user.access });
    const reply = await t.client().post('/api/account/email/change', { password: user.password, new_email: newAddress() }, { token: made.body.data.token });
    expectEnvelope(reply, 403);
  });
});

describe('over GraphQL', () => {
  it('asks and confirms a change', async () => {
    const user = await makeUser(t);
    const wanted = newAddress();
    const asked = await t.client().gql(CHANGE_EMAIL, { input: { password: user.password, new_email: wanted } }, { token: user.access });
    expect(asked.body).toEqual({ data: { changeEmail: { message: english(EMAIL_CHANGE_MESSAGES.linkSent(wanted)), pending_email: wanted } } });
    expect((await t.outbox.take(user.email, LINK_PATHS.resetRequest)).subject).toBe('Your Gatherly e-mail address is being changed');
    const token = await linkTokenFor(wanted);
    // The link's page may be opened signed out.
    const done = await t.client().gql(CONFIRM, { token });
    expect(done.body).toEqual({ data: { confirmEmailChange: { message: english(EMAIL_CHANGE_MESSAGES.confirmed(wanted)), email: wanted } } });
    expect((await t.client().gql(ME, {}, { token: user.access })).body.data.me.email).toBe(wanted);
    await expect(logIn(t.client(), wanted, user.password)).resolves.toHaveProperty('access');
    const reused = await t.client().gql(CONFIRM, { token });
    expect(reused.body.errors?.[0]).toMatchObject({ message: english(EMAIL_CHANGE_MESSAGES.linkInvalid), extensions: { code: ERROR_CODES.tokenInvalid, status: 400 } });
  });

  it('answers a wrong password, a taken address and a signed-out caller with their codes', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    const wrong = await t.client().gql(CHANGE_EMAIL, { input: { password: 'Not-the-one-1', new_email: newAddress() } }, { token: user.access });
    expect(wrong.body.errors?.[0].extensions).toMatchObject({ code: ERROR_CODES.validation, status: 400, errors: [english(EMAIL_CHANGE_MESSAGES.passwordWrong)] });
    const taken = await t.client().gql(CHANGE_EMAIL, { input: { password: user.password, new_email: other.email } }, { token: user.access });
    expect(taken.body.errors?.[0]).toMatchObject({ message: english(SERVER_MESSAGES.emailTaken), extensions: { code: ERROR_CODES.emailTaken, status: 409 } });
    const anonymous = await t.client().gql(CHANGE_EMAIL, { input: { password: user.password, new_email: newAddress() } });
    expect(anonymous.body.errors?.[0].extensions?.status).toBe(401);
  });
});

it('refuses in French when French is asked for, over REST and GraphQL', async () => {
  const user = await makeUser(t);
  const french = { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, token: user.access };
  const rest = await t.client().post('/api/account/email/change', { password: user.password, new_email: user.email }, french);
  expect([rest.status, rest.headers.get('content-language'), rest.body.error]).toEqual([400, 'fr', ['C’est déjà votre adresse e-mail.']]);
  const same = await t.client().gql(CHANGE_EMAIL, { input: { password: user.password, new_email: user.email } }, french);
  expect(same.body.errors?.[0].extensions).toMatchObject({ status: 400, errors: ['C’est déjà votre adresse e-mail.'] });
});

it('logs no token of a link', async () => {
  const user = await makeUser(t);
  const wanted = newAddress();
  await change(user, { password: user.password, new_email: wanted });
  const token = await linkTokenFor(wanted);
  await confirm(token);
  await t.client().gql(CONFIRM, { token });
  // Without an SMTP server the outbox prints each mail's link for the person running Gatherly: that line alone may hold it.
  const lines = written.split('\n').filter((line) => line !== '' && !line.includes('"context":"Mail"'));
  expect(lines.join('\n')).not.toContain(token);
  expect(written).toContain(`/api/account/email/confirm?token=${REDACTED}`);
});
