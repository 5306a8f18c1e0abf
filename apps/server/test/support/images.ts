import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Image bytes for the media tests, made on the fly. */

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
}

export async function imageOf(format: 'png' | 'webp' | 'gif' | 'avif' | 'tiff', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#c43' } })
    .toFormat(format)
    .toBuffer();
}

/** A camera photo as phones write them: landscape pixels, an Orientation tag that turns them upright, GPS. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 100, height: 50, channels: 3, background: '#48c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'GatherlyCam', Model: 'Model Seven' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it) points to a GPS directory. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry += 1) {
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}

/**
 * A valid black-and-white PNG of width × height pixels: one bit a pixel, all zero, so that even
 * 20000 × 20000 compresses to about 50 KB: the shape of a decompression bomb.
 */
export function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
