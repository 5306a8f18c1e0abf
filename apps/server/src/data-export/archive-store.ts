import { createReadStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3MediaConfig } from '../config/config';

/** An archive's name in the store: 48 random hex characters and `.zip`; nothing else is ever looked up. */
const ARCHIVE_NAME = /^[0-9a-f]{48}\.zip$/;
export const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

/** Under this prefix of the media bucket: outside the names the media route and sweep know (media-storage.ts). */
const S3_PREFIX = 'exports/';

export interface StoredArchive {
  body: Readable;
  size: number;
}

/**
 * Where finished archives are kept, readable by every instance and by nobody else: a folder of
 * DATA_DIR beside (not inside) the served media folder, or the media bucket under `exports/`, which
 * the public media route never serves (it reads only image names) and no URL of the store is ever
 * handed out for: archives are downloaded through the app, by their owner.
 */
export interface ArchiveStore {
  /** A folder of the local disk where an archive is built before it is saved. */
  readonly workFolder: string;
  /** Keeps the finished file at `path` as `name`; the file at `path` is gone afterwards. */
  save(name: string, path: string): Promise<void>;
  read(name: string): Promise<StoredArchive | null>;
  /** Removes the archives; names that do not exist are ignored. */
  delete(names: string[]): Promise<void>;
  close?(): void;
}

export const ARCHIVE_STORE = Symbol('ARCHIVE_STORE');

export async function createArchiveStore(config: AppConfig): Promise<ArchiveStore> {
  const local = new LocalArchiveStore(join(config.dataDir, 'exports'));
  return config.media.driver === 's3' ? S3ArchiveStore.create(config.media, local.workFolder) : local;
}

export class LocalArchiveStore implements ArchiveStore {
  readonly workFolder: string;

  constructor(private readonly root: string) {
    this.workFolder = join(root, '.building');
  }

  async save(name: string, path: string): Promise<void> {
    // Readable by this user only: an archive holds a person's e-mail address and messages.
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    await chmod(this.root, 0o700);
    await rename(path, this.pathOf(name));
  }

  async read(name: string): Promise<StoredArchive | null> {
    if (!isArchiveName(name)) return null;
    const path = this.pathOf(name);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { body: createReadStream(path), size: info.size } : null;
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.filter(isArchiveName).map((name) => rm(this.pathOf(name), { force: true })));
  }

  private pathOf(name: string): string {
    if (!isArchiveName(name)) throw new Error(`not an archive name: ${JSON.stringify(name)}`);
    return join(this.root, name);
  }
}

type Sdk = typeof import('@aws-sdk/client-s3');

export class S3ArchiveStore implements ArchiveStore {
  private readonly client: S3Client;

  static async create(config: S3MediaConfig, workFolder: string): Promise<S3ArchiveStore> {
    return new S3ArchiveStore(config, workFolder, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    private readonly config: S3MediaConfig,
    readonly workFolder: string,
    private readonly sdk: Sdk,
  ) {
    this.client = new sdk.S3Client({ region: config.region, endpoint: config.endpoint, forcePathStyle: config.endpoint !== undefined, credentials: config.credentials });
  }

  async save(name: string, path: string): Promise<void> {
    const { size } = await stat(path);
    try {
      // Streamed from the disk: the archive is never held in memory whole.
      await this.client.send(
        new this.sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: keyOf(name), Body: createReadStream(path), ContentLength: size, ContentType: 'application/zip', CacheControl: 'private, no-store' }),
      );
    } finally {
      await rm(path, { force: true });
    }
  }

  async read(name: string): Promise<StoredArchive | null> {
    if (!isArchiveName(name)) return null;
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: keyOf(name) }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      throw error;
    }
  }

  async delete(names: string[]): Promise<void> {
    const keys = names.filter(isArchiveName).map((name) => ({ Key: keyOf(name) }));
    if (keys.length > 0) await this.client.send(new this.sdk.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys, Quiet: true } }));
  }

  close(): void {
    this.client.destroy();
  }
}

function keyOf(name: string): string {
  if (!isArchiveName(name)) throw new Error(`not an archive name: ${JSON.stringify(name)}`);
  return `${S3_PREFIX}${name}`;
}
