import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaConfig } from '../config/config';

/** Beside the media objects, whose names it can never take (media-storage.ts). */
const ID_FILE = '.gatherly-store-id';

/**
 * Which media store this instance sees: instances sharing the disk folder (or bucket) answer the
 * same, whatever path they mount it at. An archive is built where the person's images and the
 * archive store are the ones their requests reach; an instance of another store hands the job on.
 */
export async function storeIdentity(media: MediaConfig): Promise<string> {
  if (media.driver === 's3') return `s3:${media.endpoint ?? 'aws'}/${media.bucket}`;
  const file = join(media.folder, ID_FILE);
  const known = await readFile(file, 'utf8').catch(() => null);
  if (known) return known.trim();
  await mkdir(media.folder, { recursive: true });
  // The first instance to write it wins; the others read what it wrote.
  await writeFile(file, randomUUID(), { flag: 'wx' }).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}
