import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decode, sign } from 'jsonwebtoken';
import { NOTIFICATION_MESSAGES } from '@gatherly/schema';
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

  it('chooses where each kind goes in Settings, and a mail\'s link stops reminder mails without signing in', async () => {
    const person = await createVerifiedUser('chooser');
    const { context, page } = await signedIn(browser, person);
    await page.goto('/settings/notifications');
    const likesByMail = page.getByRole('checkbox', { name: 'Likes: by e-mail' });
    const remindersByMail = page.getByRole('checkbox', { name: 'Reminders of events you are interested in: by e-mail' });
    await expect(likesByMail.isChecked()).resolves.toBe(false);
    await expect(remindersByMail.isChecked()).resolves.toBe(true);
    await likesByMail.check();
    await page.getByRole('status', { name: 'Notifications' }).getByText(NOTIFICATION_MESSAGES.saved).waitFor();
    await expectAccessible(page);
    await page.reload();
    await expect(likesByMail.isChecked()).resolves.toBe(true);

    // The link of a reminder mail, as the server signs it, opened in a browser that is not signed in.
    const { sub } = decode((await page.evaluate(() => localStorage.getItem('access_token'))) ?? '') as { sub: string };
    const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
    const token = sign({ sub, kind: 'event_reminder' }, secret, { algorithm: 'HS256', audience: 'gatherly-unsubscribe' });
    const stranger = await newPage(browser);
    await stranger.page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await stranger.page.getByRole('heading', { name: 'Stop these e-mails?' }).waitFor();
    await expectAccessible(stranger.page);
    await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await stranger.page.getByText(NOTIFICATION_MESSAGES.unsubscribed).waitFor();
    // A link that was tampered with says so.
    await stranger.page.goto(`/unsubscribe?token=${encodeURIComponent(token.slice(0, -2))}`);
    await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await stranger.page.getByText(NOTIFICATION_MESSAGES.unsubscribeInvalid).waitFor();
    await stranger.context.close();

    await page.reload();
    await expect(remindersByMail.isChecked()).resolves.toBe(false);
    await expect(likesByMail.isChecked()).resolves.toBe(true);
    await context.close();
  });
});
