// Writes public/default.png: a neutral grey head-and-shoulders silhouette on a round disc.
// Run once with `node build/make-default-avatar.mjs`; the PNG is committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 160;
const SAMPLES = 4;
const DISC = [0xd4, 0xd7, 0xdd];
const FIGURE = [0xf4, 0xf5, 0xf7];

function shade(x, y) {
  const c = SIZE / 2;
  const inDisc = (x - c) ** 2 + (y - c) ** 2 <= c ** 2;
  if (!inDisc) return null;
  const head = (x - c) ** 2 + (y - SIZE * 0.4) ** 2 <= (SIZE * 0.18) ** 2;
  const body = ((x - c) / (SIZE * 0.32)) ** 2 + ((y - SIZE * 0.92) / (SIZE * 0.3)) ** 2 <= 1;
  return head || body ? FIGURE : DISC;
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    let r = 0, g = 0, b = 0, a = 0;
    for (let sy = 0; sy < SAMPLES; sy++) {
      for (let sx = 0; sx < SAMPLES; sx++) {
        const colour = shade(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
        if (!colour) continue;
        r += colour[0]; g += colour[1]; b += colour[2]; a += 1;
      }
    }
    const o = y * (SIZE * 4 + 1) + 1 + x * 4;
    raw[o] = a ? Math.round(r / a) : 0;
    raw[o + 1] = a ? Math.round(g / a) : 0;
    raw[o + 2] = a ? Math.round(b / a) : 0;
    raw[o + 3] = Math.round((255 * a) / SAMPLES ** 2);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/default.png', import.meta.url), png);
console.log(`public/default.png: ${png.length} bytes`);
