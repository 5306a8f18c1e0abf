import { FEED_LIMITS, FEED_MESSAGES } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { text } from './support/texts';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

const feedItems = (page: Page) => page.getByRole('list', { name: 'Feed' }).getByRole('article');

/** Reloads /home until `text` shows in the feed: a followed user's item arrives through background fan-out. */
async function untilInFeed(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expect(feedItems(page).filter({ hasText: text }).first()).toBeVisible({ timeout: 1_000 });
  }, `"${text}" reaches the feed`).toPass({ timeout: 20_000 });
}

test.describe('the home feed in the browser', () => {
  test('shows the empty state to someone new, with the way to find people', async ({ signedIn }) => {
    const newcomer = await createVerifiedUser('new');
    const { page } = await signedIn(newcomer);
    await expect(page.getByRole('heading', { name: text(FEED_MESSAGES.emptyTitle) })).toBeVisible();
    await expect(page.getByText(text(FEED_MESSAGES.emptyText))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: text(FEED_MESSAGES.findPeople) }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("shows a followed user's new post, pages in older items on scroll, and puts one's own new remark on top", async ({ signedIn }) => {
    const [reader, writer] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer')]);
    const [readerToken, writerToken] = await Promise.all([accessTokenOf(reader), accessTokenOf(writer)]);
    await apiCall(readerToken, 'POST', `/api/profile/follow/${writer.username}`);
    for (let n = 0; n < FEED_LIMITS.pageSize + 4; n += 1) await apiCall(writerToken, 'POST', '/api/remarks', { remark_content: `Older remark ${n}` });
    const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#00798c' } }).png().toBuffer();
    const form = new FormData();
    form.append('post_content', 'Sunset at the lake');
    form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lake.png');
    await apiCall(writerToken, 'POST', '/api/posts', form);

    const { page } = await signedIn(reader);
    await untilInFeed(page, 'Sunset at the lake');
    const first = feedItems(page).first();
    await expect(first).toContainText(writer.username);
    await expect(first).toContainText('Sunset at the lake');
    await expectAccessible(page);

    await expect(feedItems(page)).toHaveCount(FEED_LIMITS.pageSize);
    await feedItems(page).last().scrollIntoViewIfNeeded();
    await expect(feedItems(page)).toHaveCount(FEED_LIMITS.pageSize + 5);

    await page.getByRole('button', { name: 'Sunset at the lake' }).click();
    await expect(page.getByRole('dialog', { name: 'Post', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Remark', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create Remark' });
    page.once('dialog', (dialog) => void dialog.accept());
    await create.getByRole('textbox').fill('Mine, just now');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('dialog', { name: 'Remark', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feedItems(page).first()).toContainText('Mine, just now');
  });
});
