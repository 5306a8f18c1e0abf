import { keyOfObject, MediaService } from '../src/media/media.service';
import { MediaSweeper, ORPHAN_GRACE_MS } from '../src/media/media-sweeper';
import { MEDIA_STORAGE, type MediaStorage } from '../src/media/storage/media-storage';
import { aJpeg, makePost, makeUser } from './support/factories';
import { startS3Server, type S3Server } from './support/s3-server';
import { startTestApp, type TestApp } from './support/test-app';

/** Gatherly with its images in an S3-compatible store (S3_BUCKET): uploads, reads, deletes, the sweep, readiness. */

let s3: S3Server;
let t: TestApp;
const storage = () => t.app.get<MediaStorage>(MEDIA_STORAGE);
const objectsOf = (url: string) => {
  const key = keyOfObject(url.split('/').pop()!);
  return [`${key}.webp`, `${key}-thumb.webp`];
};

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp(s3.env);
});

afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

it('stores the images of a post in the bucket, serves them through /media/, and deletes them with the post', async () => {
  const owner = await makeUser(t);
  const post = await makePost(t, owner, { images: [await aJpeg()] });
  const [image] = post.media as Array<{ media_file: string; thumbnail_file: string }>;
  expect(image.media_file).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
  for (const name of objectsOf(image.media_file)) expect(await storage().exists(name)).toBe(true);

  for (const url of [image.media_file, image.thumbnail_file]) {
    const served = await fetch(`${t.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
  }
  expect((await fetch(`${t.baseUrl}/media/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);

  const deleted = await t.client().request('DELETE', `/api/posts/by-id/${post.post_id}`, { token: owner.access });
  expect(deleted.status).toBe(200);
  for (const name of objectsOf(image.media_file)) expect(await storage().exists(name)).toBe(false);
  expect((await fetch(`${t.baseUrl}${image.media_file}`)).status).toBe(404);
});

it('sweeps objects of the bucket that no row names, once past the grace period', async () => {
  const owner = await makeUser(t);
  const post = await makePost(t, owner, { images: [await aJpeg()] });
  const crashed = await t.app.get(MediaService).storeImage(await aJpeg());
  const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
  expect(await t.app.get(MediaSweeper).sweep(later)).toBeGreaterThanOrEqual(2);
  for (const name of [`${crashed.key}.webp`, `${crashed.key}-thumb.webp`]) expect(await storage().exists(name)).toBe(false);
  for (const name of objectsOf(post.media[0].media_file)) expect(await storage().exists(name)).toBe(true);
});

it('is ready while the store answers, and says the media storage is down when it does not', async () => {
  expect((await t.client().get('/api/ready')).body).toEqual({ success: true, data: { database: 'up', redis: 'not configured', media: 'up' } });
  const elsewhere = await startS3Server();
  const unreachable = await startTestApp({ ...elsewhere.env });
  try {
    await elsewhere.stop();
    const reply = await unreachable.client().get('/api/ready');
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ success: false, data: { media: 'down' } });
  } finally {
    await unreachable.close();
  }
});

it('names images under MEDIA_PUBLIC_URL (a CDN) and lets pages load them from there', async () => {
  const cdn = await startTestApp({ ...s3.env, MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' });
  try {
    const owner = await makeUser(cdn);
    const post = await makePost(cdn, owner, { images: [await aJpeg()] });
    expect(post.media[0].media_file).toMatch(/^https:\/\/cdn\.example\.com\/media\/[0-9a-f-]{36}\.webp$/);
    const page = await cdn.client().get('/api/health');
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.com[ ;]/);
  } finally {
    await cdn.close();
  }
});
