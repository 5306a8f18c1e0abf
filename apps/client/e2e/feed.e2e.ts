import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FEED_LIMITS, FEED_MESSAGES } from '@gatherly/schema';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { signedIn as signInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { launch } from './support/browser';
import { accessTokenOf, apiCall, createVerifiedUser, TestUser } from './support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const signedIn = (user: TestUser) => signInAs(browser, user);

const feedItems = (page: Page) => page.getByRole('list', { name: 'Feed' }).getByRole('article');

/** Reloads /home until `text` shows in the feed: a followed user's item arrives through background fan-out. */
async function untilInFeed(page: Page, text: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await feedItems(page).filter({ hasText: text }).count()) > 0) return;
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.waitForTimeout(300);
  }
  throw new Error(`"${text}" never reached the feed`);
}

describe('the home feed in the browser', () => {
  it('shows the empty state to someone new, with the way to find people', async () => {
    const newcomer = await createVerifiedUser('new');
    const { context, page } = await signedIn(newcomer);
    await page.getByRole('heading', { name: FEED_MESSAGES.emptyTitle }).waitFor();
    await page.getByText(FEED_MESSAGES.emptyText).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: FEED_MESSAGES.findPeople }).click();
    await page.waitForURL('**/search');
    await context.close();
  });

  it("shows a followed user's new post, pages in older items on scroll, and puts one's own new remark on top", async () => {
    const [reader, writer] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer')]);
    const [readerToken, writerToken] = await Promise.all([accessTokenOf(reader), accessTokenOf(writer)]);
    await apiCall(readerToken, 'POST', `/api/profile/follow/${writer.username}`);
    for (let n = 0; n < FEED_LIMITS.pageSize + 4; n += 1) await apiCall(writerToken, 'POST', '/api/remarks', { remark_content: `Older remark ${n}` });
    const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#00798c' } }).png().toBuffer();
    const form = new FormData();
    form.append('post_content', 'Sunset at the lake');
    form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lake.png');
    await apiCall(writerToken, 'POST', '/api/posts', form);

    const { context, page } = await signedIn(reader);
    await untilInFeed(page, 'Sunset at the lake');
    const first = feedItems(page).first();
    await expect(first.innerText()).resolves.toContain(writer.username);
    await expect(first.innerText()).resolves.toContain('Sunset at the lake');
    await expectAccessible(page);

    await expect(feedItems(page).count()).resolves.toBe(FEED_LIMITS.pageSize);
    await feedItems(page).last().scrollIntoViewIfNeeded();
    await feedItems(page).nth(FEED_LIMITS.pageSize + 4).waitFor();
    await expect(feedItems(page).count()).resolves.toBe(FEED_LIMITS.pageSize + 5);

    await page.getByRole('button', { name: 'Sunset at the lake' }).click();
    await page.getByRole('dialog', { name: 'Post', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Remark', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create Remark' });
    page.once('dialog', (dialog) => void dialog.accept());
    await create.getByRole('textbox').fill('Mine, just now');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Remark', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await feedItems(page).first().filter({ hasText: 'Mine, just now' }).waitFor();
    await context.close();
  });
});
