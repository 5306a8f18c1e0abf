import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, TestApp } from './support/test-app';

/** The built client as the server serves it: pages, and the Content-Security-Policy around them. */

const THEME_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('theme_preference') || 'light';";
const APP_JS = Buffer.from(`export const greeting = ${JSON.stringify('hello '.repeat(5000))};\n`);
let t: TestApp;
let dist: string;

/** A GET as a browser sends it, with the bytes exactly as they came (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${t.baseUrl}${path}`, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gatherly-client-'));
  mkdirSync(join(dist, 'assets'));
  // A built asset with the brotli and gzip copies the build writes beside it.
  writeFileSync(join(dist, 'assets', 'app-1234.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><script type="module" src="/assets/app.js"></script></body></html>`);
  t = await startTestApp({ CLIENT_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

it('lets the inline theme script run by its hash, and no other inline script', async () => {
  const page = await t.client().get('/home');
  expect(page.status).toBe(200);
  const policy = page.headers.get('content-security-policy') ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
  const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
  expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
});

describe('compressed delivery', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('serves a built asset compressed at build time for Accept-Encoding %s, cached for good', async (accepted, encoding) => {
    const reply = await rawGet('/assets/app-1234.js', { 'accept-encoding': accepted });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.body.length).toBeLessThan(APP_JS.length / 20);
    expect(reply.body.length).toBe(encoding === 'br' ? brotliCompressSync(APP_JS).length : gzipSync(APP_JS).length);
  });

  it('serves the asset as it is to a client that takes no encoding', async () => {
    const reply = await rawGet('/assets/app-1234.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(APP_JS)).toBe(true);
  });

  it('pages revalidate', async () => {
    const reply = await rawGet('/home', { 'accept-encoding': 'gzip' });
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers over a few KB, and leaves small ones as they are', async () => {
    const large = await rawGet('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(large.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(large.body).toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);
    expect(large.body.length).toBeLessThan(JSON.stringify(document).length / 3);
    const small = await rawGet('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ success: true, data: { status: 'up' } });
  });
});
