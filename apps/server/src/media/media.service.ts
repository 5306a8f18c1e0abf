import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@gatherly/schema';
import { Semaphore } from 'async-mutex';
import { encode as encodeBlurhash } from 'blurhash';
import sharp, { Metadata } from 'sharp';
import { DomainError } from '../common/errors/domain-error';
import { MEDIA_STORAGE, MediaStorage } from './storage/media-storage';

/**
 * An image as stored: `key` names both variants; width and height are those of the display variant,
 * `blurhash` a small blurred likeness of it that clients draw while it loads.
 */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  blurhash: string;
}

const WEBP = 'image/webp';
const DISPLAY_QUALITY = 82;
const THUMBNAIL_QUALITY = 75;
/** The longest side of the pixels a BlurHash is computed from: its few components need no more. */
const BLURHASH_SIDE = 32;

/** Recognised by the decoder from the bytes, never from the file name or the type the client claims. */
const ACCEPTED_TYPES = new Set<string>(MEDIA_LIMITS.acceptedTypes);

const DECODE_OPTIONS: sharp.SharpOptions = {
  limitInputPixels: MEDIA_LIMITS.maxInputPixels,
  // Truncated or corrupt pixel data is refused rather than stored half grey.
  failOn: 'error',
  // First frame of an animation.
  animated: false,
};

/**
 * Turns uploaded bytes into stored images: decodes them whatever their name says, refuses what is
 * not an accepted image or too large to decode, applies the EXIF orientation and writes two WebP
 * variants without any metadata (no EXIF, no GPS, no XMP).
 */
@Injectable()
export class MediaService {
  private readonly log = new Logger('Media');
  /**
   * Images decoded at once in this process, whoever uploads them: one per core but one, which is
   * left to answer everyone else (at least one). The others wait their turn, so memory stays that of
   * a few images.
   */
  private readonly decoding = new Semaphore(Math.max(1, availableParallelism() - 1));

  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {
    // Every upload is a new image: libvips' operation cache would only hold on to memory.
    sharp.cache(false);
  }

  async storeImage(data: Buffer): Promise<StoredImage> {
    await this.checkImage(data);
    return this.store(data);
  }

  /** Decodes (in turn), writes both variants, and answers the key; the header was checked already. */
  private async store(data: Buffer): Promise<StoredImage> {
    const [display, thumbnail, blurhash] = await this.decoding.runExclusive(() => this.variants(data));
    const key = randomUUID();
    const names = variantsOf(key);
    try {
      await this.storage.put(names[0], display.data, WEBP);
      await this.storage.put(names[1], thumbnail, WEBP);
    } catch (error) {
      await this.removeQuietly([key]);
      throw error;
    }
    return { key, width: display.info.width, height: display.info.height, blurhash };
  }

  /**
   * The display and thumbnail variants, as WebP, and the display's BlurHash. The source is decoded
   * once, straight to display size (JPEGs shrink while decoding), and all three are cut from those
   * pixels; the thumbnail is the centre square, so that even a 100000 × 1 strip costs no more than its source.
   */
  private async variants(data: Buffer): Promise<[{ data: Buffer; info: sharp.OutputInfo }, Buffer, string]> {
    const pixels = await decoded(
      sharp(data, DECODE_OPTIONS)
        .autoOrient()
        .resize({ width: MEDIA_LIMITS.displayMaxSide, height: MEDIA_LIMITS.displayMaxSide, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    const { width, height, channels } = pixels.info;
    const display = () => sharp(pixels.data, { raw: { width, height, channels } });
    const side = Math.min(width, height);
    const centre = { left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side };
    return Promise.all([
      decoded(display().webp({ quality: DISPLAY_QUALITY }).toBuffer({ resolveWithObject: true })),
      decoded(
        display()
          .extract(centre)
          .resize({ width: MEDIA_LIMITS.thumbnailSide, height: MEDIA_LIMITS.thumbnailSide })
          .webp({ quality: THUMBNAIL_QUALITY })
          .toBuffer(),
      ),
      decoded(blurhashOf(display())),
    ]);
  }

  /**
   * Stores every image, or none: when one fails, those already written are removed before the error
   * goes on. All the headers are read first: images too large together are refused before any is decoded.
   */
  async storeImages(images: Buffer[]): Promise<StoredImage[]> {
    const checked: Metadata[] = [];
    for (const image of images) checked.push(await this.checkImage(image));
    const pixels = checked.reduce((sum, { width = 0, height = 0 }) => sum + width * height, 0);
    if (pixels > MEDIA_LIMITS.maxRequestPixels) throw DomainError.invalid([MEDIA_MESSAGES.tooManyPixelsTogether]);
    const stored: StoredImage[] = [];
    try {
      // One at a time: each decode already uses every core, and memory stays at one image.
      for (const image of images) stored.push(await this.store(image));
    } catch (error) {
      await this.removeQuietly(stored.map((image) => image.key));
      throw error;
    }
    return stored;
  }

  /**
   * Stores the images and hands them to `use` (which typically saves the rows of an item); when
   * `use` fails, the files are removed again, so a failed creation leaves nothing behind.
   */
  async withStoredImages<T>(images: Buffer[], use: (stored: StoredImage[]) => Promise<T>): Promise<T> {
    const stored = await this.storeImages(images);
    try {
      return await use(stored);
    } catch (error) {
      await this.removeQuietly(stored.map((image) => image.key));
      throw error;
    }
  }

  /** Deletes both variants of each image; keys already gone are ignored. */
  async removeImages(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.storage.delete(keys.flatMap(variantsOf));
  }

  urlOf(key: string): string {
    return this.storage.urlOf(variantsOf(key)[0]);
  }

  thumbnailUrlOf(key: string): string {
    return this.storage.urlOf(variantsOf(key)[1]);
  }

  /** Reads the header only: the format and the pixel count are known before any pixel is decoded. */
  private async checkImage(data: Buffer): Promise<Metadata> {
    let metadata: Metadata;
    try {
      metadata = await sharp(data, DECODE_OPTIONS).metadata();
    } catch (error) {
      throw rejection(error);
    }
    if (!metadata.mediaType || !ACCEPTED_TYPES.has(metadata.mediaType)) throw DomainError.invalid([MEDIA_MESSAGES.notAnImage]);
    return metadata;
  }

  /** Cleanup after a failure must not hide that failure. */
  private async removeQuietly(keys: string[]): Promise<void> {
    try {
      await this.removeImages(keys);
    } catch (error) {
      this.log.error(`could not remove images ${keys.join(', ')}: ${String(error)}`);
    }
  }
}

/**
 * The BlurHash of an image, from sRGB pixels with alpha at most 32 pixels a side: 4 × 3 components
 * for a landscape image, 3 × 4 for a portrait one, as the hash's authors advise (about 30 characters).
 */
async function blurhashOf(image: sharp.Sharp): Promise<string> {
  const { data, info } = await image
    .resize({ width: BLURHASH_SIDE, height: BLURHASH_SIDE, fit: 'inside' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [x, y] = info.width >= info.height ? [4, 3] : [3, 4];
  return encodeBlurhash(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height, x, y);
}

function variantsOf(key: string): [display: string, thumbnail: string] {
  return [`${key}.webp`, `${key}-thumb.webp`];
}

/** The key an object of the storage is a variant of. */
export function keyOfObject(name: string): string {
  return name.replace(/(-thumb)?\.webp$/, '');
}

async function decoded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw rejection(error);
  }
}

/** Every failure of sharp on uploaded bytes is the upload's fault: a clear 400, never a 500. */
function rejection(error: unknown): DomainError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return DomainError.invalid([MEDIA_MESSAGES.tooManyPixels]);
  if (/unsupported image format|bad seek|empty/i.test(message)) return DomainError.invalid([MEDIA_MESSAGES.notAnImage]);
  return DomainError.invalid([MEDIA_MESSAGES.unreadable]);
}

