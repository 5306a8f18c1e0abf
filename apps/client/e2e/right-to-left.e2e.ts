import type { Page } from '@playwright/test';
import { expectNoSideScroll, PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';

/**
 * The layout is written in logical directions (inline start and end, not left and right), so that a
 * page written right to left mirrors as a whole: the sidebar stands at the right, text starts at the
 * right, and nothing scrolls sideways. The page is turned right to left here as a right-to-left
 * language turns it (`<html dir="rtl">`).
 */

let user: TestUser;

test.beforeAll(async () => {
  user = await createVerifiedUser('mirror');
});

async function rightToLeft(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
}

test.describe('right to left', () => {
  test('mirrors the shell on a wide screen: the sidebar at the right, the page beside it at the left, text from the right', async ({ signedIn }) => {
    const { page } = await signedIn(user);
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toBeVisible();
    const before = (await sidebar.boundingBox())!;
    expect(before.x).toBeLessThan(1);

    await rightToLeft(page);
    const width = page.viewportSize()!.width;
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.x + before.width)).toBe(width);
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(width - before.width + 1);
    const heading = page.getByRole('main').getByRole('heading').first();
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expectNoSideScroll(page, 'home, right to left');

    await page.getByRole('link', { name: 'Settings' }).click();
    await rightToLeft(page);
    await expectNoSideScroll(page, 'settings, right to left');
  });

  test('keeps a phone’s screen within its width', async ({ signedIn }) => {
    const { page } = await signedIn(user, { viewport: PHONE });
    await rightToLeft(page);
    await expectNoSideScroll(page, 'home on a phone, right to left');
    const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(bar.x).toBeGreaterThanOrEqual(-1);
    expect(bar.x + bar.width).toBeLessThanOrEqual(PHONE.width + 1);
  });
});
