import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { MediaSweeper, ORPHAN_GRACE_MS } from '../src/media/media-sweeper';
import { keyOfObject, MediaService } from '../src/media/media.service';
import { LocalMediaStorage } from '../src/media/storage/local-media-storage';
import { MEDIA_STORAGE } from '../src/media/storage/media-storage';
import { aJpeg, makePost, makeUser, uploadForm } from './support/factories';
import { phonePhoto } from './support/images';
import { startTestApp, TestApp } from './support/test-app';

/** Stored images as a browser loads them from the app: the local driver's files under /media/. */

let t: TestApp;
let media: MediaService;

beforeAll(async () => {
  t = await startTestApp();
  media = t.app.get(MediaService);
});

afterAll(async () => {
  await t?.close();
});

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${t.baseUrl}/`, { path, method: 'GET' }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('latin1') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('GET /media/<name>', () => {
  it('serves both variants as WebP with year-long immutable caching, without metadata', async () => {
    const stored = await media.storeImage(await phonePhoto());
    for (const [url, width, height] of [
      [media.urlOf(stored.key), 50, 100],
      [media.thumbnailUrlOf(stored.key), 400, 400],
    ] as const) {
      const response = await fetch(`${t.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('answers HEAD like GET, without the body', async () => {
    const stored = await media.storeImage(await phonePhoto());
    const response = await fetch(`${t.baseUrl}${media.urlOf(stored.key)}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 in the JSON envelope for an image that does not exist or was removed', async () => {
    const stored = await media.storeImage(await phonePhoto());
    await media.removeImages([stored.key]);
    for (const path of [media.urlOf(stored.key), '/media/00000000-0000-4000-8000-000000000000.webp', '/media/nothing.png', '/media/']) {
      const reply = await t.client().get(path);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('never reads outside the media folder', async () => {
    const secret = readFileSync(join(t.config.dataDir, 'jwt-secret'), 'utf8').trim();
    const stored = await media.storeImage(await phonePhoto());
    const paths = [
      '/media/../jwt-secret',
      '/media/..%2Fjwt-secret',
      '/media/..%2F..%2Fjwt-secret',
      '/media/%2e%2e%2fjwt-secret',
      `/media/${stored.key.slice(0, 2)}/${stored.key}.webp`,
      `/media/..%2Fmedia%2F${stored.key.slice(0, 2)}%2F${stored.key}.webp`,
      '/media/%00.webp',
      '/media/..\\jwt-secret',
    ];
    const answers = await Promise.all(paths.map(async (path) => ({ path, ...(await rawGet(path)) })));
    const leaks = answers.filter((answer) => answer.status < 400 || answer.status >= 500 || answer.text.includes(secret) || answer.headers['content-type'] === 'image/webp');
    expect(leaks.map(({ path, status }) => ({ path, status }))).toEqual([]);
  });
});

describe('files that belong to nothing', () => {
  /** Makes a stored object look written `hours` ago. */
  function age(name: string, hours: number): void {
    const then = new Date(Date.now() - hours * 3_600_000);
    utimesSync(storage().pathOf(name)!, then, then);
  }

  const storage = () => t.app.get<LocalMediaStorage>(MEDIA_STORAGE);
  const objectsOf = (key: string) => [`${key}.webp`, `${key}-thumb.webp`];

  it('are removed once older than the grace period; images of items and profile photos stay', async () => {
    const owner = await makeUser(t);
    const post = await makePost(t, owner, { images: [await aJpeg()] });
    const postKey = keyOfObject(post.media[0].media_file.split('/').pop());
    const photo = await t.client().multipart('/api/profile/settings/upload-image', uploadForm({}, [await aJpeg()], 'profile_image'), { method: 'PATCH', token: owner.access });
    expect(photo.status).toBe(200);
    const photoKey = keyOfObject(photo.body.data.profile_image.split('/').pop());
    // What a crash between storing and committing leaves: stored images no row names.
    const crashed = await media.storeImage(await aJpeg());
    const uploading = await media.storeImage(await aJpeg());
    for (const key of [postKey, photoKey, crashed.key]) for (const name of objectsOf(key)) age(name, 2);

    await t.app.get(MediaSweeper).sweep();

    for (const name of objectsOf(crashed.key)) expect((await rawGet(`/media/${name}`)).status).toBe(404);
    for (const key of [postKey, photoKey, uploading.key]) {
      for (const name of objectsOf(key)) expect([name, (await rawGet(`/media/${name}`)).status]).toEqual([name, 200]);
    }
  });

  it('left by a crash are swept when the app starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-sweep-'));
    const left = new LocalMediaStorage(join(dataDir, 'media'));
    const name = `${randomUUID()}.webp`;
    await left.put(name, Buffer.from('orphan'));
    const then = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    utimesSync(left.pathOf(name)!, then, then);
    const restarted = await startTestApp({ DATA_DIR: dataDir });
    try {
      for (let tries = 0; (await left.exists(name)) && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await left.exists(name)).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});
