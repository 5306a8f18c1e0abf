/**
 * Where stored images live. Names are fresh for every upload and never overwritten, so a driver
 * may cache and serve them as immutable. The local driver writes under DATA_DIR; an S3-compatible
 * driver implements the same methods.
 */
export interface MediaStorage {
  /** Every stored object, with when it was written (for the sweep of files that belong to nothing). */
  list(): AsyncIterable<StoredObject>;
  /** Stores `data` under `name`; readers see either the whole object or none. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; names that do not exist are ignored. */
  delete(names: string[]): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Resolves when the storage takes writes now (readiness checks); rejects with the reason otherwise. */
  check(): Promise<void>;
  /** The URL clients load the object from: an app path for the local driver, a bucket URL for S3. */
  urlOf(name: string): string;
}

export interface StoredObject {
  name: string;
  writtenAt: Date;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
