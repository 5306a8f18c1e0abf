import { LIMITS } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser } from './support/users';

/** Expects the number shown beside a label in the profile header ('1 Follower', '3 Followers'). */
async function expectCount(page: Page, label: 'Events' | 'Followers' | 'Following', value: number) {
  const word = value === 1 && label !== 'Following' ? label.slice(0, -1) : label;
  await expect(page.locator('.profile-header__counts li', { hasText: label.slice(0, -1) })).toHaveText(new RegExp(`^\\s*${value}\\s+${word}\\s*$`));
}

test.describe('people in the browser', () => {
  test('finds a user by search, follows them, sees them in Following, and is removed as their follower', async ({ signedIn }) => {
    const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const { page } = await signedIn(ada);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await page.getByPlaceholder('Search users...').fill(bob.username.toUpperCase());
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(bob.username) });
    await expect(result).toBeVisible();
    await expectAccessible(page);
    await expect(result).toContainText('Test Person');
    await page.getByPlaceholder('Search users...').fill('');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(0);
    await page.getByPlaceholder('Search users...').fill(bob.username);
    await result.click();

    await expect(page).toHaveURL(new RegExp(`/profile/${bob.username}$`));
    await expect(page.getByRole('heading', { name: bob.username })).toBeVisible();
    await expectCount(page, 'Followers', 0);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
    await expectCount(page, 'Followers', 1);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: ada.username })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await expectCount(page, 'Following', 1);
    await page.getByRole('button', { name: /Following/ }).click();
    const following = page.getByRole('dialog', { name: 'Following' });
    await expect(following.getByRole('link', { name: new RegExp(bob.username) })).toBeVisible();
    await expectAccessible(page);
    await following.getByPlaceholder('Search').fill('no_such_person');
    await expect(following.getByText('This user is not following anyone.')).toBeVisible();
    await page.keyboard.press('Escape');

    const other = await signedIn(bob);
    await other.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expectCount(other.page, 'Followers', 1);
    await other.page.getByRole('button', { name: /Follower/ }).click();
    const followers = other.page.getByRole('dialog', { name: 'Followers' });
    const row = followers.getByRole('listitem').filter({ hasText: ada.username });
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect(row.getByRole('button', { name: 'Removed' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Removed' })).toBeDisabled();
    await other.page.keyboard.press('Escape');
    await expectCount(other.page, 'Followers', 0);

    await page.reload();
    await expectCount(page, 'Following', 0);
  });

  test('pages the tabs in as the user scrolls, and a deleted item leaves the grid', async ({ signedIn }) => {
    const cat = await createVerifiedUser('cat');
    const token = await accessTokenOf(cat);
    const total = LIMITS.pageSize + 2;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00798c' } }).png().toBuffer();
    for (let n = 0; n < total; n += 1) {
      await apiCall(token, 'POST', '/api/remarks', { remark_content: `Remark number ${n}` });
      const form = new FormData();
      form.append('post_content', `Post number ${n}`);
      form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      await apiCall(token, 'POST', '/api/posts', form);
    }
    const { page } = await signedIn(cat);
    await page.goto(`/profile/${cat.username}`);

    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    await expect(posts.nth(LIMITS.pageSize - 1)).toBeVisible();
    await page.getByRole('list', { name: 'Posts' }).getByRole('button').last().scrollIntoViewIfNeeded();
    await expect(posts.nth(total - 1)).toBeVisible();
    await expect(posts).toHaveCount(total);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Post number ${total - 1}` }).click();
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await detail.getByRole('button', { name: 'Post settings' }).click();
    await page.getByRole('dialog', { name: 'Post settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(detail).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Post number ${total - 1}` })).toHaveCount(0);
    await expect(posts).toHaveCount(total - 1);

    await page.getByRole('tab', { name: 'Remarks' }).click();
    const remarks = page.getByRole('list', { name: 'Remarks' }).getByRole('listitem');
    await expect(remarks.nth(LIMITS.pageSize - 1)).toBeVisible();
    await remarks.last().scrollIntoViewIfNeeded();
    await expect(page.getByText("You've reached the end")).toBeVisible();
    await expect(remarks).toHaveCount(total);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByText('No events yet')).toBeVisible();
  });

  test("says 'Profile not found.' for a user that does not exist", async ({ signedIn }) => {
    const dan = await createVerifiedUser('dan');
    const { page } = await signedIn(dan);
    await page.goto('/profile/nobody_by_this_name');
    await expect(page.getByText('Profile not found.')).toBeVisible();
  });

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`mutes someone from their profile: their remarks leave the feed until unmuted, and they are not told (${device})`, async ({ signedIn }) => {
      const [me, loud] = await Promise.all([createVerifiedUser('muter'), createVerifiedUser('loud')]);
      await apiCall(await accessTokenOf(me), 'POST', `/api/profile/follow/${loud.username}`);
      await apiCall(await accessTokenOf(loud), 'POST', '/api/remarks', { remark_content: 'Shouting about shoes' });
      const { page } = await signedIn(me, { viewport });
      const feed = page.getByRole('list', { name: 'Feed' });
      await expect(feed.getByText('Shouting about shoes')).toBeVisible();

      await page.goto(`/profile/${loud.username}`);
      const toasts = page.getByRole('status', { name: 'Notifications' });
      await page.getByRole('button', { name: 'Mute', exact: true }).click();
      await expect(toasts.getByText(`You muted ${loud.username}. You won't see what they share in your feed, or their notifications. They won't know.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
      // Undone from the toast: focus goes back to the profile's button.
      await toasts.getByRole('button', { name: 'Undo' }).click();
      await expect(toasts.getByText(`You unmuted ${loud.username}.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'Mute', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByText('Your feed is empty')).toBeVisible();

      // They see nothing different on their side.
      const theirs = await signedIn(loud);
      await theirs.page.goto(`/profile/${me.username}`);
      await expect(theirs.page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
      await theirs.context.close();

      await page.goto(`/profile/${loud.username}`);
      await page.getByRole('button', { name: 'Unmute' }).click();
      await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
      await expect(feed.getByText('Shouting about shoes')).toBeVisible();
    });
  }

  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`blocks someone after asking: their items leave the feed, to them the blocker's profile is not found, and Settings unblocks (${device})`, async ({ signedIn }) => {
      const [me, pest] = await Promise.all([createVerifiedUser('blocker'), createVerifiedUser('pest')]);
      await apiCall(await accessTokenOf(me), 'POST', `/api/profile/follow/${pest.username}`);
      await apiCall(await accessTokenOf(pest), 'POST', '/api/remarks', { remark_content: 'Rude remark' });
      const { page } = await signedIn(me, { viewport });
      await expect(page.getByRole('list', { name: 'Feed' }).getByText('Rude remark')).toBeVisible();

      await page.goto(`/profile/${pest.username}`);
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      const ask = page.getByRole('dialog', { name: `Block ${pest.username}?` });
      await expectAccessible(page);
      await ask.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(page.getByRole('status', { name: 'Notifications' }).getByText(`You blocked ${pest.username}.`)).toBeVisible();
      await expect(page.getByText(`You blocked ${pest.username}. You do not see what they share, and they cannot see what you share.`)).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByText('Your feed is empty')).toBeVisible();

      const theirs = await signedIn(pest);
      await theirs.page.goto(`/profile/${me.username}`);
      await expect(theirs.page.getByText('Profile not found.')).toBeVisible();
      await theirs.context.close();

      await page.goto('/settings/blocked');
      const list = page.getByRole('list', { name: 'Blocked accounts' });
      await expect(list.getByText(pest.username)).toBeVisible();
      await expectAccessible(page);
      await list.getByRole('button', { name: 'Unblock' }).click();
      await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
    });
  }
});
