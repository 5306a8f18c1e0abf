import { readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { baseUrl } from './support/browser';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

/**
 * Gatherly installs as an app: its manifest and icons, and a service worker that keeps the app's
 * files so that it opens without a network, says "You are offline", and offers a new version
 * without changing anything under the person until they reload.
 */

// The other files block the service worker (playwright.config.ts); these let it run.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'You are offline';
/** The built client the test server serves (as the server resolves CLIENT_DIST, from the repository). */
const DIST = resolve(join(import.meta.dirname, '..', '..', '..'), process.env.CLIENT_DIST ?? 'apps/client/dist');

/** The width and height a PNG file's header gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker controls the page and has kept the app's files. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b, 0)))
    .toBeGreaterThan(10);
}

/** The copies of what someone saw that the device keeps for offline use, by their storage keys. */
const keptCopies = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('offline_cache:')));

test('the manifest names the app, starts at /home, and its icons are PNGs of the sizes it says; the service worker is checked at every visit', async ({ request }) => {
  const reply = await request.get(`${baseUrl()}/manifest.webmanifest`);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await reply.json();
  expect(manifest).toMatchObject({ name: 'Gatherly', short_name: 'Gatherly', start_url: '/home', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const image = await request.get(`${baseUrl()}${icon.src}`);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }

  const worker = await request.get(`${baseUrl()}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('every page links the manifest; installed, the app opens offline on what the person last saw, saying "You are offline", on /home, /events and /login; logging out removes what was kept', async ({ page, context }) => {
  const user = await createVerifiedUser('offline');
  await apiCall(await accessTokenOf(user), 'POST', '/api/remarks', { remark_content: 'Kept for the way home' });
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await logIn(page, user);
  await expect(page.getByText('Kept for the way home')).toBeVisible();
  await installed(page);
  await expect.poll(() => keptCopies(page)).toEqual([`offline_cache:${user.username}`]);
  // Kept a second after the last change: the feed is in the copy.
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), `offline_cache:${user.username}`)).toContain('Kept for the way home');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText('Kept for the way home')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('status').getByText(OFFLINE)).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('status').getByText(OFFLINE)).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptCopies(page)).toEqual([]);

  // Signed out, the login page opens offline too.
  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('status').getByText(OFFLINE)).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
});

test('a new version waits: "A new version is available" until Reload, which opens the page in it', async ({ page }) => {
  const user = await createVerifiedUser('update');
  await logIn(page, user);
  await installed(page);
  const workerFile = join(DIST, 'sw.js');
  const published = readFileSync(workerFile);
  // Its compressed copies would be served instead of the new one.
  const copies = ['sw.js.br', 'sw.js.gz'].map((name) => join(DIST, name)).filter(existsSync);
  const kept = copies.map((file) => [file, readFileSync(file)] as const);
  try {
    for (const file of copies) rmSync(file);
    writeFileSync(workerFile, `${published}\n// the next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText('A new version is available')).toBeHidden();
    await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
  } finally {
    writeFileSync(workerFile, published);
    for (const [file, bytes] of kept) writeFileSync(file, bytes);
  }
});
