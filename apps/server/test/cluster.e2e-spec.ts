import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINK_PATHS } from '@gatherly/schema';
import { Client } from 'pg';
import { startAppProcess, type AppProcess } from './support/app-process';
import { aJpeg, GOOD_PASSWORD, logIn, signupFields, tokenOfLink, uploadForm } from './support/factories';
import { startLoadBalancer, type LoadBalancer } from './support/load-balancer';
import { startS3Server, type S3Server } from './support/s3-server';
import { openChatSocket, openGraphqlSocket } from './support/sockets';
import { Outbox, TestClient } from './support/test-app';

/**
 * Gatherly as it runs in production, without Docker: two app processes (the built dist/main.js)
 * on one PostgreSQL, one Redis and one S3-compatible store, behind a load balancer. Runs when
 * REDIS_URL names a Redis server; `npm run e2e:cluster` runs this file alone.
 */
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('two instances behind a load balancer', () => {
  let s3: S3Server;
  let a: AppProcess;
  let b: AppProcess;
  let lb: LoadBalancer;
  const dataDirs: string[] = [];

  // Each instance keeps its own DATA_DIR; media live in the store, and mail in one outbox, written
  // by whichever instance's worker sends it.
  const outboxDir = mkdtempSync(join(tmpdir(), 'gatherly-cluster-mail-'));
  dataDirs.push(outboxDir);
  const outbox = new Outbox(outboxDir, () => Promise.resolve());
  const instance = async (shared: NodeJS.ProcessEnv) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-cluster-'));
    dataDirs.push(dataDir);
    return startAppProcess({ ...shared, DATA_DIR: dataDir, MAIL_OUTBOX_DIR: outboxDir });
  };

  // A database of its own on the test server: its instances' workers take no other test's jobs.
  const database = `gatherly_cluster_${process.pid}`;
  let databaseUrl: string;
  const admin = () => new Client({ connectionString: process.env.GATHERLY_TEST_DATABASE_URL });
  const onAdmin = async (statement: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await onAdmin(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.GATHERLY_TEST_DATABASE_URL ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    s3 = await startS3Server();
    const shared = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
    };
    a = await instance(shared);
    b = await instance(shared);
    lb = await startLoadBalancer([a.baseUrl, b.baseUrl]);
  }, 120_000);

  afterAll(async () => {
    await lb?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  // Redis outlives a test run: an address no earlier run used keeps the throttling counters fresh.
  const client = (baseUrl: string) => new TestClient(baseUrl, `198.19.${randomInt(256)}.${randomInt(1, 255)}`);

  /** Signs up through A, verifies and logs in through B. */
  const signUpAcross = async () => {
    const fields = signupFields();
    expect((await client(a.baseUrl).post('/api/account/signup', fields)).status).toBe(201);
    const mail = await eventually(() => outbox.take(fields.email, LINK_PATHS.verifyEmail));
    const onB = client(b.baseUrl);
    const verified = await onB.get(`/api/account/verify-email?token=${encodeURIComponent(tokenOfLink(mail.link, LINK_PATHS.verifyEmailQuery))}`);
    expect(verified.status).toBe(200);
    return { ...fields, ...(await logIn(onB, fields.email, GOOD_PASSWORD)) };
  };

  it('signs up on one instance and logs in on the other, and each honours the other’s session', async () => {
    const user = await signUpAcross();
    const me = await client(a.baseUrl).gql('{ me { username } }', undefined, { token: user.access });
    expect(me.body).toEqual({ data: { me: { username: user.username } } });
  });

  it('serves an image uploaded through one instance from the other, out of the S3 store', async () => {
    const user = await signUpAcross();
    const posted = await client(a.baseUrl).multipart('/api/posts', uploadForm({ post_content: 'Lake' }, [await aJpeg()]), { token: user.access });
    expect(posted.status).toBe(201);
    const [image] = posted.body.data.post.media as Array<{ media_file: string; thumbnail_file: string }>;
    const fromA = await fetch(`${a.baseUrl}${image.media_file}`);
    const fromB = await fetch(`${b.baseUrl}${image.media_file}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect((await fetch(`${lb.url}${image.thumbnail_file}`)).status).toBe(200);
  });

  it('delivers a message sent through one instance to sockets held by the other, directly and through the load balancer', async () => {
    const [ada, bob] = [await signUpAcross(), await signUpAcross()];
    const bobOnB = await openChatSocket(b, bob.access);
    const bobThroughLb = await openChatSocket({ baseUrl: lb.url }, bob.access);
    const bobGraphql = openGraphqlSocket({ baseUrl: lb.url }, bob.access);
    const live = bobGraphql.subscribe<{ messageAdded: { content: string } }>('subscription { messageAdded { content } }');
    const bobId = (await client(a.baseUrl).gql(`{ profile(username: "${bob.username}") { id } }`, undefined, { token: ada.access })).body.data.profile.id;
    const made = await client(a.baseUrl).post('/api/chat/conversations/create', { participant_ids: [bobId] }, { token: ada.access });
    const conversation = made.body.data.conversation.conversation_id;
    const send = (content: string) =>
      client(a.baseUrl).gql('mutation Send($id: ID!, $content: String!) { sendMessage(conversation_id: $id, content: $content) { content } }', { id: conversation, content }, { token: ada.access });
    // graphql-ws acknowledges no subscription: Ada writes until one message comes through.
    for (let attempt = 0; live.values.items.length === 0 && attempt < 25; attempt += 1) {
      await send(`warm-up ${attempt}`);
      await live.values.next(() => true, { ms: 250 }).catch(() => undefined);
    }
    expect((await send('Across instances')).body.data.sendMessage.content).toBe('Across instances');
    for (const socket of [bobOnB, bobThroughLb]) await socket.frames.next((frame) => frame.type === 'message' && frame.data.content === 'Across instances');
    await live.values.next((value) => value.messageAdded.content === 'Across instances');
    await Promise.all([bobOnB.close(), bobThroughLb.close(), bobGraphql.close()]);
  });

  it('loses no accepted request when an instance is stopped under load', async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => signUpAcross()));
    const outcomes: Array<{ status?: number; error?: string; id?: string }> = [];
    let stopping: Promise<number | null> | null = null;
    let stoppedAt = Infinity;
    const countsBefore = [...lb.counts];
    const load = writers.map(async (writer, index) => {
      const through = client(lb.url);
      // Writing goes on until a second after the stop began (the stop itself takes longer).
      for (let n = 0; Date.now() - stoppedAt < 1000 && n < 100; n += 1) {
        try {
          const reply =
            n % 2 === 0
              ? await through.post('/api/remarks', { remark_content: `Remark ${n} of writer ${index}` }, { token: writer.access })
              : await through.get('/api/feed', { token: writer.access });
          outcomes.push({ status: reply.status, id: reply.body?.data?.remark?.remark_id });
        } catch (error) {
          outcomes.push({ error: String(error) });
        }
      }
    });
    // The stop comes once both instances are answering the load and it has been going for a while (a busy machine may take a while).
    await eventually(async () => {
      expect(Math.min(...lb.counts.map((count, index) => count - countsBefore[index]))).toBeGreaterThanOrEqual(5);
      expect(outcomes.length).toBeGreaterThanOrEqual(40);
    }, 30_000);
    const servedByABeforeStop = lb.counts[0] - countsBefore[0];
    stoppedAt = Date.now();
    stopping = a.stop();
    await Promise.all(load);
    expect(await stopping).toBe(0);

    expect(servedByABeforeStop).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(50);
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201)).toEqual([]);
    // Every remark the load balancer answered as created is there, read through the instance left.
    const created = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id);
    const reader = client(b.baseUrl);
    const reads = await Promise.all(created.map((id) => reader.get(`/api/remarks/by-id/${id}`, { token: writers[0].access })));
    expect(reads.map((read) => read.status)).toEqual(created.map(() => 200));
    // The background work of the remarks, whichever instance took it, is all done: none was left
    // running by the instance that stopped.
    const jobs = new Client({ connectionString: databaseUrl });
    await jobs.connect();
    try {
      // Named with their state, so that a failure says which work was left and where it stood.
      const unfinished = async () => (await jobs.query(`SELECT name, state, retry_count, start_after < now() AS due FROM pgboss.job WHERE state < 'completed' ORDER BY name`)).rows;
      await eventually(async () => expect(await unfinished()).toEqual([]), 30_000);
    } finally {
      await jobs.end();
    }
  });
});

/** Retries `attempt` until it resolves, for up to `ms` (mail goes out after answering). */
async function eventually<T>(attempt: () => Promise<T>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
