import { MEDIA_LIMITS } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';

let author: TestUser;

const LIGHTHOUSE = 'A white lighthouse on a rocky point at dawn, gulls over the water';

/** Two visibly different images, as files a person would pick. */
async function images() {
  return Promise.all(
    ['#1b4965', '#c9ada7'].map(async (colour, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320 + index * 40, height: 240, channels: 3, background: colour } }).png().toBuffer(),
    })),
  );
}

async function openPostWizard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: 'Post', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Create new post' });
  await wizard.getByLabel('Select from computer').setInputFiles(await images());
  await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
  return wizard;
}

test.beforeAll(async () => {
  author = await createVerifiedUser('describer');
});

test.describe('image descriptions', () => {
  test.setTimeout(180_000);

  test('an image described in the wizard is heard by its description; the reminder can be passed; the author edits it later', async ({ signedIn }) => {
    const { page, nativeDialogs } = await signedIn(author, { altTextReminder: true });
    const wizard = await openPostWizard(page);
    const first = wizard.getByRole('textbox', { name: 'Description of image 1 (alt text)' });
    await first.fill(LIGHTHOUSE);
    await expect(wizard.getByText(`${LIGHTHOUSE.length}/${MEDIA_LIMITS.altTextMaxLength}`)).toBeVisible();
    // The description follows its image when the order changes.
    await wizard.getByRole('button', { name: 'Move image 1 right' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Description of image 2 (alt text)' })).toHaveValue(LIGHTHOUSE);
    await expect(wizard.getByRole('textbox', { name: 'Description of image 1 (alt text)' })).toHaveValue('');
    await wizard.getByRole('button', { name: 'Make image 2 the cover' }).click();
    await expectAccessibleInEveryTheme(page);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Caption').fill('Morning walk');

    // Sharing with an image undescribed asks first, and Add descriptions goes back to it.
    await wizard.getByRole('button', { name: 'Share' }).click();
    const reminder = page.getByRole('dialog', { name: 'Add image descriptions?' });
    await expect(reminder.getByText('1 of your 2 images has no description.')).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await reminder.getByRole('button', { name: 'Add descriptions' }).click();
    await expect(reminder).toBeHidden();
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    await expect(wizard.getByRole('textbox', { name: 'Description of image 2 (alt text)' })).toBeFocused();

    // Never forced: Share anyway shares.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Share' }).click();
    await reminder.getByRole('button', { name: 'Share anyway' }).click();
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(detail.getByText('Morning walk')).toBeVisible({ timeout: 30_000 });

    // The cover is the described image: its description is its name.
    await expect(detail.getByRole('img', { name: LIGHTHOUSE })).toBeVisible();
    const badge = detail.getByRole('button', { name: 'Image description' });
    await expect(badge).toHaveAttribute('aria-expanded', 'false');
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(badge).toHaveAttribute('aria-expanded', 'true');
    await expect(detail.getByText(LIGHTHOUSE, { exact: true })).toBeVisible();
    await expectAccessibleInEveryTheme(page);
    await page.keyboard.press('Enter');
    await expect(detail.getByText(LIGHTHOUSE, { exact: true })).toBeHidden();
    // The other image has none: it is named by its place and author, and has no ALT badge.
    await detail.getByRole('button', { name: 'Next image' }).click();
    await expect(detail.getByRole('img', { name: `Photo 2 of 2 by ${author.username}` })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Image description' })).toHaveCount(0);

    // The author describes it afterwards from the post's menu.
    await detail.getByRole('button', { name: 'Post settings' }).click();
    await page.getByRole('dialog', { name: 'Post settings' }).getByRole('button', { name: 'Image descriptions' }).click();
    const describe = page.getByRole('dialog', { name: 'Image descriptions' });
    await expect(describe.getByRole('textbox', { name: 'Description of image 1 (alt text)' })).toHaveValue(LIGHTHOUSE);
    await expect(describe.getByRole('button', { name: 'Save' })).toBeDisabled();
    await describe.getByRole('textbox', { name: 'Description of image 2 (alt text)' }).fill('Pink sand ripples at low tide');
    await expectAccessibleInEveryTheme(page);
    await describe.getByRole('button', { name: 'Save' }).click();
    await expect(describe).toBeHidden();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText('Image description saved.')).toBeVisible();
    await expect(detail.getByRole('img', { name: 'Pink sand ripples at low tide' })).toBeVisible();

    // A reader hears them too, from the server.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Post', exact: true }).getByRole('img', { name: LIGHTHOUSE })).toBeVisible({ timeout: 30_000 });
    expect(nativeDialogs).toEqual([]);
  });

  test('Settings, Accessibility turns the reminder off: sharing undescribed images then asks nothing', async ({ signedIn }) => {
    const { page } = await signedIn(author, { altTextReminder: true });
    await page.goto('/settings/accessibility');
    const reminder = page.getByRole('switch', { name: 'Remind me to describe my images' });
    await expect(reminder).toBeChecked();
    await reminder.uncheck();
    await expect(reminder).not.toBeChecked();
    await expectAccessibleInEveryTheme(page);
    // Kept on this device.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Remind me to describe my images' })).not.toBeChecked();

    await page.goto('/home');
    const wizard = await openPostWizard(page);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Caption').fill('Undescribed on purpose');
    await wizard.getByRole('button', { name: 'Share' }).click();
    const detail = page.getByRole('dialog', { name: 'Post', exact: true });
    await expect(detail.getByText('Undescribed on purpose')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Add image descriptions?' })).toHaveCount(0);
    await expect(detail.getByRole('img', { name: `Photo 1 of 2 by ${author.username}` })).toBeVisible();
  });
});
