import { MESSAGES, PSEUDO_LANGUAGE, SERVER_MESSAGES, STORAGE_KEYS } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { text } from './support/texts';
import { createVerifiedUser } from './support/users';

/**
 * Gatherly in the reader's language: chosen in Settings, Language, kept on the account (so every
 * device follows at login), the browser's until chosen; only the chosen language's texts are
 * downloaded; Arabic turns the page right to left; the pseudo-language shows every text accented.
 */

/** The language files the page downloaded (each language's texts are a script of their own). */
function languageFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(es|de|fr|ar|en-XA)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) seen.push(name);
  });
  return seen;
}

async function chooseLanguage(page: Page, nativeName: string): Promise<void> {
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: nativeName }).check();
}

test.describe('languages', () => {
  test('speak the language chosen in Settings, kept through a reload and on the next device the account logs in on', async ({ signedIn, newPage }) => {
    const user = await createVerifiedUser('lang');
    const { page } = await signedIn(user);
    const files = languageFiles(page);
    await chooseLanguage(page, 'Español');

    const nav = page.getByRole('navigation', { name: text('common.nav.main', undefined, 'es') });
    await expect(nav.getByRole('link', { name: text('common.nav.events', undefined, 'es') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(files).toEqual(['es']);

    await page.reload();
    await expect(page.getByRole('heading', { name: text('settings.language.title', undefined, 'es') })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();

    // Another device: English until the login says the account's language.
    const other = await newPage();
    await other.page.goto('/login');
    await expect(other.page.locator('html')).toHaveAttribute('lang', 'en');
    await other.page.getByLabel('Email').fill(user.email);
    await other.page.getByLabel('Password').fill(user.password);
    await other.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(other.page.getByRole('link', { name: text('common.nav.messages', undefined, 'es') })).toBeVisible();
    await expect(other.page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('turn the page right to left in Arabic: the sidebar at the right, text aligned right', async ({ signedIn }) => {
    const user = await createVerifiedUser('arabic');
    const { page } = await signedIn(user);
    await chooseLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sidebar = page.getByRole('navigation', { name: text('common.nav.main', undefined, 'ar') });
    const box = (await sidebar.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
    await expect(sidebar.getByRole('link', { name: text('common.nav.settings', undefined, 'ar') })).toBeVisible();

    // Text starts at the right: the page's heading sits against the right edge of its box, far from the left.
    const heading = page.getByRole('heading', { level: 1, name: text('settings.language.title', undefined, 'ar') });
    const edges = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const [words, box] = [range.getBoundingClientRect(), element.getBoundingClientRect()];
      const style = getComputedStyle(element);
      return { right: box.right - parseFloat(style.paddingRight) - words.right, left: words.left - box.left - parseFloat(style.paddingLeft) };
    });
    expect(Math.abs(edges.right)).toBeLessThan(2);
    expect(edges.left).toBeGreaterThan(50);
    await test.info().attach('arabic-settings', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // The next tab is at the left of a line written right to left, and the left arrow key reaches it.
    await sidebar.getByRole('link', { name: text('common.nav.events', undefined, 'ar') }).click();
    const explore = page.getByRole('tab', { name: text('explore.tabs.explore', undefined, 'ar') });
    const interested = page.getByRole('tab', { name: text('explore.tabs.interested', undefined, 'ar') });
    expect((await interested.boundingBox())!.x).toBeLessThan((await explore.boundingBox())!.x);
    await explore.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(interested).toHaveAttribute('aria-selected', 'true');
  });

  test('follow the browser until one is chosen', async ({ newPage }) => {
    const { page } = await newPage({ locale: 'de-DE' });
    const files = languageFiles(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const submit = page.getByRole('button', { name: text('account.login.submit', undefined, 'de'), exact: true });
    await expect(submit).toBeVisible();
    expect(files).toEqual(['de']);
    // The form's own check and the server's refusal speak German too.
    await submit.click();
    await expect(page.getByText(text(MESSAGES.loginFieldsRequired, undefined, 'de'))).toBeVisible();
    await page.getByLabel(text('account.fields.email', undefined, 'de')).fill('nobody@example.com');
    await page.getByLabel(text('account.fields.password', undefined, 'de'), { exact: true }).fill('Wrong-password-1');
    await submit.click();
    await expect(page.getByText(text(SERVER_MESSAGES.invalidCredentials, undefined, 'de'))).toBeVisible();
  });

  test('show every text of the pseudo-language accented, placeholders filled', async ({ signedIn }) => {
    const user = await createVerifiedUser('pseudo');
    const { page, context } = await signedIn(user);
    await context.addInitScript(([key, language]) => window.localStorage.setItem(key, language), [STORAGE_KEYS.language, PSEUDO_LANGUAGE] as const);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LANGUAGE);
    await expect(page.getByRole('link', { name: text('common.nav.events', undefined, PSEUDO_LANGUAGE) })).toBeVisible();
    expect(text('common.nav.events', undefined, PSEUDO_LANGUAGE)).not.toBe('Events');
  });

  test('pass the accessibility checks in every language and theme on the main screens', async ({ signedIn }) => {
    test.setTimeout(300_000);
    const user = await createVerifiedUser('axelang');
    const { page } = await signedIn(user);
    for (const language of ['es', 'de', 'fr', 'ar']) {
      await page.evaluate(([key, code]) => window.localStorage.setItem(key, code), [STORAGE_KEYS.language, language] as const);
      for (const [path, heading] of [
        ['/home', undefined],
        ['/events', text('explore.page.heading', undefined, language)],
        ['/messages', undefined],
        ['/settings/language', text('settings.language.title', undefined, language)],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(heading ? page.getByRole('heading', { name: heading, exact: true }) : page.getByRole('main')).toBeVisible();
        await expectAccessibleInEveryTheme(page);
      }
    }
  });
});
