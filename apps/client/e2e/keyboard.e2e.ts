import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { pathOf } from './support/auth';
import { latestMail, uniqueUser } from './support/browser';
import { expect, test } from './support/fixtures';

/**
 * Whole flows with the keyboard alone: every control is reached with Tab (never clicked or
 * focused by the test), shows that it has focus, and is used with Enter, Space or typing; focus
 * goes where the person's attention goes next, and back where it came from when a dialog closes.
 */

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab going back) until `target` has focus, failing when it is not reached in
 * `limit` presses; then expects the focus to be shown (an outline or ring on it or on the card
 * holding it).
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await hasFocus(target)) {
      await expect.poll(() => focusShown(target), { message: 'the focus is shown' }).toBe(true);
      return presses;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

function focusShown(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    for (let holder: Element | null = element, depth = 0; holder && depth < 3; holder = holder.parentElement, depth += 1) {
      const style = getComputedStyle(holder);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
    }
    return false;
  });
}

/** Three visibly different images, as files a person would pick. */
async function images() {
  return Promise.all(
    ['#d1495b', '#00798c', '#edae49'].map(async (colour, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer(),
    })),
  );
}

test.describe('the keyboard alone', () => {
  test('signs up, verifies, logs in, shares a post, uses its detail and its owner menu', async ({ newPage }) => {
    const user = uniqueUser('keys');
    const { page, nativeDialogs } = await newPage();

    // Sign up: a mistake first, which takes focus to the field that needs it.
    await page.goto('/signup');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(user.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('short');
    await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(user.password);
    await tabTo(page, page.getByLabel('Full Name'));
    await page.keyboard.type(user.fullName);
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(user.username);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.goto(pathOf((await latestMail(user.email, 'Verify')).link));
    await expect(page).toHaveURL(/\/login\?verified=true$/);

    // Log in.
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(user.email);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();

    // Share a post: Create, Post, pick the photos, make the second the cover, caption, Share.
    const create = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Post', exact: true }));
    await page.keyboard.press('Enter');
    const wizard = page.getByRole('dialog', { name: 'Create new post' });
    await tabTo(page, wizard.getByLabel('Select from computer'));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles(await images());
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    await tabTo(page, wizard.getByRole('button', { name: 'Make image 2 the cover' }));
    await page.keyboard.press('Enter');
    await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
    const caption = wizard.getByLabel('Caption');
    await expect(caption).toBeFocused();
    await page.keyboard.type('Typed, not clicked');
    // Share comes after the caption, not before it.
    expect(await tabTo(page, wizard.getByRole('button', { name: 'Share' }), { limit: 3 })).toBeGreaterThan(0);
    await page.keyboard.press('Enter');

    // The detail: the gallery, Like, a comment.
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(detail.getByText('Typed, not clicked')).toBeVisible({ timeout: 30_000 });
    await tabTo(page, detail.getByRole('button', { name: 'Next image' }));
    await page.keyboard.press('Enter');
    await expect(detail.getByRole('img', { name: `Photo 2 of 3 by ${user.username}` })).toBeVisible();
    await tabTo(page, detail.getByRole('button', { name: 'Like' }));
    await page.keyboard.press('Space');
    await expect(detail.getByText('1 like', { exact: true })).toBeVisible();
    await tabTo(page, detail.getByRole('textbox', { name: 'Add a comment...' }));
    await page.keyboard.type('Said with keys');
    await page.keyboard.press('Enter');
    await expect(detail.getByRole('list', { name: 'Comments' }).getByText('Said with keys')).toBeVisible();

    // The owner menu: Edit, then focus is back on the menu's button.
    const settings = detail.getByRole('button', { name: 'Post settings' });
    await tabTo(page, settings, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Post settings' });
    await tabTo(page, menu.getByRole('button', { name: 'Edit' }));
    await page.keyboard.press('Enter');
    const update = page.getByRole('dialog', { name: 'Update Post' });
    await tabTo(page, update.getByLabel('Caption'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Edited with keys');
    await tabTo(page, update.getByRole('button', { name: 'Update' }));
    await page.keyboard.press('Enter');
    await expect(detail.getByRole('paragraph').filter({ hasText: 'Edited with keys' })).toBeVisible();
    await expect(update).toBeHidden();
    await expect(settings).toBeFocused();

    // Escape closes the detail and gives focus back to the feed card that opens it again.
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    const card = page.getByRole('article', { name: `post by ${user.username}` }).getByRole('button', { name: 'Edited with keys' });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await expect(detail.getByText('Edited with keys')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(card).toBeFocused();

    // Delete, through the menu and its confirmation.
    await page.keyboard.press('Enter');
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Yes, delete' }));
    await page.keyboard.press('Enter');
    await expect(detail).toBeHidden();
    await expect(page.getByText('Your feed is empty')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });
});
