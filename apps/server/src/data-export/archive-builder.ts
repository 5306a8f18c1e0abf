import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { CalendarService, type CalendarEvent } from '../calendar/calendar.service';
import { MEDIA_STORAGE, MediaStorage } from '../media/storage/media-storage';
import {
  archivedImage,
  CALENDAR_EVENTS_SQL,
  conversationsJson,
  followers,
  following,
  imageKeys,
  interests,
  items,
  jsonArray,
  likes,
  ownComments,
  pagesOf,
  profileOf,
  readme,
} from './archive-contents';

/**
 * Writes the zip of one account's data into a file, streaming: JSON files are written a page of
 * rows at a time and images are copied from the media store as they are stored, one at a time,
 * so that memory does not grow with the account.
 */
@Injectable()
export class ArchiveBuilder {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly calendar: CalendarService,
  ) {}

  async build(accountId: string, path: string): Promise<void> {
    const zip = new ZipFile();
    let fail: (error: unknown) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => (fail = reject));
    zip.on('error', fail);
    const written = pipeline(zip.outputStream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    const mtime = new Date();
    const { profile, username, photoKey } = await profileOf(this.db, accountId);
    const lazily = (name: string, options: { compress?: boolean }, open: () => Promise<NodeJS.ReadableStream>) =>
      zip.addReadStreamLazy(name, { mtime, ...options }, (done) => {
        open().then(
          (stream) => {
            // yazl does not listen for a failing source: the whole build fails instead of waiting.
            stream.on('error', fail);
            done(null, stream);
          },
          (error: unknown) => fail(error),
        );
      });
    const json = (name: string, rows: () => AsyncIterable<unknown>) => lazily(name, {}, () => Promise.resolve(Readable.from(jsonArray(rows()))));

    zip.addBuffer(Buffer.from(readme(username, mtime)), 'README.md', { mtime });
    zip.addBuffer(Buffer.from(`${JSON.stringify(profile, null, 2)}\n`), 'profile.json', { mtime });
    json('following.json', () => following(this.db, accountId));
    json('followers.json', () => followers(this.db, accountId));
    json('items.json', () => items(this.db, accountId));
    json('comments.json', () => ownComments(this.db, accountId));
    json('likes.json', () => likes(this.db, accountId));
    json('interests.json', () => interests(this.db, accountId));
    lazily('conversations.json', {}, () => Promise.resolve(Readable.from(conversationsJson(this.db, accountId))));
    zip.addBuffer(Buffer.from(await this.ics(accountId, username)), 'events.ics', { mtime });
    zip.addEmptyDirectory('media/', { mtime });
    for await (const key of imageKeys(this.db, accountId, photoKey)) {
      const name = `${key}.webp`;
      // An image whose file is gone (a crash while it was replaced) is left out rather than written empty.
      if (!(await this.media.exists(name))) continue;
      // Stored images are WebP already: stored, not compressed again.
      lazily(archivedImage(key), { compress: false }, async () => (await this.media.read(name))?.body ?? Readable.from([]));
    }
    zip.end();
    await Promise.race([written, failed]);
  }

  /** events.ics: the account's own events and those it is interested in or going to. */
  private async ics(accountId: string, username: string): Promise<string> {
    const events: CalendarEvent[] = [];
    for await (const page of pagesOf<CalendarEvent & { key: string }>(this.db, CALENDAR_EVENTS_SQL, accountId)) {
      events.push(...page.map(({ key: _key, ...event }) => event));
    }
    return this.calendar.calendar(`Gatherly: events of ${username}`, events);
  }
}
