import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';

async function openEditProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
}

/** Expects an image to show `src` (a path, or a pattern of one). */
const expectSource = (image: Locator, src: string | RegExp) => expect(image).toHaveAttribute('src', src);

/** The theme the page applies, and the colour of its background. */
const html = (on: Page) => on.locator('html');
const body = (on: Page) => on.locator('body');

test.describe('settings in the browser', () => {
  test('saves bio and gender, Submit enabled only for a complete change, and shows them after a reload', async ({ signedIn }) => {
    const user = await createVerifiedUser('bio');
    const { page, nativeDialogs } = await signedIn(user);
    await openEditProfile(page);
    await expect(page.getByText(user.username, { exact: true })).toBeVisible();
    await expect(page.getByText(user.fullName, { exact: true })).toBeVisible();

    const form = page.getByRole('form', { name: 'Profile details' });
    const submit = form.getByRole('button', { name: 'Submit' });
    const bio = form.getByRole('textbox', { name: 'Bio' });
    const gender = form.getByRole('combobox', { name: 'Gender' });
    await expect(submit).toBeDisabled();
    await expect(bio).toHaveAttribute('placeholder', 'Tell us about yourself...');
    await expect(gender.locator('option')).toHaveText(['Male', 'Female', 'Custom', 'Prefer not to say']);
    await expectAccessible(page);

    await bio.fill('Climber, coffee person.');
    await expect(form.getByText('23/150')).toBeVisible();
    await expect(submit).toBeEnabled();
    await bio.fill('');
    await expect(submit).toBeDisabled(); // back to the saved value

    await bio.fill('Climber, coffee person.');
    await gender.selectOption({ label: 'Custom' });
    const custom = form.getByRole('textbox', { name: 'Custom gender' });
    await expect(custom).toHaveAttribute('placeholder', 'Enter your gender');
    await expect(submit).toBeDisabled(); // Custom with no text
    await custom.fill('   ');
    await expect(submit).toBeDisabled();
    await custom.fill('Non-binary');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();
    await expect(submit).toBeDisabled();

    await page.reload();
    await expect(bio).toBeVisible();
    await expect(bio).toHaveValue('Climber, coffee person.');
    await expect(gender).toHaveValue('custom');
    await expect(custom).toHaveValue('Non-binary');
    await expect(submit).toBeDisabled();

    await gender.selectOption({ label: 'Female' });
    await expect(custom).toHaveCount(0);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();
    await page.reload();
    await expect(bio).toBeVisible();
    await expect.poll(() => gender.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label)).toBe('Female');

    await gender.selectOption({ label: 'Prefer not to say' });
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();
    await page.reload();
    await expect(bio).toBeVisible();
    await expect.poll(() => gender.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label)).toBe('Prefer not to say');
    await expect(bio).toHaveValue('Climber, coffee person.');

    // A rule the server refuses comes back at its field, which gets the focus.
    const refusal = 'Bio must be at most 150 characters.';
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('updateProfile')
        ? route.fulfill({ json: { errors: [{ message: refusal, extensions: { code: 'request/invalid', status: 400, errors: [refusal] } }], data: null } })
        : route.continue(),
    );
    await bio.fill('Climber, coffee person, runner.');
    await submit.click();
    await expect(form.getByText(refusal, { exact: true })).toBeVisible();
    await expect(bio).toHaveAttribute('aria-invalid', 'true');
    const described = await form.getByText(refusal).getAttribute('id');
    await expect(bio).toHaveAttribute('aria-describedby', new RegExp(`(^| )${described}( |$)`));
    await expect(bio).toBeFocused();
    await page.unroute('**/graphql');
    expect(nativeDialogs).toEqual([]);
  });

  test('uploads a photo, shows it on the page and in the shell, refuses a broken file, and removes it', async ({ signedIn }) => {
    const user = await createVerifiedUser('photo');
    const { page, nativeDialogs } = await signedIn(user);
    await openEditProfile(page);

    const photo = page.getByRole('img', { name: 'Profile photo' });
    const shellAvatar = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).locator('img');
    await expectSource(photo, '/default.png');
    await expectSource(shellAvatar, '/default.png');

    // Without a photo there is nothing to remove; Cancel gives focus back to the button.
    const opener = page.getByRole('button', { name: 'Change photo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Change photo' });
    await expect(dialog.getByRole('button', { name: 'Remove Current Photo' })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A file that claims to be a PNG but is not: the server refuses it and the dialog says so.
    await opener.click();
    let chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await (await chooser).setFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
    await expect(dialog.getByRole('alert').getByText('Update profile photo failed', { exact: true })).toBeVisible();
    await expectSource(photo, '/default.png');

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#00798c' } }).png().toBuffer();
    chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expectSource(photo, /^\/media\/.+\.webp$/);
    const uploaded = (await photo.getAttribute('src'))!;
    await expectSource(shellAvatar, uploaded);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(opener).toBeFocused();

    await page.reload();
    await expectSource(photo, uploaded);
    await expectSource(shellAvatar, uploaded);

    await opener.click();
    const remove = dialog.getByRole('button', { name: 'Remove Current Photo' });
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(dialog).toBeHidden();
    await expectSource(photo, '/default.png');
    await expectSource(shellAvatar, '/default.png');
    await opener.click();
    await expect(remove).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await expectSource(photo, '/default.png');
    expect(nativeDialogs).toEqual([]);
  });

  test('sets the stored theme before the app runs, by an inline script the Content-Security-Policy allows by its hash', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('theme_preference', 'dark_green'));
    // Before any module script: the theme comes from the inline boot script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark_green');
    expect(violations).toEqual([]);
  });

  test('applies a chosen theme at once, keeps it when saving fails, and applies the saved one after logging in elsewhere', async ({ signedIn, newPage }) => {
    const user = await createVerifiedUser('theme');
    const { page, nativeDialogs } = await signedIn(user);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Theme Preference' }).click();
    await expect(page).toHaveURL(/\/settings\/theme$/);

    const themes = page.getByRole('radiogroup', { name: 'Theme Preference' });
    await expect(themes.getByRole('radio', { name: 'Sapphire Blue' })).toBeAttached();
    await expect(themes.getByRole('radio')).toHaveCount(9);
    await expect(themes.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expectAccessible(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');

    const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('setTheme'));
    await themes.getByRole('radio', { name: 'Dark Purple' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark_purple');
    await expect(body(page)).toHaveCSS('background-color', 'rgb(15, 15, 18)');
    expect((await (await saved).json()).data).toEqual({ setTheme: 'dark_purple' });
    // No failure is said anywhere (the notices' alert region stays empty).
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

    // When the save cannot reach the server the theme still applies here and the alert says so.
    await page.route('**/graphql', (route) => ((route.request().postData() ?? '').includes('setTheme') ? route.abort() : route.continue()));
    await themes.getByRole('radio', { name: 'Sapphire Blue' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'sapphire_blue');
    await expect(page.getByRole('alert').getByText('Failed to save user theme preference!', { exact: true })).toBeVisible();
    await expect(themes.getByRole('radio', { name: 'Sapphire Blue' })).toBeChecked();
    await page.unroute('**/graphql');
    expect(nativeDialogs).toEqual([]);

    // A fresh browser starts in Light and takes the saved theme (Dark Purple) when the user logs in.
    const other = await newPage();
    await other.page.goto('/login');
    await expect(html(other.page)).toHaveAttribute('data-theme', 'light');
    await logIn(other.page, user);
    await expect(html(other.page)).toHaveAttribute('data-theme', 'dark_purple');
    await expect(body(other.page)).toHaveCSS('background-color', 'rgb(15, 15, 18)');
    await other.page.goto('/settings/theme');
    await expect(other.page.getByRole('radio', { name: 'Dark Purple' })).toBeChecked();
  });
});
