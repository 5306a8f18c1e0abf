import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaStorage, StoredObject } from './media-storage';

/** Names the local driver stores and serves: a uuid, an optional variant, an extension. */
const OBJECT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[a-z]+)?\.[a-z]+$/;

export const LOCAL_MEDIA_URL_PREFIX = '/media/';

/**
 * Keeps images on the local disk, in sub-folders named after the first two characters of each name
 * so that no folder grows huge. Served by the app itself under /media/ (see media-files.route.ts).
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  static isObjectName(name: string): boolean {
    return OBJECT_NAME.test(name);
  }

  /** The file of an object, or null when `name` is not one this driver could have written. */
  pathOf(name: string): string | null {
    return LocalMediaStorage.isObjectName(name) ? join(this.root, name.slice(0, 2), name) : null;
  }

  async put(name: string, data: Buffer): Promise<void> {
    const path = this.checkedPath(name);
    const folder = join(this.root, name.slice(0, 2));
    await mkdir(folder, { recursive: true });
    // Written beside its final place and renamed, so that a crash or a concurrent read never sees half a file.
    const temporary = join(folder, `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.checkedPath(name), { force: true })));
  }

  async exists(name: string): Promise<boolean> {
    const path = this.pathOf(name);
    if (!path) return false;
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  }

  /** Objects of every sub-folder, read a directory entry at a time; half-written temporary files are not objects. */
  async *list(): AsyncIterable<StoredObject> {
    let folders;
    try {
      folders = await opendir(this.root);
    } catch {
      return;
    }
    for await (const folder of folders) {
      if (!folder.isDirectory()) continue;
      for await (const entry of await opendir(join(this.root, folder.name))) {
        if (!entry.isFile() || !LocalMediaStorage.isObjectName(entry.name)) continue;
        const written = await stat(join(this.root, folder.name, entry.name)).catch(() => null);
        if (written) yield { name: entry.name, writtenAt: written.mtime };
      }
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  urlOf(name: string): string {
    return `${LOCAL_MEDIA_URL_PREFIX}${name}`;
  }

  private checkedPath(name: string): string {
    const path = this.pathOf(name);
    if (!path) throw new Error(`not a media object name: ${JSON.stringify(name)}`);
    return path;
  }
}
