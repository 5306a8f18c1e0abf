import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { launch, newPage, PHONE } from './support/browser';
import { logIn, signedIn } from './support/auth';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

let browser: Browser;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  browser = await launch();
  [author, reader] = await Promise.all([createVerifiedUser('noticed'), createVerifiedUser('fan')]);
});

afterAll(async () => {
  await browser?.close();
});

async function postOf(user: TestUser, caption: string): Promise<string> {
  const form = new FormData();
  form.append('post_content', caption);
  const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#00798c' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return ((await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } }).data.post.post_id;
}

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });

describe('notifications in the browser', () => {
  it('raises the bell live when someone likes a post, and the list clears it and opens the post', async () => {
    const postId = await postOf(author, 'Boats at dawn');
    const mine = await signedIn(browser, author);
    await expect(bell(mine.page).getAttribute('aria-label')).resolves.toBe('Notifications');

    // Someone else, in a browser of their own, likes it.
    const theirs = await signedIn(browser, reader);
    await theirs.page.goto(`/home?post=${postId}`);
    await theirs.page.getByRole('dialog', { name: 'Post', exact: true }).getByRole('button', { name: 'Like' }).click();
    await theirs.page.getByText('1 like', { exact: true }).waitFor();
    await theirs.context.close();

    await mine.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    await bell(mine.page).click();
    await mine.page.waitForURL('**/notifications');
    const list = mine.page.getByRole('list', { name: 'Notifications' });
    const entry = list.getByRole('button', { name: new RegExp(`${reader.username} liked your post`) });
    await entry.waitFor();
    await expect(entry.innerText()).resolves.toContain('Boats at dawn');
    // Opening the list read it: the bell is back to no count.
    await mine.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await expectAccessible(mine.page);

    await entry.click();
    await mine.page.getByRole('dialog', { name: 'Post', exact: true }).getByText('Boats at dawn').waitFor();
    await mine.context.close();
  });

  it('shows follows as one entry of the day that opens the newest follower, and the bell on a phone is in the top bar', async () => {
    const [first, second] = await Promise.all([createVerifiedUser('follower'), createVerifiedUser('follower')]);
    const followed = await createVerifiedUser('followed');
    for (const person of [first, second]) await apiCall(await accessTokenOf(person), 'POST', `/api/profile/follow/${followed.username}`);

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, followed);
    const top = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
    await top.waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ }).isVisible()).resolves.toBe(false);
    await top.click();
    const entry = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`${second.username} and ${first.username} followed you`) });
    await entry.click();
    await page.waitForURL(`**/profile/${second.username}`);
    await context.close();
  });

  it('says so when there is nothing yet', async () => {
    const loner = await createVerifiedUser('loner');
    const { context, page } = await signedIn(browser, loner);
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'No notifications yet' }).waitFor();
    await context.close();
  });
});
