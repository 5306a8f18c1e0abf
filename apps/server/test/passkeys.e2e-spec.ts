import { PASSKEY_LIMITS, PASSKEY_MESSAGES, SERVER_MESSAGES, SINGLE_LINE_MESSAGES } from '@gatherly/schema';
import { createHmac } from 'node:crypto';
import { PasskeysService } from '../src/passkeys/passkeys.service';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeUser, ME, refreshCookieOf, type User } from './support/factories';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { PUBLIC_URL, startTestApp, type Reply, type TestApp, type TestClient } from './support/test-app';
import { english } from '../src/i18n/texts';

/**
 * Passkeys through a software authenticator: added, listed, renamed and removed by their owner on
 * both doors; a passkey alone signs in (discoverable: no credential named in the options, the user
 * handle names the account) or finishes a password login as its second step. Answers replayed,
 * forged, from another site, with a counter gone back or of another account are refused.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The current code of a base32 TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
function totpNow(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const expectOk = (reply: Reply, status = 200) => expect([reply.status, reply.text]).toEqual([status, expect.stringContaining('"success":true')]);

/** Adds a passkey of a new software authenticator to `user`'s account over REST. */
async function addPasskey(user: { access: string }, name = 'Laptop', client: TestClient = t.client()): Promise<{ authenticator: SoftwareAuthenticator; passkeyId: string }> {
  const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
  const options = await client.post('/api/account/passkeys/registration-options', undefined, { token: user.access });
  expectOk(options);
  const added = await client.post('/api/account/passkeys', { name, response: authenticator.register(options.body.data.options) }, { token: user.access });
  expectOk(added, 201);
  return { authenticator, passkeyId: added.body.data.passkey.passkey_id };
}

async function loginOptions(client: TestClient, body?: Record<string, unknown>) {
  const reply = await client.post('/api/account/login/passkey/options', body ?? {});
  expectOk(reply);
  return reply.body.data.options;
}

describe('adding, listing, renaming and removing passkeys', () => {
  it('registers with options asking a discoverable key, lists, renames and removes it over REST', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const client = t.client();
    const options = await client.post('/api/account/passkeys/registration-options', undefined, { token: owner.access });
    expectOk(options);
    expect(options.body.data.options).toMatchObject({
      rp: { id: new URL(PUBLIC_URL).hostname, name: 'Gatherly' },
      user: { name: owner.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      excludeCredentials: [],
    });
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const added = await client.post('/api/account/passkeys', { name: '  Work laptop ', response: authenticator.register(options.body.data.options) }, { token: owner.access });
    expectOk(added, 201);
    expect(added.body.message).toBe(english(PASSKEY_MESSAGES.added));
    const passkey = added.body.data.passkey;
    expect(passkey).toEqual({ passkey_id: expect.any(String), name: 'Work laptop', created_at: expect.any(String), last_used_at: null });
    const [stored] = await t.db.query('SELECT credential_id, counter, transports FROM passkeys WHERE id = $1', [passkey.passkey_id]);
    expect(stored).toEqual({ credential_id: authenticator.id, counter: '0', transports: ['internal'] });

    expect((await client.get('/api/account/passkeys', { token: owner.access })).body.data).toEqual({ passkeys: [passkey] });
    // The next options leave out the passkey the account has.
    const again = await client.post('/api/account/passkeys/registration-options', undefined, { token: owner.access });
    expect(again.body.data.options.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);

    const renamed = await client.request('PATCH', `/api/account/passkeys/${passkey.passkey_id}`, { json: { name: 'Phone' }, token: owner.access });
    expectOk(renamed);
    expect(renamed.body).toMatchObject({ message: english(PASSKEY_MESSAGES.renamed), data: { passkey: { passkey_id: passkey.passkey_id, name: 'Phone' } } });

    const removed = await client.request('DELETE', `/api/account/passkeys/${passkey.passkey_id}`, { token: owner.access });
    expectOk(removed);
    expect(removed.body.message).toBe(english(PASSKEY_MESSAGES.removed));
    expectEnvelope(await client.request('DELETE', `/api/account/passkeys/${passkey.passkey_id}`, { token: owner.access }), 404);
    expectEnvelope(await client.request('DELETE', '/api/account/passkeys/nope', { token: owner.access }), 404);
    expect((await client.get('/api/account/passkeys', { token: owner.access })).body.data.passkeys).toEqual([]);
  });

  it('does the same over GraphQL, with WebAuthn JSON as JSONObject', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const client = t.client();
    const options = await client.gql('mutation { passkeyRegistrationOptions }', {}, { token: owner.access });
    expect(options.body.errors).toBeUndefined();
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const added = await client.gql(
      'mutation($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey_id name created_at last_used_at } }',
      { input: { name: 'Security key', response: authenticator.register(options.body.data.passkeyRegistrationOptions) } },
      { token: owner.access },
    );
    expect(added.body.errors).toBeUndefined();
    const passkey = added.body.data.addPasskey;
    expect(passkey).toMatchObject({ name: 'Security key', last_used_at: null });
    expect((await client.gql('{ passkeys { passkey_id name } }', {}, { token: owner.access })).body.data.passkeys).toEqual([{ passkey_id: passkey.passkey_id, name: 'Security key' }]);

    const renamed = await client.gql('mutation($id: ID!) { renamePasskey(id: $id, input: { name: "Yubikey" }) { name } }', { id: passkey.passkey_id }, { token: owner.access });
    expect(renamed.body.data.renamePasskey).toEqual({ name: 'Yubikey' });
    const removed = await client.gql('mutation($id: ID!) { removePasskey(id: $id) }', { id: passkey.passkey_id }, { token: owner.access });
    expect(removed.body.data.removePasskey).toBe(english(PASSKEY_MESSAGES.removed));
    const gone = await client.gql('mutation($id: ID!) { removePasskey(id: $id) }', { id: passkey.passkey_id }, { token: owner.access });
    expect(gone.body.errors?.[0]?.extensions).toMatchObject({ code: 'passkey/not_found', status: 404 });
  });

  it("leaves another account's passkeys alone: 404 to rename or remove them, absent from its list", async () => {
    const [owner, other] = await makeQuickUsers(t, 2);
    const { passkeyId } = await addPasskey(owner);
    const client = t.client();
    expectEnvelope(await client.request('PATCH', `/api/account/passkeys/${passkeyId}`, { json: { name: 'Mine now' }, token: other.access }), 404);
    expectEnvelope(await client.request('DELETE', `/api/account/passkeys/${passkeyId}`, { token: other.access }), 404);
    expect((await client.get('/api/account/passkeys', { token: other.access })).body.data.passkeys).toEqual([]);
    expect((await client.get('/api/account/passkeys', { token: owner.access })).body.data.passkeys).toHaveLength(1);
  });

  it('names what is wrong: a blank, long or two-line name, a missing answer (400)', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const client = t.client();
    const cases: Array<[unknown, string[]]> = [
      [{ name: '  ', response: {} }, [english(PASSKEY_MESSAGES.nameRequired)]],
      [{ name: 'x'.repeat(PASSKEY_LIMITS.nameLength + 1), response: {} }, [english(PASSKEY_MESSAGES.nameTooLong)]],
      [{ name: 'Two\nlines', response: {} }, [english(SINGLE_LINE_MESSAGES.passkeyName)]],
      [{ name: 'Laptop' }, [english(PASSKEY_MESSAGES.responseRequired)]],
      [{ name: 'Laptop', response: { id: 'x' } }, [english(PASSKEY_MESSAGES.registrationRefused)]],
      [{ name: 'Laptop', response: 'text' }, [english(PASSKEY_MESSAGES.registrationRefused)]],
    ];
    for (const [body, errors] of cases) {
      const reply = await client.post('/api/account/passkeys', body, { token: owner.access });
      expectEnvelope(reply, 400);
      expect(reply.body.error).toEqual(errors);
    }
    const { passkeyId } = await addPasskey(owner);
    const rename = await client.request('PATCH', `/api/account/passkeys/${passkeyId}`, { json: { name: '' }, token: owner.access });
    expectEnvelope(rename, 400);
    expect(rename.body.error).toEqual([english(PASSKEY_MESSAGES.nameRequired)]);
  });

  it('refuses in French when French is asked for, over REST and GraphQL', async () => {
    const [owner] = await makeQuickUsers(t, 1);
    const french = { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, token: owner.access };
    const rest = await t.client().post('/api/account/passkeys', { name: 'x'.repeat(PASSKEY_LIMITS.nameLength + 1), response: {} }, french);
    expect([rest.status, rest.headers.get('content-language'), rest.body.error]).toEqual([400, 'fr', ['Le nom doit compter au plus 50 caractères.']]);
    const missing = await t.client().gql('mutation { removePasskey(id: "not-a-passkey") }', undefined, french);
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Clé d’accès introuvable.', extensions: { status: 404 } });
  });

  it('refuses an answer replayed, from another site, to another account\'s options, or of a passkey already there', async () => {
    const [owner, other] = await makeQuickUsers(t, 2);
    const client = t.client();
    const optionsOf = async (user: { access: string }) => (await client.post('/api/account/passkeys/registration-options', undefined, { token: user.access })).body.data.options;

    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const answer = authenticator.register(await optionsOf(owner));
    expectOk(await client.post('/api/account/passkeys', { name: 'Laptop', response: answer }, { token: owner.access }), 201);
    const replayed = await client.post('/api/account/passkeys', { name: 'Laptop', response: answer }, { token: owner.access });
    expectEnvelope(replayed, 400);
    expect(replayed.body.error).toEqual([english(PASSKEY_MESSAGES.registrationRefused)]);

    const elsewhere = new SoftwareAuthenticator('https://evil.example');
    expectEnvelope(await client.post('/api/account/passkeys', { name: 'Evil', response: elsewhere.register(await optionsOf(owner)) }, { token: owner.access }), 400);
    // Options made for `other`, answered on `owner`'s account.
    expectEnvelope(await client.post('/api/account/passkeys', { name: 'Theirs', response: new SoftwareAuthenticator(PUBLIC_URL).register(await optionsOf(other)) }, { token: owner.access }), 400);

    // The same authenticator again, had the browser not left it out.
    const options = await optionsOf(owner);
    const twice = await client.post('/api/account/passkeys', { name: 'Again', response: authenticator.register({ ...options, excludeCredentials: [] }) }, { token: owner.access });
    expectEnvelope(twice, 409);
    expect(twice.body.message).toBe(english(PASSKEY_MESSAGES.alreadyAdded));
    expect((await client.get('/api/account/passkeys', { token: owner.access })).body.data.passkeys).toHaveLength(1);
  });

  it(`holds an account to ${PASSKEY_LIMITS.perAccount} passkeys (409), and refuses personal access tokens (403)`, async () => {
    const [owner] = await makeQuickUsers(t, 1);
    await t.db.query(
      `INSERT INTO passkeys (account_id, credential_id, public_key, counter, transports, name)
       SELECT $1::uuid, 'cred-' || $1::text || '-' || n, '\\x00', 0, '{}', 'Key ' || n FROM generate_series(1, $2::int) AS n`,
      [owner.accountId, PASSKEY_LIMITS.perAccount],
    );
    const full = await t.client().post('/api/account/passkeys/registration-options', undefined, { token: owner.access });
    expectEnvelope(full, 409);
    expect(full.body.message).toBe(english(PASSKEY_MESSAGES.tooMany));

    const token = await t.client().post('/api/account/tokens', { name: 'Script', scopes: ['read', 'write'] }, { token: owner.access });
    const secret = token.body.data.token;
    expectEnvelope(await t.client().get('/api/account/passkeys', { token: secret }), 403);
    expectEnvelope(await t.client().post('/api/account/passkeys/registration-options', undefined, { token: secret }), 403);
    expectEnvelope(await t.client().get('/api/account/passkeys'), 401);
  });
});

describe('signing in with a passkey alone', () => {
  it('signs in over REST with options naming no credential: the user handle names the account', async () => {
    const user = await makeUser(t);
    const { authenticator, passkeyId } = await addPasskey(user);
    const client = t.client();
    const options = await loginOptions(client);
    expect(options).toMatchObject({ rpId: new URL(PUBLIC_URL).hostname, allowCredentials: [], userVerification: 'required' });
    const reply = await client.post('/api/account/login/passkey', { response: authenticator.authenticate(options) });
    expectOk(reply);
    expect(reply.body.data).toMatchObject({ access: expect.any(String), user: { username: user.username } });
    expect(refreshCookieOf(reply)).toMatch(/^gatherly_refresh=/);
    const me = await client.gql(ME, {}, { token: reply.body.data.access });
    expect(me.body.data.me.username).toBe(user.username);
    const [listed] = (await client.get('/api/account/passkeys', { token: user.access })).body.data.passkeys;
    expect(listed).toMatchObject({ passkey_id: passkeyId, last_used_at: expect.any(String) });
  });

  it('signs in over GraphQL, and sets the refresh cookie', async () => {
    const user = await makeUser(t);
    const { authenticator } = await addPasskey(user);
    const client = t.client();
    const options = await client.gql('mutation { passkeyLoginOptions }');
    const reply = await client.gql('mutation($input: PasskeyLoginInput!) { loginWithPasskey(input: $input) { access user { username } } }', {
      input: { response: authenticator.authenticate(options.body.data.passkeyLoginOptions) },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.loginWithPasskey).toMatchObject({ access: expect.any(String), user: { username: user.username } });
    expect(refreshCookieOf(reply)).toMatch(/^gatherly_refresh=/);

    const refused = await client.gql('mutation($input: PasskeyLoginInput!) { loginWithPasskey(input: $input) { access } }', { input: { response: authenticator.authenticate(options.body.data.passkeyLoginOptions) } });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'auth/passkey_refused', status: 401 });
  });

  it('refuses an answer replayed, forged, from another site, unverified, with its counter gone back, or of a removed passkey (401)', async () => {
    const user = await makeUser(t);
    const { authenticator, passkeyId } = await addPasskey(user);
    const client = t.client();
    const expectRefused = async (response: unknown) => {
      const reply = await client.post('/api/account/login/passkey', { response });
      expectEnvelope(reply, 401);
      expect(reply.body.message).toBe(english(PASSKEY_MESSAGES.refused));
      expect(reply.setCookies).toEqual([]);
    };

    const answer = authenticator.authenticate(await loginOptions(client));
    expectOk(await client.post('/api/account/login/passkey', { response: answer }));
    await expectRefused(answer);

    const forged = authenticator.authenticate(await loginOptions(client));
    const signature = Buffer.from(forged.response.signature, 'base64url');
    signature[signature.length - 1] ^= 0xff;
    await expectRefused({ ...forged, response: { ...forged.response, signature: signature.toString('base64url') } });

    await expectRefused(authenticator.authenticate(await loginOptions(client), { origin: 'https://evil.example' }));
    await expectRefused(authenticator.authenticate(await loginOptions(client), { rpId: 'evil.example' }));
    // A passkey alone must have verified its user (PIN, fingerprint).
    await expectRefused(authenticator.authenticate(await loginOptions(client), { userVerified: false }));
    // A copy of the key would answer with a counter the authenticator has already passed.
    await expectRefused(authenticator.authenticate(await loginOptions(client), { counter: 1 }));
    // A challenge the server never gave.
    await expectRefused(authenticator.authenticate({ challenge: Buffer.from('made up by the client').toString('base64url') }));

    expectOk(await client.post('/api/account/login/passkey', { response: authenticator.authenticate(await loginOptions(client)) }));
    expectOk(await t.client().request('DELETE', `/api/account/passkeys/${passkeyId}`, { token: user.access }));
    await expectRefused(authenticator.authenticate(await loginOptions(client)));
    expectEnvelope(await client.post('/api/account/login/passkey', {}), 400);
  });

  it('admits as login does: an unverified account is refused (403), a suspended one gets no full session, other sites are refused (403)', async () => {
    const client = t.client();
    const unverified = await makeUser(t);
    const { authenticator } = await addPasskey(unverified);
    await t.db.query('UPDATE accounts SET email_verified_at = NULL WHERE email = $1', [unverified.email]);
    const refusedUnverified = await client.post('/api/account/login/passkey', { response: authenticator.authenticate(await loginOptions(client)) });
    expectEnvelope(refusedUnverified, 403);
    expect(refusedUnverified.body.message).toBe(english(SERVER_MESSAGES.emailNotVerified));

    const suspended = await makeUser(t);
    const key = await addPasskey(suspended);
    await t.db.query('UPDATE accounts SET suspended_at = now() WHERE email = $1', [suspended.email]);
    const answer = await client.post('/api/account/login/passkey', { response: key.authenticator.authenticate(await loginOptions(client)) });
    // Refused, or (where suspended accounts may still take their data and leave) a restricted session.
    if (answer.status === 200) expect(answer.body.data.restricted).toBe(true);
    else expectEnvelope(answer, 403);

    const crossSite = await client.post('/api/account/login/passkey', { response: {} }, { headers: { origin: 'https://evil.example' } });
    expectEnvelope(crossSite, 403);
  });

  it('holds the open sign-in prompts to a client address (429), as the stored challenges are kept for each', async () => {
    const client = t.client();
    const replies = [];
    for (let i = 0; i < 31; i += 1) replies.push(await client.post('/api/account/login/passkey/options', {}));
    expect(replies.slice(0, 30).map((reply) => reply.status)).toEqual(Array(30).fill(200));
    expectEnvelope(replies[30], 429);
    expect(replies[30].headers.get('retry-after')).toMatch(/^\d+$/);
    expectOk(await t.client().post('/api/account/login/passkey/options', {}));
  });

  it("refuses another account's passkey where options were made for an account", async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const { authenticator: ownerKey } = await addPasskey(owner);
    await addPasskey(stranger);
    const service = t.app.get(PasskeysService);
    const options = await loginOptions(t.client());
    const answer = ownerKey.authenticate(options);
    const [strangerRow] = await t.db.query('SELECT id FROM accounts WHERE email = $1', [stranger.email]);
    await expect(service.verifyAuthentication(answer, { accountId: strangerRow.id })).rejects.toMatchObject({ code: 'auth/passkey_refused', status: 401 });
  });
});

describe('a passkey as the second step of a password login', () => {
  async function turnOnTwoFactor(user: User): Promise<string> {
    const setup = await t.client().post('/api/account/two-factor/setup', undefined, { token: user.access });
    expectOk(setup);
    const secret: string = setup.body.data.secret;
    expectOk(await t.client().post('/api/account/two-factor/enable', { code: totpNow(secret) }, { token: user.access }));
    return secret;
  }

  async function challenge(client: TestClient, user: User): Promise<{ two_factor_token: string; methods: string[] }> {
    const reply = await client.post('/api/account/login', { email: user.email, password: user.password });
    expectOk(reply);
    expect(reply.body.data.two_factor_required).toBe(true);
    return reply.body.data;
  }

  it('offers the passkey, names it in the options, and signs in with it through login/two-factor (REST and GraphQL)', async () => {
    const user = await makeUser(t);
    const { authenticator } = await addPasskey(user);
    await addPasskey(user, 'Phone');
    await turnOnTwoFactor(user);
    const client = t.client();
    const { two_factor_token, methods } = await challenge(client, user);
    expect(methods).toContain('passkey');
    const options = await loginOptions(client, { two_factor_token });
    expect(options.allowCredentials.map((credential: { id: string }) => credential.id)).toContain(authenticator.id);
    expect(options.allowCredentials).toHaveLength(2);
    const reply = await client.post('/api/account/login/two-factor', { two_factor_token, passkey_response: authenticator.authenticate(options) });
    expectOk(reply);
    expect(reply.body.data.user.username).toBe(user.username);
    expect(refreshCookieOf(reply)).toMatch(/^gatherly_refresh=/);

    const next = await challenge(client, user);
    const gqlOptions = await client.gql('mutation($input: PasskeyLoginOptionsInput) { passkeyLoginOptions(input: $input) }', { input: { two_factor_token: next.two_factor_token } });
    expect(gqlOptions.body.errors).toBeUndefined();
    const signedIn = await client.gql('mutation($input: LoginTwoFactorInput!) { loginWithTwoFactor(input: $input) { access user { username } } }', {
      input: { two_factor_token: next.two_factor_token, passkey_response: authenticator.authenticate(gqlOptions.body.data.passkeyLoginOptions) },
    });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data.loginWithTwoFactor.user.username).toBe(user.username);
  });

  it("refuses another account's passkey, and options for a token that is not live", async () => {
    const user = await makeUser(t);
    await addPasskey(user);
    await turnOnTwoFactor(user);
    const stranger = await makeUser(t);
    const { authenticator: strangerKey } = await addPasskey(stranger);
    const client = t.client();
    const { two_factor_token } = await challenge(client, user);
    // The stranger's key answers a discoverable challenge, offered as the user's second step.
    const answer = strangerKey.authenticate(await loginOptions(client));
    const reply = await client.post('/api/account/login/two-factor', { two_factor_token, passkey_response: answer });
    expect(reply.status).toBe(401);
    expect(reply.setCookies).toEqual([]);

    const expired = await client.post('/api/account/login/passkey/options', { two_factor_token: 'not-a-live-token' });
    expectEnvelope(expired, 401);
    expect(expired.body.message).toBe(english(PASSKEY_MESSAGES.signInExpired));
  });
});
