import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMediaObjectName, MediaStorage, mediaUrl, StoredFile, StoredObject } from './media-storage';

/**
 * Keeps images on the local disk, in sub-folders named after the first two characters of each name
 * so that no folder grows huge. Served by the app itself under /media/ (see media-files.route.ts).
 */
export class LocalMediaStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly publicUrl?: string,
  ) {}

  /** The file of an object, or null when `name` is not one this driver could have written. */
  pathOf(name: string): string | null {
    return isMediaObjectName(name) ? join(this.root, name.slice(0, 2), name) : null;
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
    return (await this.sizeOf(name)) !== null;
  }

  async read(name: string): Promise<StoredFile | null> {
    const path = this.pathOf(name);
    const size = await this.sizeOf(name);
    return path && size !== null ? { body: createReadStream(path), size } : null;
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
        if (!entry.isFile() || !isMediaObjectName(entry.name)) continue;
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
    return mediaUrl(name, this.publicUrl);
  }

  private async sizeOf(name: string): Promise<number | null> {
    const path = this.pathOf(name);
    if (!path) return null;
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  private checkedPath(name: string): string {
    const path = this.pathOf(name);
    if (!path) throw new Error(`not a media object name: ${JSON.stringify(name)}`);
    return path;
  }
}
