import { randomBytes } from 'node:crypto';
import { LINK_PATHS, REFRESH_COOKIE } from '@gatherly/schema';
import { SessionsService } from '../../src/accounts/sessions.service';
import { jpeg } from './images';
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
  const mail = await t.outbox.take(fields.email, LINK_PATHS.verifyEmail);
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

/** An ISO 8601 instant `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** A file of an upload form: bytes, the name the browser gives, its MIME type. */
export interface UploadFile {
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart form as the creation dialogs send it: the text fields, then each file as `media` (or `fileField`). */
export function uploadForm(fields: Record<string, string>, files: Array<Buffer | UploadFile> = [], fileField = 'media'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => {
    const { data, name = `photo-${index + 1}.jpg`, type = 'image/jpeg' } = Buffer.isBuffer(file) ? { data: file } : file;
    form.append(fileField, new Blob([new Uint8Array(data)], { type }), name);
  });
  return form;
}

let smallJpeg: Promise<Buffer> | undefined;

/** A small JPEG, made once per test file. */
export function aJpeg(): Promise<Buffer> {
  smallJpeg ??= jpeg();
  return smallJpeg;
}

/** Fields of a valid event form; the date is a week ahead. */
export function eventFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    event_name: 'Board games night',
    event_description: 'Bring a game, or just come.',
    event_date: daysFromNow(7),
    event_location: 'Community hall',
    event_category: 'community',
    event_is_online: 'false',
    ...overrides,
  };
}

function created(reply: Reply, what: string): any {
  if (reply.status !== 201) throw new Error(`${what} failed (${reply.status}): ${reply.text}`);
  return reply.body.data[what];
}

/** A remark of `owner`, created over REST; answers data.remark. */
export async function makeRemark(t: TestApp, owner: Pick<Session, 'access'>, remark_content = 'Anyone up for a walk tomorrow?'): Promise<any> {
  return created(await t.client().post('/api/remarks', { remark_content }, { token: owner.access }), 'remark');
}

/** A post of `owner` with one small JPEG unless `images` are given, created over REST; answers data.post. */
export async function makePost(t: TestApp, owner: Pick<Session, 'access'>, options: { caption?: string; images?: Array<Buffer | UploadFile> } = {}): Promise<any> {
  const form = uploadForm({ post_content: options.caption ?? 'Sunset at the lake' }, options.images ?? [await aJpeg()]);
  return created(await t.client().multipart('/api/posts', form, { token: owner.access }), 'post');
}

/** An event of `owner` with one small JPEG unless `images` are given, created over REST; answers data.event. */
export async function makeEvent(t: TestApp, owner: Pick<Session, 'access'>, fields: Record<string, string> = {}, images?: Array<Buffer | UploadFile>): Promise<any> {
  const form = uploadForm(eventFields(fields), images ?? [await aJpeg()]);
  return created(await t.client().multipart('/api/events', form, { token: owner.access }), 'event');
}

export interface QuickUser {
  accountId: string;
  username: string;
  access: string;
}

/**
 * Signed-in users made straight in the database, without password or mails: for tests that need
 * many users at once (hashing their passwords over the sign-up route would cost seconds).
 */
export async function makeQuickUsers(t: TestApp, count: number): Promise<QuickUser[]> {
  const usernames = Array.from({ length: count }, () => uniqueUsername('quick'));
  const rows: Array<{ id: string; username: string }> = await t.db.query(
    `INSERT INTO accounts (email, username, full_name, password_hash, email_verified_at)
     SELECT lower(name) || '@example.com', name, 'Quick User', 'unusable', now() FROM unnest($1::text[]) AS name
     RETURNING id, username`,
    [usernames],
  );
  const sessions = t.app.get(SessionsService);
  return Promise.all(
    rows.map(async (row) => ({ accountId: row.id, username: row.username, access: (await sessions.start(row.id, { ip: '127.0.0.1', userAgent: null })).access })),
  );
}
