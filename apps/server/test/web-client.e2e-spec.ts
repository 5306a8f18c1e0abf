import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TestApp } from './support/test-app';

/** The built client as the server serves it: pages, and the Content-Security-Policy around them. */

const THEME_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('theme_preference') || 'light';";
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gatherly-client-'));
  mkdirSync(join(dist, 'assets'));
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
