import type { Page } from '@playwright/test';
import { logIn } from './support/auth';
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
    if (message.type() === 'warning' || message.type() === 'error') seen.console.push(`${message.type()}: ${message.text()}`);
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

test('going through the app and creating items leaves the console clean and cuts off no request', async ({ newPage }) => {
  const { page } = await newPage();
  const seen = watch(page);
  await logIn(page, user);
  for (const place of ['Events', 'Messages', 'Search', 'Profile', 'Settings', 'Home']) {
    await nav(page).getByRole('link', { name: place, exact: true }).click();
    await shown(page);
  }
  await nav(page).getByRole('link', { name: /^Notifications/ }).first().click();
  await shown(page);

  // From the pages that show items (each creation then opens the new item on Home).
  for (const [place, text] of [
    ['Home', 'Written on Home'],
    ['Profile', 'Written on my profile'],
    ['Events', 'Written on Events'],
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
  await nav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('tab', { name: 'Remarks' }).click();
  for (const text of ['Written on Home', 'Written on my profile', 'Written on Events']) await expect(page.getByRole('main').getByText(text)).toBeVisible();
  expect(seen.console).toEqual([]);
  expect(seen.failed).toEqual([]);
});
