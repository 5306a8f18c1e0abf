import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

/**
 * Focus goes back where the person was when something that took it closes: a dialog (after a
 * creation too, whose detail opens by itself), a dialog opened from a dialog, a menu.
 */

const createButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' });

/** Opens the Create chooser with the keyboard from the sidebar's Create, then `kind`. */
async function createWithKeys(page: Page, kind: 'Remark' | 'Post' | 'Event') {
  await createButton(page).focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Create' });
  // Focus starts on the first kind; the arrow keys go through the kinds.
  const kinds = ['Event', 'Post', 'Remark'] as const;
  await expect(chooser.getByRole('button', { name: kinds[0], exact: true })).toBeFocused();
  for (let step = 0; step < kinds.indexOf(kind); step += 1) await page.keyboard.press('ArrowDown');
  await expect(chooser.getByRole('button', { name: kind, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

async function expectFocusBackOn(target: Locator) {
  await expect(target).toBeFocused();
  expect(await target.page().evaluate(() => document.activeElement === document.body)).toBe(false);
}

let author: TestUser;
let reader: TestUser;
test.beforeAll(async () => {
  [author, reader] = await Promise.all([createVerifiedUser('focus'), createVerifiedUser('looker')]);
});

for (const [device, viewport] of [
  ['a laptop', undefined],
  ['a phone', PHONE],
] as const) {
  test.describe(`focus on ${device}`, () => {
    test('returns to Create after a remark is created and its detail is closed with Escape', async ({ signedIn }) => {
      const { page } = await signedIn(author, { viewport });
      await createWithKeys(page, 'Remark');
      const dialog = page.getByRole('dialog', { name: 'Create Remark' });
      await dialog.getByRole('textbox', { name: 'Remark' }).fill('Focus comes back');
      await dialog.getByRole('button', { name: 'Create' }).press('Enter');
      const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
      await expect(detail.getByText('Focus comes back')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await expectFocusBackOn(createButton(page));
    });

    test('returns to Create after a post is shared through the wizard and its detail is closed', async ({ signedIn }) => {
      const { page } = await signedIn(author, { viewport });
      await createWithKeys(page, 'Post');
      const wizard = page.getByRole('dialog', { name: 'Create new post' });
      const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#d1495b' } }).png().toBuffer();
      await wizard.getByLabel('Select from computer').setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: image });
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByLabel('Caption').fill('Wizard focus');
      await wizard.getByRole('button', { name: 'Share' }).click();
      const detail = page.getByRole('dialog', { name: 'Post', exact: true });
      await expect(detail.getByText('Wizard focus')).toBeVisible({ timeout: 30_000 });
      // The first Close is the dialog's own; the notice saying the post was shared has one too.
      await detail.getByRole('button', { name: 'Close' }).first().click();
      await expect(detail).toBeHidden();
      await expectFocusBackOn(createButton(page));
    });

    test('returns to the opener after each kind of dialog: detail, owner settings, delete, report, followers, and after a deletion', async ({ signedIn }) => {
      const token = await accessTokenOf(author);
      const mine = (await apiCall(token, 'POST', '/api/remarks', { remark_content: 'Mine to delete' })) as { data: { remark: { remark_id: string } } };
      await apiCall(await accessTokenOf(reader), 'POST', `/api/profile/follow/${author.username}`).catch(() => undefined);
      const { page } = await signedIn(author, { viewport });
      await page.goto(`/profile/${author.username}`);

      // The Followers list, opened from its button.
      const followers = page.getByRole('button', { name: /Follower/ });
      await followers.click();
      const list = page.getByRole('dialog', { name: 'Followers' });
      await expect(list).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expectFocusBackOn(followers);

      // A detail opened by its link, then its settings, Cancel, and Delete.
      await page.goto(`/home?remark=${mine.data.remark.remark_id}`);
      const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
      const settings = detail.getByRole('button', { name: 'Remark settings' });
      await settings.click();
      const menu = page.getByRole('dialog', { name: 'Remark settings' });
      await menu.getByRole('button', { name: 'Cancel' }).click();
      await expectFocusBackOn(settings);
      // Its choices are a menu: focus starts on the first, the arrow keys move round them.
      await settings.click();
      await expect(menu.getByRole('button', { name: 'Delete' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('button', { name: 'Edit' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expectFocusBackOn(settings);
      await settings.click();
      await menu.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete remark' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expectFocusBackOn(settings);
      // Deleted: what opened the detail (nothing, it came by link) is gone, so focus goes to the page's main area.
      await settings.click();
      await menu.getByRole('button', { name: 'Delete' }).click();
      await confirm.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(detail).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    });

    test("returns to the Report button after reporting another's remark is cancelled", async ({ signedIn }) => {
      const theirs = (await apiCall(await accessTokenOf(reader), 'POST', '/api/remarks', { remark_content: 'Someone else said' })) as { data: { remark: { remark_id: string } } };
      const { page } = await signedIn(author, { viewport });
      await page.goto(`/home?remark=${theirs.data.remark.remark_id}`);
      const detail = page.getByRole('dialog', { name: 'Remark', exact: true });
      const report = detail.getByRole('button', { name: 'Report remark' });
      await report.click();
      const dialog = page.getByRole('dialog', { name: 'Report remark' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expectFocusBackOn(report);
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await expect(page.getByRole('main')).toBeFocused();
    });
  });
}
