import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LINK_PATHS, SERVER_MESSAGES } from '@gatherly/schema';
import { digest } from '../src/accounts/secrets';
import { logIn, makeUnverifiedUser, signupFields, tokenOfLink, uniqueUsername } from './support/factories';
import { PUBLIC_URL, startTestApp, TestApp } from './support/test-app';
import { english } from '../src/i18n/texts';

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { email username message } }`;
const VERIFY = `mutation Verify($token: String!) { verifyEmail(token: $token) }`;
const RESEND = `mutation Resend($email: String!) { resendVerification(email: $email) }`;

const INVALID_LINK = 'This verification link is invalid or expired. Please request a new one.';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const verifyOverRest = (token: string) => t.client().get(`/api/account/verify-email?token=${encodeURIComponent(token)}`);

async function accountRow(email: string): Promise<{ id: string; email_verified_at: Date | null; full_name: string; phone_number: string | null; password_hash: string }> {
  const [row] = await t.db.query('SELECT * FROM accounts WHERE email = $1', [email]);
  return row;
}

describe('POST /api/account/signup', () => {
  it('answers every violated rule of the form together, in form order', async () => {
    const reply = await t.client().post('/api/account/signup', {
      email: 'not-an-email',
      password: 'short',
      username: 'a!',
      full_name: ' 1 ',
      phone_number: '12',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      error: [
        'Please enter a valid email address.',
        'Password must be at least 8 characters long',
        'Password must contain at least one number',
        'Password must contain at least one special character',
        'Please enter a valid phone number (7-20 digits).',
        'Username must be at least 3 characters long',
        'Username can only contain letters, numbers, and underscores',
        'Full name must be at least 2 characters long',
        'Full name can only contain letters and spaces',
      ],
    });
  });

  it('answers the rules in German when German is asked for, over REST and GraphQL, and keeps nothing', async () => {
    const german = { headers: { 'accept-language': 'de-DE,de;q=0.9' } };
    const fields = { email: 'x', password: 'abcdefgh', username: uniqueUsername('De'), full_name: 'Ada', phone_number: null };
    const rest = await t.client().post('/api/account/signup', fields, german);
    const worded = ['Bitte gib eine gültige E-Mail-Adresse ein.', 'Das Passwort muss mindestens eine Ziffer enthalten', 'Das Passwort muss mindestens ein Sonderzeichen enthalten'];
    expect([rest.status, rest.headers.get('content-language'), rest.body.error]).toEqual([400, 'de', worded]);
    const gql = await t.client().gql(SIGNUP, { input: fields }, german);
    expect(gql.body.errors?.[0].extensions).toMatchObject({ status: 400, errors: worded });
    const taken = signupFields();
    expect((await t.client().post('/api/account/signup', taken)).status).toBe(201);
    const again = await t.client().post('/api/account/signup', { ...taken, username: uniqueUsername('De') }, german);
    expect([again.status, again.body.error]).toEqual([409, ['Mit dieser E-Mail-Adresse gibt es bereits ein Konto.']]);
    expect(await t.db.query('SELECT 1 FROM accounts WHERE username = $1', [fields.username])).toEqual([]);
  });

  it('creates an unverified account and answers the success envelope', async () => {
    const username = uniqueUsername('New');
    const fields = signupFields({ username, email: `  ${username}@Example.COM `, full_name: '  Ada   Lovelace ' });
    const reply = await t.client().post('/api/account/signup', fields);
    const email = `${username.toLowerCase()}@example.com`;
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
      data: { email, username },
    });
    const row = await accountRow(email);
    expect(row).toMatchObject({ email_verified_at: null, full_name: 'Ada Lovelace', phone_number: fields.phone_number });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(fields.password);
  });

  it('stores no phone number when the field is empty', async () => {
    const fields = signupFields({ phone_number: '' });
    expect((await t.client().post('/api/account/signup', fields)).status).toBe(201);
    expect((await accountRow(fields.email)).phone_number).toBeNull();
  });

  it('refuses an e-mail address already taken, whatever its case, with 409', async () => {
    const first = await makeUnverifiedUser(t);
    const reply = await t.client().post('/api/account/signup', signupFields({ email: first.email.toUpperCase() }));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ success: false, error: ['An account with this email already exists.'] });
  });

  it('refuses a user name already taken, whatever its case, with 409', async () => {
    const first = await makeUnverifiedUser(t);
    const reply = await t.client().post('/api/account/signup', signupFields({ username: first.username.toUpperCase(), email: `other_${first.email}` }));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ success: false, error: ['This username is already taken.'] });
  });

  it('names both conflicts when the address and the user name are taken', async () => {
    const first = await makeUnverifiedUser(t);
    const reply = await t.client().post('/api/account/signup', signupFields({ username: first.username, email: first.email }));
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ success: false, error: ['An account with this email already exists.', 'This username is already taken.'] });
  });

  it('mails a verification link to /verify-email/confirm?verification_token=...', async () => {
    const fields = signupFields();
    await t.client().post('/api/account/signup', fields);
    const mail = await t.outbox.take(fields.email, LINK_PATHS.verifyEmail);
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email/confirm\\?verification_token=[A-Za-z0-9_-]{43}$`));
    expect(mail.subject).toBe('Verify your Gatherly email address');
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(fields.username);
    expect(mail.html).toContain('href="' + mail.link + '"');
  });

  it('keeps the outbox, which holds live links, readable by the server\'s user only', async () => {
    const fields = signupFields();
    await t.client().post('/api/account/signup', fields);
    await t.outbox.take(fields.email, LINK_PATHS.verifyEmail);
    expect(statSync(t.outbox.dir).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(t.outbox.dir)) expect([file, statSync(join(t.outbox.dir, file)).mode & 0o777]).toEqual([file, 0o600]);
  });

  it('refuses to log in before the address is verified, with a clear message', async () => {
    const user = await makeUnverifiedUser(t);
    const reply = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ success: false, message: english(SERVER_MESSAGES.emailNotVerified) });
    expect(reply.setCookies).toEqual([]);
  });
});

describe('signup over GraphQL', () => {
  it('answers every violated rule in extensions.errors', async () => {
    const reply = await t.client().gql(SIGNUP, { input: { email: 'x', password: 'abcdefgh', username: 'ok_name', full_name: 'Ada', phone_number: null } });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors).toHaveLength(1);
    expect(reply.body.errors![0].extensions).toMatchObject({
      code: 'request/invalid',
      status: 400,
      errors: ['Please enter a valid email address.', 'Password must contain at least one number', 'Password must contain at least one special character'],
    });
  });

  it('creates the account and mails the link', async () => {
    const fields = signupFields();
    const reply = await t.client().gql(SIGNUP, { input: fields });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      data: { signup: { email: fields.email, username: fields.username, message: english(SERVER_MESSAGES.signupSuccess) } },
    });
    expect((await t.outbox.take(fields.email, LINK_PATHS.verifyEmail)).link).toContain('verification_token=');
  });

  it('answers a taken address with account/email_taken', async () => {
    const first = await makeUnverifiedUser(t);
    const reply = await t.client().gql(SIGNUP, { input: signupFields({ email: first.email.toUpperCase() }) });
    expect(reply.body.errors![0]).toMatchObject({
      message: 'An account with this email already exists.',
      extensions: { code: 'account/email_taken', status: 409 },
    });
  });

  it('refuses to log in before verification with auth/email_not_verified', async () => {
    const user = await makeUnverifiedUser(t);
    const reply = await t.client().gql('mutation Login($input: LoginInput!) { login(input: $input) { access } }', {
      input: { email: user.email, password: user.password },
    });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors![0]).toMatchObject({ message: english(SERVER_MESSAGES.emailNotVerified), extensions: { code: 'auth/email_not_verified', status: 403 } });
    expect(reply.setCookies).toEqual([]);
  });

  it('answers a taken user name with account/username_taken', async () => {
    const first = await makeUnverifiedUser(t);
    const reply = await t.client().gql(SIGNUP, { input: signupFields({ username: first.username.toUpperCase(), email: `other_${first.email}` }) });
    expect(reply.body.errors![0].extensions).toMatchObject({ code: 'account/username_taken', status: 409 });
  });
});

describe('GET /api/account/verify-email', () => {
  it('verifies the address once; the link then works no more', async () => {
    const user = await makeUnverifiedUser(t);
    const first = await verifyOverRest(user.verificationToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Email verified successfully!' });
    expect((await accountRow(user.email)).email_verified_at).toBeInstanceOf(Date);
    await expect(logIn(t.client(), user.email, user.password)).resolves.toHaveProperty('access');

    const second = await verifyOverRest(user.verificationToken);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ success: false, error: [INVALID_LINK] });
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const user = await makeUnverifiedUser(t);
    await t.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [digest(user.verificationToken)]);
    const reply = await verifyOverRest(user.verificationToken);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: [INVALID_LINK] });
    expect((await accountRow(user.email)).email_verified_at).toBeNull();
  });

  it('refuses an unknown token', async () => {
    const reply = await verifyOverRest('not-a-token');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, error: [INVALID_LINK] });
  });

  it('keeps only a digest of the token, which expires after 24 hours', async () => {
    const user = await makeUnverifiedUser(t);
    const { id } = await accountRow(user.email);
    const rows: Array<{ token_hash: string; purpose: string; lifetime: number }> = await t.db.query(
      `SELECT token_hash, purpose, extract(epoch FROM expires_at - created_at)::int AS lifetime FROM account_tokens WHERE account_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ token_hash: digest(user.verificationToken), purpose: 'verify_email', lifetime: expect.any(Number) }]);
    expect(Math.abs(rows[0].lifetime - 24 * 3600)).toBeLessThan(5);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM account_tokens t WHERE t::text LIKE '%' || $1 || '%'`, [user.verificationToken]);
    expect(count).toBe(0);
  });

  it('works over GraphQL too, once', async () => {
    const user = await makeUnverifiedUser(t);
    const first = await t.client().gql(VERIFY, { token: user.verificationToken });
    expect(first.body).toEqual({ data: { verifyEmail: 'Email verified successfully!' } });
    const second = await t.client().gql(VERIFY, { token: user.verificationToken });
    expect(second.body.errors![0]).toMatchObject({ message: INVALID_LINK, extensions: { code: 'auth/token_invalid', status: 400 } });
  });
});

describe('POST /api/account/resend-verification/', () => {
  const resend = (body: unknown) => t.client().post('/api/account/resend-verification/', body);

  it('mails a new link; the earlier one stops working', async () => {
    const user = await makeUnverifiedUser(t);
    const reply = await resend({ email: `  ${user.email.toUpperCase()} ` });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Verification email sent! Please check your inbox.' });
    const fresh = tokenOfLink((await t.outbox.take(user.email, LINK_PATHS.verifyEmail)).link, LINK_PATHS.verifyEmailQuery);
    expect(fresh).not.toBe(user.verificationToken);
    expect((await verifyOverRest(user.verificationToken)).status).toBe(400);
    expect((await verifyOverRest(fresh)).status).toBe(200);
  });

  it('says it in French when French is asked for, the wait of the cool-down too', async () => {
    const user = await makeUnverifiedUser(t);
    const reply = await t.client().post('/api/account/resend-verification/', { email: user.email }, { headers: { 'accept-language': 'fr' } });
    expect([reply.status, reply.body]).toEqual([200, { success: true, message: 'E-mail de vérification envoyé ! Consultez votre boîte de réception.' }]);
    const again = await t.client().gql(RESEND, { email: user.email }, { headers: { 'accept-language': 'fr' } });
    expect(again.body.errors?.[0].message).toMatch(/^Vous pourrez renvoyer dans \d+ secondes?\.$/);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = await makeUnverifiedUser(t);
    const unknownEmail = `${uniqueUsername('ghost')}@example.com`;
    const forKnown = await resend({ email: known.email });
    const forUnknown = await resend({ email: unknownEmail });
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    await expect(t.outbox.take(unknownEmail, LINK_PATHS.verifyEmail)).rejects.toThrow(/no new mail/);
  });

  it('answers before looking the address up, so known and unknown addresses take the same time', async () => {
    const known = await makeUnverifiedUser(t);
    const unknownEmail = `${uniqueUsername('ghost')}@example.com`;
    // While the accounts table is locked, an answer that needed it could not come.
    const lock = t.db.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    try {
      await lock.query('LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE');
      const [forKnown, forUnknown] = await Promise.all([resend({ email: known.email }), resend({ email: unknownEmail })]);
      expect([forKnown.status, forUnknown.status]).toEqual([200, 200]);
      expect(forUnknown.text).toBe(forKnown.text);
    } finally {
      await lock.rollbackTransaction();
      await lock.release();
    }
    expect((await t.outbox.take(known.email, LINK_PATHS.verifyEmail)).link).toContain('verification_token=');
    await expect(t.outbox.take(unknownEmail, LINK_PATHS.verifyEmail)).rejects.toThrow(/no new mail/);
  });

  it('sends nothing to an address already verified, with the same answer', async () => {
    const user = await makeUnverifiedUser(t);
    await verifyOverRest(user.verificationToken);
    const reply = await resend({ email: user.email });
    expect(reply.body).toEqual({ success: true, message: english(SERVER_MESSAGES.verificationSent) });
    await expect(t.outbox.take(user.email, LINK_PATHS.verifyEmail)).rejects.toThrow(/no new mail/);
  });

  it('refuses a missing, empty or malformed address with 400', async () => {
    const missing = await resend({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, error: [expect.any(String)] });
    expect((await resend({ email: '' })).body).toEqual({ success: false, error: ['Email is required.'] });
    expect((await resend({ email: 'nope' })).body).toEqual({ success: false, error: ['Please enter a valid email address.'] });
  });

  it('asked again within the cool-down, says when it can send instead of pretending, on both doors', async () => {
    const user = await makeUnverifiedUser(t);
    expect((await resend({ email: user.email })).status).toBe(200);
    await t.outbox.take(user.email, LINK_PATHS.verifyEmail);
    const again = await resend({ email: user.email });
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.body).toEqual({ success: false, message: english(SERVER_MESSAGES.resendWait(wait)), retry_after: wait });
    expect(again.body.message).toMatch(/^You can resend in \d+ seconds\.$/);
    const overGraphql = await t.client().gql(RESEND, { email: user.email });
    expect(overGraphql.body.errors?.[0]).toMatchObject({ extensions: { code: 'request/rate_limited', status: 429 } });
    expect(overGraphql.body.errors?.[0].message).toBe(english(SERVER_MESSAGES.resendWait(overGraphql.body.errors?.[0].extensions?.retryAfter)));
    await expect(t.outbox.take(user.email, LINK_PATHS.verifyEmail)).rejects.toThrow(/no new mail/);
  });

  it('works over GraphQL too', async () => {
    const user = await makeUnverifiedUser(t);
    const reply = await t.client().gql(RESEND, { email: user.email });
    expect(reply.body).toEqual({ data: { resendVerification: english(SERVER_MESSAGES.verificationSent) } });
    expect((await t.outbox.take(user.email, LINK_PATHS.verifyEmail)).link).toContain('verification_token=');
  });
});
