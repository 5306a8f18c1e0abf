import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS } from '@gatherly/schema';
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

/** The number shown beside a label in the profile header ('3 Followers'). */
async function countOf(page: Page, label: 'Events' | 'Followers' | 'Following'): Promise<number> {
  const text = await page.locator('.profile-header__counts li', { hasText: label }).innerText();
  return Number(text.trim().split(/\s+/)[0]);
}

async function expectCount(page: Page, label: 'Events' | 'Followers' | 'Following', value: number) {
  await page.locator('.profile-header__counts li', { hasText: `${value} ${label}` }).waitFor();
  expect(await countOf(page, label)).toBe(value);
}

describe('people in the browser', () => {
  it('finds a user by search, follows them, sees them in Following, and is removed as their follower', async () => {
    const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const { context, page } = await signedIn(ada);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await page.getByPlaceholder('Search users...').fill(bob.username.toUpperCase());
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(bob.username) });
    await result.waitFor();
    await expectAccessible(page);
    await expect(result.innerText()).resolves.toContain('Test Person');
    await page.getByPlaceholder('Search users...').fill('');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count()).resolves.toBe(0);
    await page.getByPlaceholder('Search users...').fill(bob.username);
    await result.click();

    await page.waitForURL(`**/profile/${bob.username}`);
    await page.getByRole('heading', { name: bob.username }).waitFor();
    await expectCount(page, 'Followers', 0);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    await expectCount(page, 'Followers', 1);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: ada.username }).waitFor();
    await page.getByRole('link', { name: 'Edit profile' }).waitFor();
    await expectCount(page, 'Following', 1);
    await page.getByRole('button', { name: /Following/ }).click();
    const following = page.getByRole('dialog', { name: 'Following' });
    await following.getByRole('link', { name: new RegExp(bob.username) }).waitFor();
    await expectAccessible(page);
    await following.getByPlaceholder('Search').fill('no_such_person');
    await following.getByText('This user is not following anyone.').waitFor();
    await page.keyboard.press('Escape');

    const other = await signedIn(bob);
    await other.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expectCount(other.page, 'Followers', 1);
    await other.page.getByRole('button', { name: /Followers/ }).click();
    const followers = other.page.getByRole('dialog', { name: 'Followers' });
    const row = followers.getByRole('listitem').filter({ hasText: ada.username });
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Removed' }).waitFor();
    await expect(row.getByRole('button', { name: 'Removed' }).isDisabled()).resolves.toBe(true);
    await other.page.keyboard.press('Escape');
    await expectCount(other.page, 'Followers', 0);

    await page.reload();
    await expectCount(page, 'Following', 0);
    await Promise.all([context.close(), other.context.close()]);
  });

  it('pages the tabs in as the user scrolls, and a deleted item leaves the grid', async () => {
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
    const { context, page } = await signedIn(cat);
    await page.goto(`/profile/${cat.username}`);

    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    await posts.nth(LIMITS.pageSize - 1).waitFor();
    await page.getByRole('list', { name: 'Posts' }).getByRole('button').last().scrollIntoViewIfNeeded();
    await posts.nth(total - 1).waitFor();
    expect(await posts.count()).toBe(total);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Post number ${total - 1}` }).click();
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await detail.getByRole('button', { name: 'Post settings' }).click();
    await page.getByRole('dialog', { name: 'Post settings' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Yes, delete' }).click();
    await detail.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Post number ${total - 1}` }).waitFor({ state: 'detached' });
    expect(await posts.count()).toBe(total - 1);

    await page.getByRole('tab', { name: 'Remarks' }).click();
    const remarks = page.getByRole('list', { name: 'Remarks' }).getByRole('listitem');
    await remarks.nth(LIMITS.pageSize - 1).waitFor();
    await remarks.last().scrollIntoViewIfNeeded();
    await page.getByText("You've reached the end").waitFor();
    expect(await remarks.count()).toBe(total);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByText('No events yet').waitFor();
    await context.close();
  });

  it("says 'Profile not found.' for a user that does not exist", async () => {
    const dan = await createVerifiedUser('dan');
    const { context, page } = await signedIn(dan);
    await page.goto('/profile/nobody_by_this_name');
    await page.getByText('Profile not found.').waitFor();
    await context.close();
  });

  it('mutes someone from their profile: their remarks leave the feed until unmuted, and they are not told', async () => {
    const [me, loud] = await Promise.all([createVerifiedUser('muter'), createVerifiedUser('loud')]);
    await apiCall(await accessTokenOf(me), 'POST', `/api/profile/follow/${loud.username}`);
    await apiCall(await accessTokenOf(loud), 'POST', '/api/remarks', { remark_content: 'Shouting about shoes' });
    const { context, page } = await signedIn(me);
    const feed = page.getByRole('list', { name: 'Feed' });
    await feed.getByText('Shouting about shoes').waitFor();

    await page.goto(`/profile/${loud.username}`);
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText(`You muted ${loud.username}. Their posts and notifications are hidden from you.`).waitFor();
    await page.getByRole('button', { name: 'Unmute' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByText('Your feed is empty').waitFor();

    // They see nothing different on their side.
    const theirs = await signedIn(loud);
    await theirs.page.goto(`/profile/${me.username}`);
    await theirs.page.getByRole('button', { name: 'Mute', exact: true }).waitFor();
    await theirs.context.close();

    await page.goto(`/profile/${loud.username}`);
    await page.getByRole('button', { name: 'Unmute' }).click();
    await page.getByRole('button', { name: 'Mute', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await feed.getByText('Shouting about shoes').waitFor();
    await context.close();
  });

  it("blocks someone after asking: their items leave the feed, to them the blocker's profile is not found, and Settings unblocks", async () => {
    const [me, pest] = await Promise.all([createVerifiedUser('blocker'), createVerifiedUser('pest')]);
    await apiCall(await accessTokenOf(me), 'POST', `/api/profile/follow/${pest.username}`);
    await apiCall(await accessTokenOf(pest), 'POST', '/api/remarks', { remark_content: 'Rude remark' });
    const { context, page } = await signedIn(me);
    await page.getByRole('list', { name: 'Feed' }).getByText('Rude remark').waitFor();

    await page.goto(`/profile/${pest.username}`);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const ask = page.getByRole('dialog', { name: `Block ${pest.username}?` });
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText(`You blocked ${pest.username}.`).waitFor();
    await page.getByText(`You blocked ${pest.username}. You do not see what they share, and they cannot see what you share.`).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByText('Your feed is empty').waitFor();

    const theirs = await signedIn(pest);
    await theirs.page.goto(`/profile/${me.username}`);
    await theirs.page.getByText('Profile not found.').waitFor();
    await theirs.context.close();

    await page.goto('/settings/blocked');
    const list = page.getByRole('list', { name: 'Blocked accounts' });
    await list.getByText(pest.username).waitFor();
    await expectAccessible(page);
    await list.getByRole('button', { name: 'Unblock' }).click();
    await page.getByText('You have not blocked anyone.').waitFor();
    await context.close();
  });
});
