import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../../config/config';
import { isMediaObjectName, MediaStorage, mediaUrl, StoredFile, StoredObject } from './media-storage';

type Sdk = typeof import('@aws-sdk/client-s3');

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/** Objects are never rewritten under their name: every cache may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Keeps images in a bucket of an S3-compatible store (AWS S3, MinIO, R2, …), so that every instance
 * reads what any instance wrote. Clients load them from MEDIA_PUBLIC_URL (a CDN or the bucket's
 * public address) when set, otherwise through the app's /media/ route, which streams them here.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;

  /** The AWS SDK (about 20 MB) is loaded only where a bucket is configured. */
  static async create(config: S3MediaConfig): Promise<S3MediaStorage> {
    return new S3MediaStorage(config, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    private readonly config: S3MediaConfig,
    private readonly sdk: Sdk,
  ) {
    this.client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Stores other than AWS's are addressed by path (http://minio:9000/bucket/key), not by host name.
      forcePathStyle: config.endpoint !== undefined,
      credentials: config.credentials,
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: checked(name), Body: data, ContentType: contentType, CacheControl: IMMUTABLE }));
  }

  async delete(names: string[]): Promise<void> {
    for (let start = 0; start < names.length; start += DELETE_BATCH) {
      const keys = names.slice(start, start + DELETE_BATCH).map((name) => ({ Key: checked(name) }));
      const answer = await this.client.send(new this.sdk.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys, Quiet: true } }));
      // A key that does not exist counts as deleted; anything else the store refused is a failure.
      const refused = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (refused.length > 0) throw new Error(`the media store kept ${refused.length} objects: ${refused.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!isMediaObjectName(name)) return false;
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: name }));
      return true;
    } catch (error) {
      if (error instanceof this.sdk.NotFound) return false;
      throw error;
    }
  }

  async read(name: string): Promise<StoredFile | null> {
    if (!isMediaObjectName(name)) return null;
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      throw error;
    }
  }

  /** Every object of the bucket the app could have written, a page of keys at a time. */
  async *list(): AsyncIterable<StoredObject> {
    for await (const page of this.sdk.paginateListObjectsV2({ client: this.client }, { Bucket: this.config.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isMediaObjectName(object.Key)) yield { name: object.Key, writtenAt: object.LastModified ?? new Date() };
      }
    }
  }

  /** The bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  urlOf(name: string): string {
    return mediaUrl(name, this.config.publicUrl);
  }

  /** Closes the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }
}

function checked(name: string): string {
  if (!isMediaObjectName(name)) throw new Error(`not a media object name: ${JSON.stringify(name)}`);
  return name;
}
