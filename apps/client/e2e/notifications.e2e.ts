import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { NOTIFICATION_MESSAGES } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { PHONE } from './support/browser';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';
import { expect, test } from './support/fixtures';
import { text } from './support/texts';

let author: TestUser;
let reader: TestUser;

test.beforeAll(async () => {
  [author, reader] = await Promise.all([createVerifiedUser('noticed'), createVerifiedUser('fan')]);
});

async function postOf(user: TestUser, caption: string): Promise<string> {
  const form = new FormData();
  form.append('post_content', caption);
  const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#00798c' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return ((await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } }).data.post.post_id;
}

const bell = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });

test.describe('notifications in the browser', () => {
  test('raises the bell live when someone likes a post, and the list clears it and opens the post', async ({ signedIn }) => {
    const postId = await postOf(author, 'Boats at dawn');
    const mine = await signedIn(author);
    await expect(bell(mine.page)).toHaveAttribute('aria-label', 'Notifications');

    // Someone else, in a browser of their own, likes it.
    const theirs = await signedIn(reader);
    await theirs.page.goto(`/home?post=${postId}`);
    await theirs.page.getByRole('dialog', { name: 'Post', exact: true }).getByRole('button', { name: 'Like' }).click();
    await expect(theirs.page.getByText('1 like', { exact: true })).toBeVisible();
    await theirs.context.close();

    await expect(mine.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await bell(mine.page).click();
    await expect(mine.page).toHaveURL(/\/notifications$/);
    const list = mine.page.getByRole('list', { name: 'Notifications' });
    const entry = list.getByRole('button', { name: new RegExp(`${reader.username} liked your post`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Boats at dawn');
    // Opening the list read it: the bell is back to no count.
    await expect(mine.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expectAccessible(mine.page);

    await entry.click();
    await expect(mine.page.getByRole('dialog', { name: 'Post', exact: true }).getByText('Boats at dawn')).toBeVisible();
  });

  test('shows follows as one entry of the day that opens the newest follower, and the bell on a phone is in the top bar', async ({ signedIn }) => {
    const [first, second] = await Promise.all([createVerifiedUser('follower'), createVerifiedUser('follower')]);
    const followed = await createVerifiedUser('followed');
    for (const person of [first, second]) await apiCall(await accessTokenOf(person), 'POST', `/api/profile/follow/${followed.username}`);

    const { page } = await signedIn(followed, { viewport: PHONE });
    const top = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
    await expect(top).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ })).toBeHidden();
    await top.click();
    const entry = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`${second.username} and ${first.username} followed you`) });
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${second.username}$`));
  });

  test('says so when there is nothing yet', async ({ signedIn }) => {
    const loner = await createVerifiedUser('loner');
    const { page } = await signedIn(loner);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  });

  test('chooses where each kind goes in Settings, and a mail\'s link stops reminder mails without signing in', async ({ signedIn, newPage }) => {
    const person = await createVerifiedUser('chooser');
    const { page } = await signedIn(person);
    await page.goto('/settings/notifications');
    const likesByMail = page.getByRole('checkbox', { name: 'Likes: by e-mail' });
    const remindersByMail = page.getByRole('checkbox', { name: text('settings.notifications.box.email', { kind: text('settings.notifications.kind.eventReminder') }) });
    // What the server holds first: the unchecked box is then no placeholder.
    await expect(remindersByMail).toBeChecked();
    await expect(likesByMail).not.toBeChecked();
    await likesByMail.check();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText(text(NOTIFICATION_MESSAGES.saved))).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(likesByMail).toBeChecked();

    // The link of a reminder mail, as the server signs it, opened in a browser that is not signed in.
    const { sub } = jwt.decode((await page.evaluate(() => localStorage.getItem('access_token'))) ?? '') as { sub: string };
    const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
    const token = jwt.sign({ sub, kind: 'event_reminder' }, secret, { algorithm: 'HS256', audience: 'gatherly-unsubscribe' });
    const stranger = await newPage();
    await stranger.page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await expect(stranger.page.getByRole('heading', { name: 'Stop these e-mails?' })).toBeVisible();
    await expectAccessible(stranger.page);
    await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(stranger.page.getByText(text(NOTIFICATION_MESSAGES.unsubscribed))).toBeVisible();
    // A link that was tampered with says so.
    await stranger.page.goto(`/unsubscribe?token=${encodeURIComponent(token.slice(0, -2))}`);
    await stranger.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(stranger.page.getByText(text(NOTIFICATION_MESSAGES.unsubscribeInvalid))).toBeVisible();
    await stranger.context.close();

    await page.reload();
    await expect(likesByMail).toBeChecked();
    await expect(remindersByMail).not.toBeChecked();
  });
});
