import { LIMITS, MODERATION_MESSAGES, THEMES } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectAccessibleInEveryTheme } from './support/axe';
import { expectNoSideScroll, PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { eventBy } from './support/items';
import { accessTokenOf, apiCall, createVerifiedUser, grantModerator, type TestUser } from './support/users';
import { text } from './support/texts';

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const feed = (page: Page) => page.getByRole('list', { name: 'Feed' });

/** Someone else writes to `to` through the API: a new conversation with its first message. */
async function writeTo(from: TestUser, to: TestUser, content: string): Promise<string> {
  const token = await accessTokenOf(from);
  const { profile } = await graphql<{ profile: { id: string } }>(token, 'query ($u: String!) { profile(username: $u) { id } }', { u: to.username });
  const started = await graphql<{ startConversation: { id: string } }>(token, 'mutation ($ids: [ID!]!, $t: String!) { startConversation(participant_ids: $ids, content: $t) { id } }', {
    ids: [profile.id],
    t: content,
  });
  return started.startConversation.id;
}

async function postWithPhotos(user: TestUser, caption: string, photos: number): Promise<string> {
  const form = new FormData();
  form.append('post_content', caption);
  for (let n = 0; n < photos; n += 1) {
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: n % 2 ? '#00798c' : '#d1495b' } }).png().toBuffer();
    form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${n}.png`);
  }
  const created = (await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } };
  return created.data.post.post_id;
}

/** Reloads /home until `text` shows in the feed: a followed user's item arrives through background fan-out. */
async function untilInFeed(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(feed(page).getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }, `"${text}" reaches the feed`).toPass({ timeout: 20_000 });
}

test.describe('toasts', () => {
  for (const [device, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    test(`a message toast says who, opens the conversation, closes with its × or Escape, and leaves the top bar free (${device})`, async ({ signedIn }) => {
      const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
      const { page } = await signedIn(ada, { viewport });
      const long = 'A message from Bob that is longer than thirty characters';
      const conversation = await writeTo(bob, ada, long);
      const shown = toasts(page).getByRole('group', { name: `${long.slice(0, LIMITS.toastPreviewLength)}…` });
      const toast = shown.getByRole('link');
      await expect(toast).toContainText(bob.username);
      // A toast in use (focused or hovered) stays past its 5 s.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).focus();
      const close = shown.getByRole('button', { name: 'Close' });
      await close.focus();

      if (viewport) {
        // Below the phone's top bar (brand and bell), never over it.
        const bar = await page.getByRole('banner').boundingBox();
        const box = await toast.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
      } else {
        const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
        const box = await toast.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(nav!.x + nav!.width);
      }
      await expectAccessible(page);

      // Its × closes it, and focus goes back to where it was.
      await close.press('Enter');
      await expect(toast).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true })).toBeFocused();

      // Escape closes the next one.
      await graphql(await accessTokenOf(bob), 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: conversation, t: 'Are you there?' });
      await expect(toasts(page).getByText('Are you there?')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toasts(page).getByText('Are you there?')).toHaveCount(0);

      // A click opens the conversation it is about.
      await graphql(await accessTokenOf(bob), 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: conversation, t: 'Hello again' });
      await toasts(page).getByRole('link', { name: /Hello again/ }).click();
      await expect(page).toHaveURL(new RegExp(`/direct/message/${conversation}$`));
      await expect(page.getByRole('log', { name: 'Messages' }).getByText('Hello again')).toBeVisible();
    });
  }
});

test.describe('the phone bottom bar', () => {
  test('shows icons only, each named, and reaches Log out through Settings', async ({ signedIn }) => {
    const ada = await createVerifiedUser('ada');
    const { page } = await signedIn(ada, { viewport: PHONE });
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Events', 'Messages', 'Search', 'Create', 'Profile', 'Settings']) {
      await expect(bar.getByRole(name === 'Create' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
    // No visible words: every label is for assistive technology only.
    expect((await bar.innerText()).trim()).toBe('');
    await expectAccessible(page);
    await bar.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('the phone bottom bar of a moderator', () => {
  test('fits its eight icons in 320 px', async ({ signedIn }) => {
    const mod = await createVerifiedUser('mod');
    await grantModerator(mod);
    const { page } = await signedIn(mod, { viewport: { width: 320, height: 640 } });
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Moderation' })).toBeVisible();
    for (const item of await bar.getByRole('listitem').filter({ visible: true }).all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('the feed', () => {
  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`offers "New posts" without moving the list, ends with a marker, and marks a post of several photos (${device})`, async ({ signedIn }) => {
      const [reader, writer] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer')]);
      await apiCall(await accessTokenOf(reader), 'POST', `/api/profile/follow/${writer.username}`);
      await postWithPhotos(writer, 'Three photos of the lake', 3);
      const { page } = await signedIn(reader, { viewport });
      await untilInFeed(page, 'Three photos of the lake');
      const post = feed(page).getByRole('button', { name: /Three photos of the lake/ });
      await expect(post).toHaveAccessibleName(/3 photos/);
      await expect(page.getByText("You're all caught up")).toBeVisible();
      await expectAccessible(page);

      await apiCall(await accessTokenOf(writer), 'POST', '/api/remarks', { remark_content: 'A remark written while reading' });
      const pill = page.getByRole('button', { name: 'New posts' });
      // The feed looks again when the tab is shown again (and every minute).
      await expect(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await expect(pill).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(feed(page).getByText('A remark written while reading')).toHaveCount(0);
      await expectAccessible(page);
      await pill.click();
      await expect(feed(page).getByRole('article').first()).toContainText('A remark written while reading');
      await expect(pill).toHaveCount(0);
      await expect(feed(page)).toBeFocused();
    });
  }

  test('a long event name wraps in its card, and the phone detail shows date, place and Interested before the description', async ({ signedIn }) => {
    const [reader, host] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('host')]);
    await apiCall(await accessTokenOf(reader), 'POST', `/api/profile/follow/${host.username}`);
    const name = 'Supercalifragilisticexpialidocious'.repeat(2) + ' gathering by the harbour steps with music all night long';
    await eventBy(host, name.slice(0, LIMITS.eventNameLength));
    const { page } = await signedIn(reader, { viewport: { width: 320, height: 700 } });
    await untilInFeed(page, name.slice(0, 20));
    await expectNoSideScroll(page, 'the feed at 320 px');
    await feed(page).getByText(name.slice(0, 20)).first().click();
    const detail = page.getByRole('dialog', { name: 'Event' });
    const description = await detail.getByText('By the water.', { exact: false }).first().boundingBox();
    for (const before of [detail.getByText('Harbour steps').first(), detail.getByRole('button', { name: 'Interested' })]) {
      const box = await before.boundingBox();
      expect(box!.y).toBeLessThan(description!.y);
    }
  });
});

test.describe('share', () => {
  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`"Copy link" copies the deep link of a feed item, an open item and a profile, and says "Link copied" (${device})`, async ({ signedIn }) => {
      const [reader, writer] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer')]);
      await apiCall(await accessTokenOf(reader), 'POST', `/api/profile/follow/${writer.username}`);
      const postId = await postWithPhotos(writer, 'Worth sharing', 1);
      const { page, context } = await signedIn(reader, { viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const origin = new URL(page.url()).origin;
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await untilInFeed(page, 'Worth sharing');

      await feed(page).getByRole('button', { name: 'Copy link to this post' }).click();
      await expect(toasts(page).getByText('Link copied')).toBeVisible();
      expect(await clipboard()).toBe(`${origin}/home?post=${postId}`);

      await feed(page).getByRole('button', { name: 'Worth sharing' }).click();
      const detail = page.getByRole('dialog', { name: 'Post', exact: true });
      await detail.getByRole('button', { name: 'Copy link to this post' }).click();
      await expect(toasts(page).getByText('Link copied').first()).toBeVisible();
      expect(await clipboard()).toBe(`${origin}/home?post=${postId}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      await page.goto(`/profile/${writer.username}`);
      await page.getByRole('button', { name: `Copy link to ${writer.username}'s profile` }).click();
      expect(await clipboard()).toBe(`${origin}/profile/${writer.username}`);
      await expectAccessible(page);
    });
  }
});

test.describe('search', () => {
  for (const [device, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
    test(`says "No users found" when nothing matches, and offers Follow in the results (${device})`, async ({ signedIn }) => {
      const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
      const { page } = await signedIn(ada, { viewport });
      await page.goto('/search');
      await page.getByPlaceholder('Search users...').fill('no_one_is_called_this');
      await expect(page.getByText('No users found')).toBeVisible();
      await expectAccessible(page);
      await page.getByPlaceholder('Search users...').fill(bob.username);
      const results = page.getByRole('list', { name: 'Search results' });
      await results.getByRole('button', { name: `Follow ${bob.username}` }).click();
      await expect(results.getByRole('button', { name: `Unfollow ${bob.username}` })).toBeVisible();
      await expect(page.getByText('No users found')).toHaveCount(0);
      await page.goto(`/profile/${bob.username}`);
      await expect(page.locator('.profile-header__counts')).toContainText('1 Follower');
    });
  }
});

test.describe('layout', () => {
  test('no page scrolls sideways from 320 to 1920 px, and the feed is centred in its column', async ({ signedIn }) => {
    const ada = await createVerifiedUser('ada');
    await apiCall(await accessTokenOf(ada), 'POST', '/api/remarks', { remark_content: 'Centred, I hope' });
    const { page } = await signedIn(ada);
    for (const width of [320, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/home', '/events', '/search', '/direct/message', '/notifications', `/profile/${ada.username}`, '/settings/edit-profile']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expectNoSideScroll(page, `${path} at ${width} px`);
      }
      await page.goto('/home');
      await expect(feed(page).getByText('Centred, I hope')).toBeVisible();
      const main = (await page.getByRole('main').boundingBox())!;
      const list = (await feed(page).boundingBox())!;
      const left = list.x - main.x;
      const right = main.x + main.width - (list.x + list.width);
      expect(Math.abs(left - right), `the feed is centred at ${width} px`).toBeLessThanOrEqual(2);
    }
  });
});

test.describe('the creation wizard', () => {
  test('on a phone says "Choose photos" and refuses a non-image by its name', async ({ signedIn }) => {
    const ada = await createVerifiedUser('ada');
    const { page } = await signedIn(ada, { viewport: PHONE });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Post', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Create new post' });
    await expect(wizard.getByText('Drag photos here')).toBeHidden();
    await wizard.getByLabel('Choose photos').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(wizard.getByText('notes.pdf is not an image')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the new states in every theme', () => {
  test('the "New posts" pill, a photo count, Copy link and a toast with its Close are axe-clean in all nine themes', async ({ signedIn }) => {
    const [reader, writer] = await Promise.all([createVerifiedUser('reader'), createVerifiedUser('writer')]);
    await apiCall(await accessTokenOf(reader), 'POST', `/api/profile/follow/${writer.username}`);
    await postWithPhotos(writer, 'Two photos in every theme', 2);
    const { page, context } = await signedIn(reader);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await untilInFeed(page, 'Two photos in every theme');
    await apiCall(await accessTokenOf(writer), 'POST', '/api/remarks', { remark_content: 'Newer than the page' });
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByRole('button', { name: 'New posts' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await feed(page).getByRole('button', { name: 'Copy link to this post' }).click();
    // Focused, the toast stays while every theme is checked.
    await toasts(page).getByRole('group', { name: 'Link copied' }).getByRole('button', { name: 'Close' }).focus();
    for (const { value: theme } of THEMES) {
      await page.evaluate((name) => document.documentElement.setAttribute('data-theme', name), theme);
      await expectAccessible(page);
    }
    await expect(toasts(page).getByText('Link copied')).toBeVisible();
  });

  test("Mute's toast with Undo, Block's question, a dismissal's reason and the wizard's refusal and name counter are axe-clean in all nine themes", async ({ signedIn }) => {
    // Five states, each checked nine times.
    test.setTimeout(240_000);
    const [me, other, reporter] = await Promise.all([createVerifiedUser('me'), createVerifiedUser('other'), createVerifiedUser('reporter')]);
    const remark = (await apiCall(await accessTokenOf(other), 'POST', '/api/remarks', { remark_content: 'Reported in every theme' })) as { data: { remark: { remark_id: string } } };
    await apiCall(await accessTokenOf(reporter), 'POST', '/api/reports', { target_type: 'remark', target_id: remark.data.remark.remark_id, reason: 'spam' });
    await grantModerator(me);
    const { page } = await signedIn(me);

    await page.goto(`/profile/${other.username}`);
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    // Focused, the toast stays while every theme is checked.
    await toasts(page).getByRole('button', { name: 'Undo' }).focus();
    await expectAccessibleInEveryTheme(page);
    await toasts(page).getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Block ${other.username}?` })).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await page.keyboard.press('Escape');

    await page.goto('/moderation');
    await page.getByRole('article', { name: 'Remark: Spam or scam' }).filter({ hasText: 'Reported in every theme' }).getByRole('button', { name: 'Dismiss' }).click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss report' });
    await dismiss.getByRole('button', { name: 'Dismiss report' }).click();
    await expect(dismiss.getByText(text(MODERATION_MESSAGES.dismissReasonRequired))).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await page.keyboard.press('Escape');
    await expect(dismiss).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Event', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Create new event' });
    await wizard.getByLabel('Select from computer').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(wizard.getByText('notes.pdf is not an image')).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    const cover = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e4057' } }).png().toBuffer();
    await wizard.getByLabel('Select from computer').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
    await wizard.getByLabel('Event name').fill('x'.repeat(LIMITS.eventNameLength));
    await expect(wizard.getByText(`${LIMITS.eventNameLength}/${LIMITS.eventNameLength}`)).toBeVisible();
    await expectAccessibleInEveryTheme(page);
  });
});
