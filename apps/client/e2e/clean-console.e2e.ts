import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './support/auth';
import { fromPlaywright, PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';

/**
 * The console stays clean while a person goes through the app's places and creates items from
 * them: no warning, no error, and no request cut off (the page reading what it then throws away).
 */

let user: TestUser;

test.beforeAll(async () => {
  user = await createVerifiedUser('console');
});

/** The console's warnings and errors, and the requests that failed or were cut off, as they come. */
function watch(page: Page) {
  const seen = { console: [] as string[], failed: [] as string[] };
  page.on('console', (message) => {
    if ((message.type() === 'warning' || message.type() === 'error') && !fromPlaywright(message.text())) seen.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.console.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const operation = request.method() === 'POST' ? ` ${(request.postDataJSON() as { operationName?: string } | null)?.operationName ?? ''}` : '';
    seen.failed.push(`${request.method()} ${new URL(request.url()).pathname}${operation}: ${request.failure()?.errorText}`);
  });
  return seen;
}

/** The page's frame is there and its skeletons gave way to content. */
async function shown(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The bell: in the navigation on a desktop, in the top bar on a phone. */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).filter({ visible: true }).first();

async function createRemark(page: Page, text: string): Promise<void> {
  await nav(page).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Remark', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create Remark' });
  await create.getByRole('textbox', { name: 'Remark' }).fill(text);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Remark', exact: true }).getByText(text)).toBeVisible();
  await expect(page).toHaveURL(/\/home\?remark=/);
  await shown(page);
}

/** Shares a post of one photo through the wizard, as createRemark does a remark. */
async function createPost(page: Page, caption: string): Promise<void> {
  await nav(page).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Post', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Create new post' });
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#00798c' } }).png().toBuffer();
  // 'Choose photos' on a phone.
  await wizard.getByLabel(/Select from computer|Choose photos/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Caption').fill(caption);
  await wizard.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Post', exact: true }).getByText(caption)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/home\?post=/);
  await shown(page);
}

for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
  test(`going through the app and creating items leaves the console clean and cuts off no request (${device})`, async ({ newPage }) => {
    const { page } = await newPage({ viewport });
    const seen = watch(page);
    await logIn(page, user);
    for (const place of ['Events', 'Messages', 'Search', 'Profile', 'Settings', 'Home']) {
      await nav(page).getByRole('link', { name: place, exact: true }).click();
      await shown(page);
    }
    await bell(page).click();
    await shown(page);

    // From the pages that show items (each creation then opens the new item on Home).
    for (const [place, text] of [
      ['Home', `Written on Home (${device})`],
      ['Profile', `Written on my profile (${device})`],
      ['Events', `Written on Events (${device})`],
    ] as const) {
      await nav(page).getByRole('link', { name: place, exact: true }).click();
      await shown(page);
      const failedBefore = seen.failed.length;
      await createRemark(page, text);
      await page.waitForLoadState('networkidle');
      expect(seen.failed.slice(failedBefore), `requests cut off after creating on ${place}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Remark', exact: true })).toHaveCount(0);
      // The new item is on top of the feed and of the author's remarks, read again once the page it was created on was gone.
      await expect(page.getByRole('main').getByText(text)).toBeVisible();
    }
    // A post with its photo, shared from the profile.
    await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await shown(page);
    const failedBefore = seen.failed.length;
    await createPost(page, `Shared from my profile (${device})`);
    await page.waitForLoadState('networkidle');
    expect(seen.failed.slice(failedBefore), 'requests cut off after sharing a post on Profile').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Post', exact: true })).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('tab', { name: 'Remarks' }).click();
    for (const place of ['Home', 'my profile', 'Events']) await expect(page.getByRole('main').getByText(`Written on ${place} (${device})`)).toBeVisible();
    expect(seen.console).toEqual([]);
    expect(seen.failed).toEqual([]);
  });
}
