import { baseUrl, latestMail, uniqueUser } from './browser';

export type TestUser = ReturnType<typeof uniqueUser>;

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
