import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { MEDIA_MESSAGES } from '@gatherly/schema';
import { english } from '../src/i18n/texts';
import { SERVER_ERROR } from '../src/common/errors/domain-error';
import sharp from 'sharp';
import { aJpeg, eventFields, makeQuickUsers, QuickUser, UploadFile, uploadForm } from './support/factories';
import { exifHasGps, hugePng, imageOf, jpeg, phonePhoto } from './support/images';
import { Reply, startTestApp, TestApp } from './support/test-app';

/** Images of posts and events: what is refused, what is stored, and that a failed upload leaves nothing. */

let t: TestApp;
/** A valid PNG header claiming 20000 × 20000 pixels (400 megapixels) in about 50 KB. */
let bomb: Buffer;
/** 12 MB of bytes, over the 10 MB limit of one file. */
let tooBig: Buffer;
const textFile: UploadFile = { data: Buffer.from('These are my holiday notes, not a photo.\n'), name: 'photo.jpg', type: 'image/jpeg' };

beforeAll(async () => {
  t = await startTestApp();
  bomb = hugePng(20000, 20000);
  tooBig = Buffer.alloc(12 * 1024 * 1024, 0xab);
});

afterAll(async () => {
  await t?.close();
});

const KINDS = [
  ['post', (files: Array<Buffer | UploadFile>) => uploadForm({ post_content: 'Holiday' }, files)],
  ['event', (files: Array<Buffer | UploadFile>) => uploadForm(eventFields(), files)],
] as const;

const mediaRoot = () => join(t.config.dataDir, 'media');

/** Every file under the media storage, temporary ones included, as paths below it. */
function storedFiles(): string[] {
  if (!existsSync(mediaRoot())) return [];
  return readdirSync(mediaRoot(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(mediaRoot().length + 1))
    .sort();
}

async function itemsOf(user: QuickUser): Promise<number> {
  const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM content_items WHERE author_id = $1', [user.accountId]);
  return n;
}

/** Runs a refused upload and checks that it left no row and no file behind. */
async function leavesNothing(user: QuickUser, upload: () => Promise<Reply>): Promise<Reply> {
  const files = storedFiles();
  const items = await itemsOf(user);
  const reply = await upload();
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(storedFiles()).toEqual(files);
  expect(await itemsOf(user)).toBe(items);
  return reply;
}

function refused(reply: Reply, status: number, message: string): void {
  expect(reply.status).toBe(status);
  expect(reply.body).toEqual(status === 400 ? { success: false, error: [message] } : { success: false, message });
}

describe.each(KINDS)('%s images', (kind, form) => {
  let user: QuickUser;
  const upload = (files: Array<Buffer | UploadFile>) => t.client().multipart(`/api/${kind}s`, form(files), { token: user.access });

  beforeAll(async () => {
    [user] = await makeQuickUsers(t, 1);
  });

  it('a text file named photo.jpg is refused', async () => {
    refused(await leavesNothing(user, () => upload([textFile])), 400, english(MEDIA_MESSAGES.notAnImage));
  });

  it('a 12 MB file answers 413', async () => {
    refused(await leavesNothing(user, () => upload([tooBig])), 413, english(MEDIA_MESSAGES.fileTooLarge));
  });

  it('a 20000 × 20000 PNG is refused', async () => {
    refused(await leavesNothing(user, () => upload([bomb])), 400, english(MEDIA_MESSAGES.tooManyPixels));
  });

  it('an 11th image is refused', async () => {
    refused(await leavesNothing(user, async () => upload(Array(11).fill(await aJpeg()))), 400, english(MEDIA_MESSAGES.tooManyFiles));
  });

  it.each([
    ['a text file', () => textFile, 400],
    ['a 12 MB file', () => tooBig, 413],
    ['a 20000 × 20000 PNG', () => bomb, 400],
  ])('two good images and %s: nothing is left behind', async (_label, bad, status) => {
    const reply = await leavesNothing(user, async () => upload([await jpeg(30, 20), await jpeg(20, 30), bad()]));
    expect(reply.status).toBe(status);
  });

  it('keeps the upload order as display_order, whatever the formats', async () => {
    const images = [await jpeg(64, 48), await imageOf('png', 40, 30), await imageOf('webp', 30, 40), await imageOf('gif', 20, 10), await imageOf('avif', 16, 24)];
    const reply = await upload(images);
    expect(reply.status).toBe(201);
    const expected = [
      [0, 64, 48],
      [1, 40, 30],
      [2, 30, 40],
      [3, 20, 10],
      [4, 16, 24],
    ];
    const media = reply.body.data[kind].media;
    expect(media.map((image: any) => [image.display_order, image.width, image.height])).toEqual(expected);
    const id = reply.body.data[kind][`${kind}_id`];
    expect((await t.client().get(`/api/${kind}s/by-id/${id}`, { token: user.access })).body.data[kind].media).toEqual(media);
    const gql = await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { media { media_id display_order width height } } }`, { id }, { token: user.access });
    expect(gql.body.data[kind].media).toEqual(media.map(({ media_id, display_order, width, height }: any) => ({ media_id, display_order, width, height })));
  });

  it('stores a phone photo upright, without EXIF or GPS', async () => {
    const photo = await phonePhoto();
    const original = await sharp(photo).metadata();
    expect(exifHasGps(original.exif!)).toBe(true);
    const reply = await upload([photo]);
    expect(reply.status).toBe(201);
    const [image] = reply.body.data[kind].media;
    // 100 × 50 pixels with Orientation 6: upright it stands 50 wide, 100 high.
    expect(image).toMatchObject({ width: 50, height: 100 });
    for (const url of [image.media_file, image.thumbnail_file]) {
      const response = await fetch(`${t.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('GatherlyCam')).toBe(false);
    }
  });
});

describe('the stored files', () => {
  it('carry no EXIF at all: every file in the storage', async () => {
    const [user] = await makeQuickUsers(t, 1);
    const reply = await t.client().multipart('/api/posts', uploadForm({}, [await phonePhoto(), await phonePhoto()]), { token: user.access });
    expect(reply.status).toBe(201);
    const names = reply.body.data.post.media.flatMap((image: any) => [image.media_file, image.thumbnail_file].map((url: string) => url.split('/').pop()));
    const files = storedFiles().filter((file) => names.includes(file.split('/').pop()));
    expect(files).toHaveLength(4);
    for (const file of files) {
      const bytes = readFileSync(join(mediaRoot(), file));
      expect(bytes.includes('Exif')).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });
});

describe('a failure of the database during creation', () => {
  const MARKER = 'e2e: the database refuses this';

  it.each([
    ['post', 'posts', 'caption', { post_content: MARKER }],
    ['event', 'events', 'name', eventFields({ event_name: MARKER })],
  ])('removes the %s images already stored', async (kind, table, column, fields) => {
    const [user] = await makeQuickUsers(t, 1);
    const form = uploadForm(fields, [await jpeg(30, 20), await jpeg(20, 30)]);
    const constraint = `e2e_refuse_${table}_${process.pid}`;
    // Only rows carrying the marker are refused, so that test files running beside this one are not disturbed.
    await t.db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (${column} <> '${MARKER}') NOT VALID`);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    try {
      const reply = await leavesNothing(user, () => t.client().multipart(`/api/${kind}s`, form, { token: user.access }));
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ success: false, message: english(SERVER_ERROR) });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await t.db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
    }
  });
});
