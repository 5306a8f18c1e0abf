import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_LIMITS, MEDIA_MESSAGES, type Said } from '@gatherly/schema';
import sharp from 'sharp';
import { exifHasGps, hugePng, imageOf, jpeg, phonePhoto } from '../../test/support/images';
import { DomainError } from '../common/errors/domain-error';
import { MediaService } from './media.service';
import { LocalMediaStorage } from './storage/local-media-storage';

let root: string;
let storage: LocalMediaStorage;
let media: MediaService;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gatherly-media-'));
  storage = new LocalMediaStorage(root);
  media = new MediaService(storage);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Every file under the storage folder, temporary ones included. */
function storedFiles(): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

function read(name: string): Buffer {
  return readFileSync(storage.pathOf(name)!);
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('MediaService.storeImage', () => {
  it('writes a display WebP and a square WebP thumbnail under a fresh key', async () => {
    const stored = await media.storeImage(await jpeg(640, 480));
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), width: 640, height: 480, blurhash: expect.stringMatching(/^L.{27}$/) });
    expect(storedFiles()).toEqual([`${stored.key}-thumb.webp`, `${stored.key}.webp`]);
    expect(await sharp(read(`${stored.key}.webp`)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const side = MEDIA_LIMITS.thumbnailSide;
    expect(await sharp(read(`${stored.key}-thumb.webp`)).metadata()).toMatchObject({ format: 'webp', width: side, height: side });
    expect(media.urlOf(stored.key)).toBe(`/media/${stored.key}.webp`);
    expect(media.thumbnailUrlOf(stored.key)).toBe(`/media/${stored.key}-thumb.webp`);
  });

  it('shrinks a large image to the display size and never enlarges a small one', async () => {
    const large = await media.storeImage(await jpeg(4000, 1000));
    expect(large).toMatchObject({ width: MEDIA_LIMITS.displayMaxSide, height: 400 });
    const small = await media.storeImage(await jpeg(30, 20));
    expect(small).toMatchObject({ width: 30, height: 20 });
  });

  it('applies the EXIF orientation and keeps no metadata at all: no EXIF, no GPS, no XMP, no ICC', async () => {
    const photo = await phonePhoto();
    const original = await sharp(photo).metadata();
    // The fixture really carries what must go.
    expect(original).toMatchObject({ width: 100, height: 50, orientation: 6 });
    expect(exifHasGps(original.exif!)).toBe(true);

    const stored = await media.storeImage(photo);
    expect(stored).toMatchObject({ width: 50, height: 100 });
    for (const name of [`${stored.key}.webp`, `${stored.key}-thumb.webp`]) {
      const bytes = read(name);
      const metadata = await sharp(bytes).metadata();
      const kept = { exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, icc: metadata.icc, orientation: metadata.orientation };
      expect(kept).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, orientation: undefined });
      expect(metadata.hasProfile).toBe(false);
      expect(bytes.includes('EXIF')).toBe(false);
      expect(bytes.includes('Exif')).toBe(false);
      expect(bytes.includes('GatherlyCam')).toBe(false);
    }
    expect(await sharp(read(`${stored.key}.webp`)).metadata()).toMatchObject({ width: 50, height: 100 });
  });

  it('cuts the thumbnail from the centre of the upright image', async () => {
    // Left half red, right half blue; orientation 6 turns it a quarter clockwise: red on top.
    const pixels = Buffer.alloc(120 * 40 * 3);
    for (let at = 0; at < 120 * 40; at += 1) pixels[at * 3 + ((at % 120) < 60 ? 0 : 2)] = 255;
    const photo = await sharp(pixels, { raw: { width: 120, height: 40, channels: 3 } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await media.storeImage(photo);
    const { data, info } = await sharp(read(`${stored.key}-thumb.webp`)).raw().toBuffer({ resolveWithObject: true });
    const colourAt = (y: number) => {
      const at = (y * info.width + Math.floor(info.width / 2)) * info.channels;
      const [red, , blue] = data.subarray(at, at + 3);
      return red > 200 && blue < 60 ? 'red' : blue > 200 && red < 60 ? 'blue' : 'mixed';
    };
    expect([colourAt(10), colourAt(info.height - 10)]).toEqual(['red', 'blue']);
  });

  it.each([
    [100_000, 1],
    [1, 100_000],
  ])('handles a %i × %i strip quickly', async (width, height) => {
    const started = Date.now();
    const stored = await media.storeImage(hugePng(width, height));
    expect(Math.max(stored.width, stored.height)).toBe(MEDIA_LIMITS.displayMaxSide);
    expect(await sharp(read(`${stored.key}-thumb.webp`)).metadata()).toMatchObject({ width: MEDIA_LIMITS.thumbnailSide, height: MEDIA_LIMITS.thumbnailSide });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each(MEDIA_LIMITS.acceptedTypes)('accepts every type it announces: %s', async (type) => {
    const format = type.replace('image/', '') as keyof sharp.FormatEnum;
    const image = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#c43' } }).toFormat(format).toBuffer();
    expect(await media.storeImage(image)).toMatchObject({ width: 40, height: 30 });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(20 * 10 * 4, 255), Buffer.alloc(20 * 10 * 4, 0)]);
    const gif = await sharp(frames, { raw: { width: 20, height: 20, channels: 4, pageHeight: 10 } as sharp.CreateRaw }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    expect(await media.storeImage(gif)).toMatchObject({ width: 20, height: 10 });
  });

  const notImages: Array<[string, () => Promise<Buffer> | Buffer, Said]> = [
    ['a text file (named .jpg or not: only the bytes count)', () => Buffer.from('Dear diary, this is not a photo.\n'), MEDIA_MESSAGES.notAnImage],
    ['an empty file', () => Buffer.alloc(0), MEDIA_MESSAGES.notAnImage],
    ['an SVG (a document, not pixels)', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), MEDIA_MESSAGES.notAnImage],
    ['a TIFF', () => imageOf('tiff'), MEDIA_MESSAGES.notAnImage],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'), MEDIA_MESSAGES.notAnImage],
    ['a JPEG cut in half', async () => (await jpeg(256, 256)).subarray(0, 400), MEDIA_MESSAGES.unreadable],
    ['a PNG signature followed by garbage', () => Buffer.concat([hugePng(2, 2).subarray(0, 8), Buffer.alloc(64, 7)]), MEDIA_MESSAGES.unreadable],
    ['a 20000 × 20000 PNG (pixel flood)', () => hugePng(20_000, 20_000), MEDIA_MESSAGES.tooManyPixels],
  ];

  it.each(notImages)('refuses %s with a 400, and writes nothing', async (_label, make, message) => {
    const error = await refusal(media.storeImage(await make()));
    expect(error).toMatchObject({ status: 400, messages: [message] });
    expect(storedFiles()).toEqual([]);
  });

  it('accepts an image of exactly the pixel limit shape but refuses one pixel row more', async () => {
    const width = 10_000;
    const height = MEDIA_LIMITS.maxInputPixels / width;
    expect(await refusal(media.storeImage(hugePng(width, height + 1)))).toMatchObject({ messages: [MEDIA_MESSAGES.tooManyPixels] });
    expect(await media.storeImage(hugePng(width, height))).toMatchObject({ width: MEDIA_LIMITS.displayMaxSide });
  });
});

describe('MediaService.storeImages', () => {
  it('stores every image in order', async () => {
    const stored = await media.storeImages([await jpeg(10, 10), await jpeg(20, 10), await jpeg(30, 10)]);
    expect(stored.map((image) => image.width)).toEqual([10, 20, 30]);
    expect(storedFiles()).toHaveLength(6);
  });

  it('removes the images already written when a later one is refused', async () => {
    const error = await refusal(media.storeImages([await jpeg(), await jpeg(), Buffer.from('not an image')]));
    expect(error.messages).toEqual([MEDIA_MESSAGES.notAnImage]);
    expect(storedFiles()).toEqual([]);
  });

  it('removes both variants when the storage fails half-way, and reports the storage error', async () => {
    const put = jest.spyOn(storage, 'put');
    put.mockImplementationOnce(LocalMediaStorage.prototype.put).mockRejectedValueOnce(new Error('disk full'));
    await expect(media.storeImages([await jpeg()])).rejects.toThrow('disk full');
    expect(storedFiles()).toEqual([]);
  });
});

describe('MediaService limits on the work of one upload and of all of them', () => {
  it('refuses images too large together before decoding any', async () => {
    const images = Array.from({ length: 5 }, () => hugePng(7000, 6000));
    const decode = jest.spyOn(sharp.prototype, 'toBuffer');
    try {
      const error = await refusal(media.storeImages(images));
      expect(error.messages).toEqual([MEDIA_MESSAGES.tooManyPixelsTogether]);
      expect(decode).not.toHaveBeenCalled();
    } finally {
      decode.mockRestore();
    }
    expect(storedFiles()).toEqual([]);
  });

  it('works on one image per core but one at once (at least one), however many uploads arrive together', async () => {
    let running = 0;
    let most = 0;
    const original = sharp.prototype.toBuffer;
    const decode = jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: sharp.Sharp, ...args: unknown[]) {
      running += 1;
      most = Math.max(most, running);
      return (original.apply(this, args as never) as Promise<unknown>).finally(() => (running -= 1));
    } as never);
    try {
      const image = await jpeg(1200, 900);
      await Promise.all(Array.from({ length: 4 * availableParallelism() }, () => media.storeImage(image)));
    } finally {
      decode.mockRestore();
    }
    // Three encodings at once per image (the display variant, the thumbnail and the BlurHash's small copy), after its one decoding.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(3 * Math.max(1, availableParallelism() - 1));
  });
});

describe('MediaService.withStoredImages', () => {
  it('leaves no file behind when the creation that uses the images fails', async () => {
    let keys: string[] = [];
    const creation = media.withStoredImages([await jpeg(), await jpeg()], async (stored) => {
      keys = stored.map((image) => image.key);
      expect(storedFiles()).toHaveLength(4);
      throw new Error('insert failed');
    });
    await expect(creation).rejects.toThrow('insert failed');
    expect(keys).toHaveLength(2);
    expect(storedFiles()).toEqual([]);
  });

  it('keeps the files and returns what the creation returns when it succeeds', async () => {
    const result = await media.withStoredImages([await jpeg()], async (stored) => stored.map((image) => media.urlOf(image.key)));
    expect(result).toEqual([expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/)]);
    expect(storedFiles()).toHaveLength(2);
  });

  it('never calls the creation when an image is refused', async () => {
    const use = jest.fn();
    await refusal(media.withStoredImages([Buffer.from('text')], use));
    expect(use).not.toHaveBeenCalled();
  });
});

describe('MediaService.removeImages', () => {
  it('deletes both variants and ignores keys that are already gone', async () => {
    const [kept, removed] = await media.storeImages([await jpeg(), await jpeg()]);
    await media.removeImages([removed.key, '00000000-0000-4000-8000-000000000000']);
    expect(storedFiles()).toEqual([`${kept.key}-thumb.webp`, `${kept.key}.webp`]);
    await media.removeImages([]);
  });
});

describe('LocalMediaStorage', () => {
  const name = '0123abcd-0000-4000-8000-000000000000.webp';

  it('spreads files over sub-folders and leaves no temporary file', async () => {
    await storage.put(name, Buffer.from('x'));
    expect(readdirSync(root)).toEqual(['01']);
    expect(readdirSync(join(root, '01'))).toEqual([name]);
    expect(await storage.exists(name)).toBe(true);
    await storage.delete([name]);
    expect(await storage.exists(name)).toBe(false);
  });

  it.each(['../jwt-secret', '..', 'a/b.webp', '0123abcd-0000-4000-8000-000000000000.webp/..', '', '.0123.tmp', '0123ABCD-0000-4000-8000-000000000000.webp'])(
    'knows no file for the name %j',
    async (bad) => {
      expect(storage.pathOf(bad)).toBeNull();
      expect(await storage.exists(bad)).toBe(false);
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('not a media object name');
    },
  );
});
