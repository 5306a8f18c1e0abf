import { randomBytes, randomInt } from 'node:crypto';
import { THROTTLES } from '../src/throttle/throttle.service';
import { makeUser, refreshCookieOf } from './support/factories';
import { startTestApp, TestApp, TestClient } from './support/test-app';

/**
 * Two instances behind a load balancer must behave as one: they share PostgreSQL, Redis and the
 * signing key. Runs when REDIS_URL names a Redis server (CI sets it when one is there).
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const shared = { REDIS_URL: redisUrl ?? '', JWT_SECRET: randomBytes(32).toString('hex') };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  // Redis outlives a test run: an address no earlier run used keeps the counters fresh.
  const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

  it('counts login attempts of one client together, whichever instance answers', async () => {
    const ip = freshAddress();
    const clients = [new TestClient(a.baseUrl, ip), new TestClient(b.baseUrl, ip)];
    for (let attempt = 0; attempt < THROTTLES.login.perIp.points; attempt += 1) {
      const reply = await clients[attempt % 2].post('/api/account/login', { email: `nobody.${attempt}.${ip}@example.com`, password: 'Wrong123!' });
      expect(reply.status).toBe(401);
    }
    for (const client of clients) {
      const refused = await client.post('/api/account/login', { email: `late.${ip}@example.com`, password: 'Wrong123!' });
      expect(refused.status).toBe(429);
    }
  });

  it('keeps a session across instances: sign in on one, use, refresh and end it on the other', async () => {
    const user = await makeUser(a);
    const me = '{ me { username } }';
    const onB = b.client();
    expect((await onB.gql(me, undefined, { token: user.access })).body).toEqual({ data: { me: { username: user.username } } });

    const refreshed = await onB.post('/api/account/refresh', undefined, { cookie: user.cookie });
    expect(refreshed.status).toBe(200);
    const cookie = refreshCookieOf(refreshed);
    expect((await a.client().gql(me, undefined, { token: refreshed.body.access_token })).body.data.me.username).toBe(user.username);

    expect((await a.client().post('/api/account/logout', undefined, { cookie, token: refreshed.body.access_token })).status).toBe(200);
    const afterLogout = await onB.gql(me, undefined, { token: refreshed.body.access_token });
    expect(afterLogout.body.errors?.[0]?.extensions?.code).toBe('auth/unauthenticated');
  });
});
