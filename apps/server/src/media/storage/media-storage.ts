import type { Readable } from 'node:stream';
import { isUuid } from '@gatherly/schema';

/** Names the app stores and serves: a key (a uuid in lower case), an optional variant, an extension. */
const KEY_LENGTH = 36;
const AFTER_KEY = /^(-[a-z]+)?\.[a-z]+$/;

/** Whether `name` is one the app could have written: anything else is never looked up. */
export function isMediaObjectName(name: string): boolean {
  const key = name.slice(0, KEY_LENGTH);
  return isUuid(key) && key === key.toLowerCase() && AFTER_KEY.test(name.slice(KEY_LENGTH));
}

/** Where the app serves stored images itself (both drivers), unless MEDIA_PUBLIC_URL names another place. */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Where stored images live. Names are fresh for every upload and never overwritten, so a driver
 * may cache and serve them as immutable. The local driver writes under DATA_DIR, the S3 driver to
 * a bucket of any S3-compatible store.
 */
export interface MediaStorage {
  /** Every stored object, with when it was written (for the sweep of files that belong to nothing). */
  list(): AsyncIterable<StoredObject>;
  /** Stores `data` under `name`; readers see either the whole object or none. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; names that do not exist are ignored. */
  delete(names: string[]): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The object's bytes and size, or null when there is no such object. */
  read(name: string): Promise<StoredFile | null>;
  /** Resolves when the storage takes writes now (readiness checks); rejects with the reason otherwise. */
  check(): Promise<void>;
  /** The URL clients load the object from: MEDIA_PUBLIC_URL's, or the app's own `/media/<name>`. */
  urlOf(name: string): string;
  /** Releases what the driver holds open (the app is stopping). */
  close?(): void;
}

export interface StoredObject {
  name: string;
  writtenAt: Date;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

/** The URL of an object: under `publicUrl` (a CDN, the bucket's website) when set, else the app's own. */
export function mediaUrl(name: string, publicUrl: string | undefined): string {
  return publicUrl ? `${publicUrl}/${name}` : `${MEDIA_URL_PREFIX}${name}`;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
