import { decode, isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { makeEvent, makePost, makeUser, User } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** Every stored image carries a BlurHash of itself, which clients draw as its placeholder while it loads. */

let t: TestApp;
let user: User;

beforeAll(async () => {
  t = await startTestApp();
  user = await makeUser(t);
});

afterAll(async () => {
  await t?.close();
});

type Rgb = [number, number, number];

/** A photo of one colour with a little noise, so that its hash is not that of a flat fill. */
async function photo(width: number, height: number, [r, g, b]: Rgb): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const noise = ((at * 7919) % 21) - 10;
    pixels[at] = r + noise;
    pixels[at + 1] = g + noise;
    pixels[at + 2] = b + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** The average colour of a hash drawn at 32 × 32, as a client would draw it. */
function averageOf(hash: string): Rgb {
  const pixels = decode(hash, 32, 32);
  const sum = [0, 0, 0];
  for (let at = 0; at < pixels.length; at += 4) for (let channel = 0; channel < 3; channel += 1) sum[channel] += pixels[at + channel];
  return sum.map((total) => total / (pixels.length / 4)) as Rgb;
}

function expectNear(actual: Rgb, expected: Rgb) {
  actual.forEach((value, channel) => expect(Math.abs(value - expected[channel])).toBeLessThan(12));
}

const RED: Rgb = [200, 60, 40];
const BLUE: Rgb = [40, 90, 200];

describe.each(['post', 'event'] as const)('%s images', (kind) => {
  const create = (images: Buffer[]) => (kind === 'post' ? makePost(t, user, { images }) : makeEvent(t, user, {}, images));

  it('carry a BlurHash of each image on REST and GraphQL, decoding to its colour', async () => {
    const item = await create([await photo(120, 80, RED), await photo(60, 90, BLUE)]);
    const media = item.media;
    expect(media).toHaveLength(2);
    for (const image of media) {
      expect(typeof image.blurhash).toBe('string');
      expect(image.blurhash.length).toBeLessThanOrEqual(64);
      expect(isBlurhashValid(image.blurhash)).toEqual({ result: true });
    }
    expectNear(averageOf(media[0].blurhash), RED);
    expectNear(averageOf(media[1].blurhash), BLUE);
    // 4 × 3 components for a landscape image, 3 × 4 for a portrait one: the first character says so.
    expect(media[0].blurhash[0]).toBe('L');
    expect(media[1].blurhash[0]).toBe('T');

    const id = item[`${kind}_id`];
    const rest = await t.client().get(`/api/${kind}s/by-id/${id}`, { token: user.access });
    expect(rest.body.data[kind].media.map((image: any) => image.blurhash)).toEqual(media.map((image: any) => image.blurhash));
    const gql = await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { media { media_id blurhash } } }`, { id }, { token: user.access });
    expect(gql.body.data[kind].media).toEqual(media.map(({ media_id, blurhash }: any) => ({ media_id, blurhash })));
  });

  it('answer null for an image stored before hashes were computed', async () => {
    const item = await create([await photo(40, 30, RED)]);
    const id = item[`${kind}_id`];
    await t.db.query('UPDATE content_media SET blurhash = NULL WHERE item_id = $1', [id]);
    const rest = await t.client().get(`/api/${kind}s/by-id/${id}`, { token: user.access });
    expect(rest.body.data[kind].media[0]).toMatchObject({ blurhash: null, width: 40, height: 30 });
    const gql = await t.client().gql(`query($id: ID!) { ${kind}(id: $id) { media { blurhash } } }`, { id }, { token: user.access });
    expect(gql.body.data[kind].media).toEqual([{ blurhash: null }]);
  });
});

describe('a repeating event', () => {
  it('gives every date the first one’s images with their hashes', async () => {
    const date = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 7 * 86_400_000 + 18 * 3_600_000);
    const day = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][date.getUTCDay()];
    const first = await makeEvent(t, user, { event_date: date.toISOString(), event_rrule: `FREQ=WEEKLY;BYDAY=${day};COUNT=3` }, [await photo(80, 60, BLUE)]);
    const hash = first.media[0].blurhash;
    expectNear(averageOf(hash), BLUE);
    const rows: Array<{ blurhash: string }> = await t.db.query(
      'SELECT m.blurhash FROM content_media m JOIN events e ON e.item_id = m.item_id WHERE e.series_id = $1',
      [first.series_id],
    );
    expect(rows.map((row) => row.blurhash)).toEqual([hash, hash, hash]);
  });
});

describe('images of every shape', () => {
  it('hash a greyscale image, one with transparency and a long strip', async () => {
    const grey = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#808080' } }).greyscale().png().toBuffer();
    const clear = await sharp({ create: { width: 50, height: 40, channels: 4, background: { r: 0, g: 160, b: 80, alpha: 0.5 } } }).png().toBuffer();
    const strip = await sharp({ create: { width: 2000, height: 2, channels: 3, background: '#3a7' } }).png().toBuffer();
    const post = await makePost(t, user, { images: [grey, clear, strip] });
    for (const image of post.media) expect(isBlurhashValid(image.blurhash)).toEqual({ result: true });
    expectNear(averageOf(post.media[0].blurhash), [128, 128, 128]);
  });
});
