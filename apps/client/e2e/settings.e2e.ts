import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { launch, newPage } from './support/browser';
import { createVerifiedUser, TestUser } from './support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(user: TestUser) {
  const { context, page } = await newPage(browser);
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message()); // the app must never use window.alert/confirm
    void dialog.dismiss();
  });
  await logIn(page, user);
  return { context, page, nativeDialogs };
}

async function openEditProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings/edit-profile');
  await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
}

/** Waits until an image shows a source that passes `test`, and answers it. */
async function srcOf(image: Locator, test: (src: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let src = '';
  while (Date.now() < deadline) {
    src = (await image.getAttribute('src')) ?? '';
    if (test(src)) return src;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`image source is still ${src}`);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('settings in the browser', () => {
  it('saves bio and gender, Submit enabled only for a complete change, and shows them after a reload', async () => {
    const user = await createVerifiedUser('bio');
    const { context, page, nativeDialogs } = await signedIn(user);
    await openEditProfile(page);
    await page.getByText(user.username, { exact: true }).waitFor();
    await page.getByText(user.fullName, { exact: true }).waitFor();

    const form = page.getByRole('form', { name: 'Profile details' });
    const submit = form.getByRole('button', { name: 'Submit' });
    const bio = form.getByRole('textbox', { name: 'Bio' });
    const gender = form.getByRole('combobox', { name: 'Gender' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expect(bio.getAttribute('placeholder')).resolves.toBe('Tell us about yourself...');
    await expect(gender.locator('option').allTextContents()).resolves.toEqual(['Male', 'Female', 'Custom', 'Prefer not to say']);
    await expectAccessible(page);

    await bio.fill('Climber, coffee person.');
    await form.getByText('23/150').waitFor();
    await expect(submit.isDisabled()).resolves.toBe(false);
    await bio.fill('');
    await expect(submit.isDisabled()).resolves.toBe(true); // back to the saved value

    await bio.fill('Climber, coffee person.');
    await gender.selectOption({ label: 'Custom' });
    const custom = form.getByRole('textbox', { name: 'Custom gender' });
    await expect(custom.getAttribute('placeholder')).resolves.toBe('Enter your gender');
    await expect(submit.isDisabled()).resolves.toBe(true); // Custom with no text
    await custom.fill('   ');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await custom.fill('Non-binary');
    await expect(submit.isDisabled()).resolves.toBe(false);
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Profile updated.' }).waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);

    await page.reload();
    await bio.waitFor();
    await expect(bio.inputValue()).resolves.toBe('Climber, coffee person.');
    await expect(gender.inputValue()).resolves.toBe('custom');
    await expect(custom.inputValue()).resolves.toBe('Non-binary');
    await expect(submit.isDisabled()).resolves.toBe(true);

    await gender.selectOption({ label: 'Female' });
    await expect(custom.count()).resolves.toBe(0);
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Profile updated.' }).waitFor();
    await page.reload();
    await bio.waitFor();
    await expect(gender.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label)).resolves.toBe('Female');

    await gender.selectOption({ label: 'Prefer not to say' });
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Profile updated.' }).waitFor();
    await page.reload();
    await bio.waitFor();
    await expect(gender.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label)).resolves.toBe('Prefer not to say');
    await expect(bio.inputValue()).resolves.toBe('Climber, coffee person.');

    // A rule the server refuses comes back at its field, which gets the focus.
    const refusal = 'Bio must be at most 150 characters.';
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('updateProfile')
        ? route.fulfill({ json: { errors: [{ message: refusal, extensions: { code: 'request/invalid', status: 400, errors: [refusal] } }], data: null } })
        : route.continue(),
    );
    await bio.fill('Climber, coffee person, runner.');
    await submit.click();
    await form.getByText(refusal, { exact: true }).waitFor();
    await expect(bio.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(bio.getAttribute('aria-describedby')).resolves.toContain(await form.getByText(refusal).getAttribute('id'));
    await expect(isFocused(bio)).resolves.toBe(true);
    await page.unroute('**/graphql');
    expect(nativeDialogs).toEqual([]);
    await context.close();
  });

  it('uploads a photo, shows it on the page and in the shell, refuses a broken file, and removes it', async () => {
    const user = await createVerifiedUser('photo');
    const { context, page, nativeDialogs } = await signedIn(user);
    await openEditProfile(page);

    const photo = page.getByRole('img', { name: 'Profile photo' });
    const shellAvatar = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).locator('img');
    await srcOf(photo, (src) => src === '/default.png');
    await srcOf(shellAvatar, (src) => src === '/default.png');

    // Without a photo there is nothing to remove; Cancel gives focus back to the button.
    const opener = page.getByRole('button', { name: 'Change photo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Change photo' });
    await expect(dialog.getByRole('button', { name: 'Remove Current Photo' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(isFocused(opener)).resolves.toBe(true);

    // A file that claims to be a PNG but is not: the server refuses it and the dialog says so.
    await opener.click();
    let chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await (await chooser).setFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
    await dialog.getByRole('alert').getByText('Update profile photo failed', { exact: true }).waitFor();
    await srcOf(photo, (src) => src === '/default.png');

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#00798c' } }).png().toBuffer();
    chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const uploaded = await srcOf(photo, (src) => /^\/media\/.+\.webp$/.test(src));
    await expect(srcOf(shellAvatar, (src) => src === uploaded)).resolves.toBe(uploaded);
    await expect(photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    await expect(isFocused(opener)).resolves.toBe(true);

    await page.reload();
    await srcOf(photo, (src) => src === uploaded);
    await srcOf(shellAvatar, (src) => src === uploaded);

    await opener.click();
    const remove = dialog.getByRole('button', { name: 'Remove Current Photo' });
    await expect(remove.isDisabled()).resolves.toBe(false);
    await remove.click();
    await dialog.waitFor({ state: 'hidden' });
    await srcOf(photo, (src) => src === '/default.png');
    await srcOf(shellAvatar, (src) => src === '/default.png');
    await opener.click();
    await expect(remove.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await srcOf(photo, (src) => src === '/default.png');
    expect(nativeDialogs).toEqual([]);
    await context.close();
  });

  it('sets the stored theme before the app runs, by an inline script the Content-Security-Policy allows by its hash', async () => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('theme_preference', 'dark_green'));
    // Before any module script: the theme comes from the inline boot script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark_green');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('applies a chosen theme at once, keeps it when saving fails, and applies the saved one after logging in elsewhere', async () => {
    const user = await createVerifiedUser('theme');
    const { context, page, nativeDialogs } = await signedIn(user);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Theme Preference' }).click();
    await page.waitForURL('**/settings/theme');

    const themes = page.getByRole('radiogroup', { name: 'Theme Preference' });
    await themes.getByRole('radio', { name: 'Sapphire Blue' }).waitFor({ state: 'attached' });
    await expect(themes.getByRole('radio').count()).resolves.toBe(9);
    await expect(themes.getByRole('radio', { name: 'Light' }).isChecked()).resolves.toBe(true);
    await expectAccessible(page);
    const appliedTheme = (on: Page) => on.evaluate(() => document.documentElement.dataset.theme);
    const pageBackground = (on: Page) => on.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(appliedTheme(page)).resolves.toBe('light');

    const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('setTheme'));
    await themes.getByRole('radio', { name: 'Dark Purple' }).check();
    await expect(appliedTheme(page)).resolves.toBe('dark_purple');
    await expect(pageBackground(page)).resolves.toBe('rgb(15, 15, 18)');
    expect((await (await saved).json()).data).toEqual({ setTheme: 'dark_purple' });
    // No failure is said anywhere (the notices' alert region stays empty).
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).count()).resolves.toBe(0);

    // When the save cannot reach the server the theme still applies here and the alert says so.
    await page.route('**/graphql', (route) => ((route.request().postData() ?? '').includes('setTheme') ? route.abort() : route.continue()));
    await themes.getByRole('radio', { name: 'Sapphire Blue' }).check();
    await expect(appliedTheme(page)).resolves.toBe('sapphire_blue');
    await page.getByRole('alert').getByText('Failed to save user theme preference!', { exact: true }).waitFor();
    await expect(themes.getByRole('radio', { name: 'Sapphire Blue' }).isChecked()).resolves.toBe(true);
    await page.unroute('**/graphql');
    expect(nativeDialogs).toEqual([]);

    // A fresh browser starts in Light and takes the saved theme (Dark Purple) when the user logs in.
    const other = await newPage(browser);
    await other.page.goto('/login');
    await expect(appliedTheme(other.page)).resolves.toBe('light');
    await logIn(other.page, user);
    await expect(appliedTheme(other.page)).resolves.toBe('dark_purple');
    await expect(pageBackground(other.page)).resolves.toBe('rgb(15, 15, 18)');
    await other.page.goto('/settings/theme');
    await expect(other.page.getByRole('radio', { name: 'Dark Purple' }).isChecked()).resolves.toBe(true);
    await other.context.close();
    await context.close();
  });
});
