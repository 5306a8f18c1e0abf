import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Draining } from '../src/health/draining';
import { startTestApp, type TestApp } from './support/test-app';

/** Liveness and readiness, as a process manager and a load balancer ask for them. */

let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});

afterEach(async () => {
  await t?.close();
});

it('GET /api/health answers 200 while the process runs, without signing in', async () => {
  const reply = await t.client().get('/api/health');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: true, data: { status: 'up' } });
});

it('GET /api/ready answers 200 when the database and the media storage answer', async () => {
  const reply = await t.client().get('/api/ready');
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ success: true, data: { database: 'up', redis: 'not configured', media: 'up' } });
});

it('GET /api/ready answers 503 naming what is down when the media storage cannot be written', async () => {
  const media = join(t.config.dataDir, 'media');
  rmSync(media, { recursive: true, force: true });
  writeFileSync(media, 'not a folder');
  const reply = await t.client().get('/api/ready');
  expect(reply.status).toBe(503);
  expect(reply.body).toEqual({ success: false, message: 'Not ready: media.', data: { database: 'up', redis: 'not configured', media: 'down' } });
  rmSync(media);
  expect((await t.client().get('/api/ready')).status).toBe(200);
});

it('GET /api/ready answers 503 once the instance is stopping, while other requests are still answered', async () => {
  t.app.get(Draining).begin();
  const reply = await t.client().get('/api/ready');
  expect(reply.status).toBe(503);
  expect(reply.body).toEqual({ success: false, message: 'Stopping.' });
  expect((await t.client().get('/api/health')).status).toBe(200);
});
