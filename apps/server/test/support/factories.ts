import { randomBytes } from 'node:crypto';
import { LINK_PATHS, REFRESH_COOKIE } from '@gatherly/schema';
import type { Reply, TestApp, TestClient } from './test-app';

/** A password that meets every rule of spec §5. */
export const GOOD_PASSWORD = 'Secret123!';

let sequence = 0;

/** A user name no other test of this run uses: letters, digits and an underscore, under 30 characters. */
export function uniqueUsername(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}_${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface SignupFields {
  email: string;
  password: string;
  username: string;
  full_name: string;
  phone_number: string;
}

export function signupFields(overrides: Partial<SignupFields> = {}): SignupFields {
  const username = overrides.username ?? uniqueUsername();
  return {
    email: `${username.toLowerCase()}@example.com`,
    password: GOOD_PASSWORD,
    username,
    full_name: 'Ada Lovelace',
    phone_number: '+44 20 7946 0958',
    ...overrides,
  };
}

/** The `name=value` pair of the refresh cookie an answer sets, for a later Cookie header. */
export function refreshCookieOf(reply: Reply): string {
  const header = reply.setCookies.find((cookie) => cookie.startsWith(`${REFRESH_COOKIE.name}=`));
  if (!header) throw new Error(`no ${REFRESH_COOKIE.name} cookie in the answer (status ${reply.status}): ${reply.text}`);
  return header.split(';')[0];
}

export function tokenOfLink(link: string, query: string): string {
  const token = new URL(link).searchParams.get(query);
  if (!token) throw new Error(`no ${query} in ${link}`);
  return token;
}

export interface UnverifiedUser extends SignupFields {
  /** The verification_token of the mailed link. */
  verificationToken: string;
}

/** Signs up over REST and reads the verification link from the outbox; the address stays unverified. */
export async function makeUnverifiedUser(t: TestApp, overrides: Partial<SignupFields> = {}, client: TestClient = t.client()): Promise<UnverifiedUser> {
  const fields = signupFields(overrides);
  const signup = await client.post('/api/account/signup', fields);
  if (signup.status !== 201) throw new Error(`signup failed (${signup.status}): ${signup.text}`);
  const mail = t.outbox.take(fields.email, LINK_PATHS.verifyEmail);
  return { ...fields, verificationToken: tokenOfLink(mail.link, LINK_PATHS.verifyEmailQuery) };
}

export interface Session {
  access: string;
  /** `gatherly_refresh=...`, ready for a Cookie header. */
  cookie: string;
}

export async function logIn(client: TestClient, email: string, password: string): Promise<Session> {
  const reply = await client.post('/api/account/login', { email, password });
  if (reply.status !== 200) throw new Error(`login failed (${reply.status}): ${reply.text}`);
  return { access: reply.body.data.access, cookie: refreshCookieOf(reply) };
}

export interface User extends SignupFields, Session {}

/** A verified, signed-in user: sign-up, the mailed verification link, then login, all over REST. */
export async function makeUser(t: TestApp, overrides: Partial<SignupFields> = {}): Promise<User> {
  const client = t.client();
  const user = await makeUnverifiedUser(t, overrides, client);
  const verified = await client.get(`/api/account/verify-email?token=${encodeURIComponent(user.verificationToken)}`);
  if (verified.status !== 200) throw new Error(`verification failed (${verified.status}): ${verified.text}`);
  const { verificationToken: _used, ...fields } = user;
  return { ...fields, ...(await logIn(client, user.email, user.password)) };
}

export const ME = '{ me { username full_name email } }';
