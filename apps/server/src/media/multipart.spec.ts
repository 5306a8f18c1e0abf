import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { CONTENT_MESSAGES, MEDIA_LIMITS, MEDIA_MESSAGES, tooManyImagesMessage, wrongFileFieldMessage } from '@gatherly/schema';
import Fastify, { FastifyInstance } from 'fastify';
import { hugePng, jpeg } from '../../test/support/images';
import { DomainError } from '../common/errors/domain-error';
import { english } from '../i18n/texts';
import { MediaService } from './media.service';
import { MULTIPART_OPTIONS, readImageUpload } from './multipart';
import { LocalMediaStorage } from './storage/local-media-storage';

/**
 * The reader on a bare Fastify server with the app's multipart options, over real HTTP so that the
 * size limits are seen while the body streams in, as a browser sends it.
 */
let server: FastifyInstance;
let baseUrl: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gatherly-multipart-'));
  const media = new MediaService(new LocalMediaStorage(root));
  server = Fastify();
  await server.register(fastifyMultipart, MULTIPART_OPTIONS);
  server.setErrorHandler((error, _request, reply) => {
    if (error instanceof DomainError) return reply.status(error.status).send({ code: error.code, messages: error.messages });
    return reply.status(500).send({ unexpected: String(error) });
  });
  server.post<{ Querystring: { require?: string } }>('/read', async (request) => {
    const { fields, images } = await readImageUpload(request, { field: 'media', requireFiles: request.query.require === '1' });
    return { fields, sizes: images.map((image) => image.length) };
  });
  server.post('/fields-only', async (request) => (await readImageUpload(request, { field: 'media', maxFiles: 0 })).fields);
  server.post('/store', async (request) => {
    const { images } = await readImageUpload(request, { field: 'media' });
    return media.storeImages(images);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: any;
}

async function send(path: string, form: FormData): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

/** A body written by hand, for what FormData cannot express. */
function sendRaw(path: string, body: Buffer | string, contentType: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function file(data: Buffer, type = 'image/jpeg'): Blob {
  return new Blob([new Uint8Array(data)], { type });
}

function storedFiles(): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('readImageUpload', () => {
  it('collects text fields and the bytes of every file of the file field, in order', async () => {
    const form = new FormData();
    form.append('caption', 'Sunset at the lake');
    form.append('media', file(Buffer.alloc(300, 1)), 'one.jpg');
    form.append('media', file(Buffer.alloc(200, 2)), 'two.png');
    form.append('category', 'Outdoors');
    form.append('media', file(Buffer.alloc(100, 3)), 'three.jpg');
    expect(await send('/read', form)).toEqual({ status: 200, body: { fields: { caption: 'Sunset at the lake', category: 'Outdoors' }, sizes: [300, 200, 100] } });
  });

  it('refuses a file sent under another field name, alone or beside the file field', async () => {
    const alone = new FormData();
    alone.append('junk', file(Buffer.alloc(100, 1)), 'img.png');
    const beside = new FormData();
    beside.append('media', file(Buffer.alloc(100, 1)), 'one.jpg');
    beside.append('event_image', file(Buffer.alloc(100, 2)), 'two.png');
    for (const form of [alone, beside]) {
      expect(await send('/read', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [wrongFileFieldMessage('media')] } });
    }
  });

  it('keeps the last value of a field given twice', async () => {
    const form = new FormData();
    form.append('caption', 'first');
    form.append('caption', 'second');
    expect((await send('/read', form)).body.fields).toEqual({ caption: 'second' });
  });

  it('skips the empty part a browser sends for a file input left empty', async () => {
    const body = [
      '--b',
      'Content-Disposition: form-data; name="media"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--b',
      'Content-Disposition: form-data; name="caption"',
      '',
      'hello',
      '--b--',
      '',
    ].join('\r\n');
    expect(await sendRaw('/read', body, 'multipart/form-data; boundary=b')).toEqual({ status: 200, body: { fields: { caption: 'hello' }, sizes: [] } });
  });

  it('accepts the maximum number of images', async () => {
    const form = new FormData();
    for (let index = 0; index < MEDIA_LIMITS.maxFilesPerItem; index += 1) form.append('media', file(Buffer.alloc(10)), `${index}.jpg`);
    expect((await send('/read', form)).body.sizes).toHaveLength(MEDIA_LIMITS.maxFilesPerItem);
  });

  it('refuses an 11th image aloud instead of dropping it', async () => {
    const form = new FormData();
    for (let index = 0; index < MEDIA_LIMITS.maxFilesPerItem + 1; index += 1) form.append('media', file(await jpeg()), `${index}.jpg`);
    expect(await send('/store', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.tooManyFiles] } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an 11th image even when it is large and left unread', async () => {
    const form = new FormData();
    for (let index = 0; index < MEDIA_LIMITS.maxFilesPerItem; index += 1) form.append('media', file(Buffer.alloc(10)), `${index}.jpg`);
    form.append('media', file(Buffer.alloc(9 * 1024 * 1024, 1)), 'eleventh.jpg');
    form.append('media', file(Buffer.alloc(9 * 1024 * 1024, 2)), 'twelfth.jpg');
    expect(await send('/read', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.tooManyFiles] } });
  });

  it('refuses any image on a form that takes none, saying so', async () => {
    const form = new FormData();
    form.append('caption', 'text only');
    expect(await send('/fields-only', form)).toEqual({ status: 200, body: { caption: 'text only' } });
    const emptyInput = '--b\r\nContent-Disposition: form-data; name="media"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n';
    expect(await sendRaw('/fields-only', emptyInput, 'multipart/form-data; boundary=b')).toEqual({ status: 200, body: {} });
    form.append('media', file(Buffer.alloc(10)), 'a.jpg');
    expect(await send('/fields-only', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [tooManyImagesMessage(0)] } });
    expect(english(tooManyImagesMessage(0))).toBe('Images cannot be attached here.');
  });

  it('refuses many more images the same way', async () => {
    const form = new FormData();
    for (let index = 0; index < 30; index += 1) form.append('media', file(Buffer.alloc(1000)), `${index}.jpg`);
    expect(await send('/read', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.tooManyFiles] } });
  });

  it('refuses a 12 MB file with 413 while it streams in, and the client still gets the answer', async () => {
    const form = new FormData();
    form.append('media', file(Buffer.alloc(12 * 1024 * 1024, 9)), 'big.jpg');
    form.append('media', file(Buffer.alloc(5 * 1024 * 1024, 9)), 'after.jpg');
    form.append('caption', 'after the big one');
    expect(await send('/read', form)).toEqual({ status: 413, body: { code: 'media/too_large', messages: [MEDIA_MESSAGES.fileTooLarge] } });
  });

  it('accepts a file of exactly the size limit', async () => {
    const form = new FormData();
    form.append('media', file(Buffer.alloc(MEDIA_LIMITS.maxFileBytes, 1)), 'limit.jpg');
    expect((await send('/read', form)).body.sizes).toEqual([MEDIA_LIMITS.maxFileBytes]);
  });

  it('refuses a text file named .jpg once it is decoded, and stores nothing of the upload', async () => {
    const form = new FormData();
    form.append('media', file(await jpeg()), 'real.jpg');
    form.append('media', file(Buffer.from('I am text pretending to be a photo.')), 'holiday.jpg');
    expect(await send('/store', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.notAnImage] } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a 20000 × 20000 PNG', async () => {
    const form = new FormData();
    form.append('media', file(hugePng(20_000, 20_000), 'image/png'), 'flood.png');
    expect(await send('/store', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.tooManyPixels] } });
    expect(storedFiles()).toEqual([]);
  });

  it('stores real images sent as files', async () => {
    const form = new FormData();
    form.append('media', file(await jpeg(80, 60)), 'a.jpg');
    const answer = await send('/store', form);
    expect(answer).toEqual({ status: 200, body: [{ key: expect.any(String), width: 80, height: 60, blurhash: expect.any(String) }] });
    expect(storedFiles()).toHaveLength(2);
  });

  it('requires an image when asked to', async () => {
    const form = new FormData();
    form.append('caption', 'no picture');
    expect(await send('/read?require=1', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.imageRequired] } });
  });

  it('refuses a field longer than the limit', async () => {
    const form = new FormData();
    form.append('caption', 'x'.repeat(MEDIA_LIMITS.maxFieldBytes + 1));
    expect(await send('/read', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.fieldTooLong] } });
  });

  it('refuses a NUL in any field, even one no route reads', async () => {
    const form = new FormData();
    form.append('caption', 'fine');
    form.append('note', 'a\u0000b');
    expect(await send('/read', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [CONTENT_MESSAGES.nulCharacter] } });
    expect(english(CONTENT_MESSAGES.nulCharacter)).toBe('Text cannot contain NUL characters.');
  });

  it('refuses too many fields', async () => {
    const form = new FormData();
    for (let index = 0; index <= MEDIA_LIMITS.maxFields; index += 1) form.append(`field${index}`, 'x');
    expect(await send('/read', form)).toEqual({ status: 400, body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.tooManyFields] } });
  });

  it('refuses a request that is not multipart with 415', async () => {
    expect(await sendRaw('/read', '{"caption":"hi"}', 'application/json')).toEqual({
      status: 415,
      body: { code: 'request/unsupported_media_type', messages: [MEDIA_MESSAGES.notMultipart] },
    });
  });

  const broken: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--b--\r\n'],
    ['a part cut short', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\n\r\nabc'],
    ['a prototype field name', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n'],
    ['a JSON field that is not JSON', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--b--\r\n'],
  ];

  it.each(broken)('answers %s with a 4xx, never a 500', async (_label, contentType, body) => {
    const answer = await sendRaw('/read', body, contentType);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('reads a body without a single part as an empty form, which the route then judges', async () => {
    expect(await sendRaw('/read?require=1', '\u0000\u0001 not multipart at all', 'multipart/form-data; boundary=b')).toEqual({
      status: 400,
      body: { code: 'request/invalid', messages: [MEDIA_MESSAGES.imageRequired] },
    });
  });
});
