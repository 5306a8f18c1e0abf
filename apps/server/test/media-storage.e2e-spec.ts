import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LocalMediaStorage } from '../src/media/storage/local-media-storage';
import type { MediaStorage } from '../src/media/storage/media-storage';
import { S3MediaStorage } from '../src/media/storage/s3-media-storage';
import { startS3Server, type S3Server } from './support/s3-server';

/**
 * The storage contract, run against both drivers: the local folder, and an S3-compatible server
 * (s3rver) spoken to through the AWS SDK as any store would be.
 */

interface Driver {
  storage: MediaStorage;
  /** Writes an object the app would never write, beside the app's own. */
  putForeign(name: string): Promise<void>;
  /** A storage of this kind that cannot work (no such folder or bucket, or the server is gone). */
  broken(): MediaStorage;
  close(): Promise<void>;
}

const drivers: Record<'local' | 's3', () => Promise<Driver>> = {
  local: () => {
    const root = mkdtempSync(join(tmpdir(), 'gatherly-storage-'));
    const notAFolder = join(root, 'file');
    writeFileSync(notAFolder, 'not a folder');
    return Promise.resolve({
      storage: new LocalMediaStorage(join(root, 'media')),
      putForeign: (name) => {
        mkdirSync(join(root, 'media', 'no'), { recursive: true });
        writeFileSync(join(root, 'media', 'no', name), 'foreign');
        return Promise.resolve();
      },
      broken: () => new LocalMediaStorage(join(notAFolder, 'media')),
      close: () => Promise.resolve(rmSync(root, { recursive: true, force: true })),
    });
  },
  s3: async () => {
    const server: S3Server = await startS3Server();
    const settings = { driver: 's3' as const, bucket: server.bucket, region: 'us-east-1', endpoint: server.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };
    const storage = await S3MediaStorage.create(settings);
    const brokenS3 = await S3MediaStorage.create({ ...settings, bucket: 'no-such-bucket' });
    const client = new S3Client({ endpoint: server.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: settings.credentials });
    return {
      storage,
      putForeign: async (name) => {
        await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: name, Body: 'foreign' }));
      },
      broken: () => brokenS3,
      close: async () => {
        storage.close();
        brokenS3.close();
        client.destroy();
        await server.stop();
      },
    };
  },
};

const nameOf = (variant = '') => `${randomUUID()}${variant}.webp`;

describe.each(Object.keys(drivers) as Array<keyof typeof drivers>)('the %s driver', (kind) => {
  let driver: Driver;
  let storage: MediaStorage;

  beforeAll(async () => {
    driver = await drivers[kind]();
    storage = driver.storage;
  });

  afterAll(async () => {
    await driver?.close();
  });

  it('stores an object whole, reads it back, and lists it with when it was written', async () => {
    const name = nameOf('-thumb');
    const before = Date.now() - 2000;
    await storage.put(name, Buffer.from('image bytes'), 'image/webp');
    expect(await storage.exists(name)).toBe(true);
    const file = await storage.read(name);
    expect(file?.size).toBe(11);
    expect(await text(file!.body)).toBe('image bytes');
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    const found = listed.find((object) => object.name === name);
    expect(found?.writtenAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('deletes objects, ignoring names that are not there, however many at once', async () => {
    const kept = nameOf();
    const gone = [nameOf(), nameOf('-thumb')];
    for (const name of [kept, ...gone]) await storage.put(name, Buffer.from(name), 'image/webp');
    // More names than one S3 call takes.
    await storage.delete([...gone, ...Array.from({ length: 1001 }, () => nameOf())]);
    expect(await Promise.all(gone.map((name) => storage.exists(name)))).toEqual([false, false]);
    expect(await storage.read(gone[0])).toBeNull();
    expect(await storage.exists(kept)).toBe(true);
    await storage.delete([]);
  });

  it('lists only objects the app could have written', async () => {
    await driver.putForeign('notes.txt');
    const names = [];
    for await (const object of storage.list()) names.push(object.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('notes.txt');
  });

  it('refuses names it does not write, without looking them up', async () => {
    for (const bad of ['../jwt-secret', 'notes.txt', `${randomUUID()}.webp/../x`, '', `${randomUUID().toUpperCase()}.webp`]) {
      await expect(storage.put(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a media object name/);
      await expect(storage.delete([bad])).rejects.toThrow(/not a media object name/);
      expect(await storage.exists(bad)).toBe(false);
      expect(await storage.read(bad)).toBeNull();
    }
  });

  it('gives the app its own /media/ URLs', () => {
    const name = nameOf();
    expect(storage.urlOf(name)).toBe(`/media/${name}`);
  });

  it('answers readiness checks, and fails them when it cannot be used', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(driver.broken().check()).rejects.toThrow();
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('puts image URLs under a CDN or public bucket address, on both drivers', async () => {
    const name = nameOf();
    expect(new LocalMediaStorage('/nowhere', 'https://cdn.example.com/media').urlOf(name)).toBe(`https://cdn.example.com/media/${name}`);
    const s3 = await S3MediaStorage.create({ driver: 's3', bucket: 'media', region: 'eu-west-1', publicUrl: 'https://media.example.com' });
    expect(s3.urlOf(name)).toBe(`https://media.example.com/${name}`);
    s3.close();
  });
});

describe('the S3 driver when its server is down', () => {
  it('fails the readiness check', async () => {
    const server = await startS3Server();
    const storage = await S3MediaStorage.create({ driver: 's3', bucket: server.bucket, region: 'us-east-1', endpoint: server.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await expect(storage.check()).resolves.toBeUndefined();
    await server.stop();
    await expect(storage.check()).rejects.toThrow();
    storage.close();
  });
});
