import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseUrl, latestMail, nextAddress, uniqueUser } from './browser';

export type TestUser = ReturnType<typeof uniqueUser>;

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify(body) });
}

/** A verified account made through the REST API, for tests whose subject is not sign-up. */
export async function createVerifiedUser(prefix = 'user'): Promise<TestUser> {
  const user = uniqueUser(prefix);
  const signup = await post('/api/account/signup', {
    email: user.email,
    password: user.password,
    username: user.username,
    full_name: user.fullName,
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const mail = await latestMail(user.email, 'Verify');
  const token = new URL(mail.link).searchParams.get('verification_token');
  const verified = await fetch(`${baseUrl()}/api/account/verify-email?token=${encodeURIComponent(token ?? '')}`);
  if (!verified.ok) throw new Error(`verification failed: ${verified.status}`);
  return user;
}

/** An access token of a verified user, from the REST login, for setting up data without the screens. */
export async function accessTokenOf(user: TestUser): Promise<string> {
  const login = await post('/api/account/login', { email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { access: string } }).data.access;
}

/** A REST call with a user's access token; fails the test on any answer but 2xx. */
export async function apiCall(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const form = body instanceof FormData;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress(), ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** `npm run admin -- grant-moderator`, beside the running app and on its embedded database (or DATABASE_URL). */
export async function grantModerator(user: TestUser): Promise<void> {
  const script = join(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'admin.mjs');
  await promisify(execFile)(process.execPath, [script, 'grant-moderator', user.username], { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } });
}
