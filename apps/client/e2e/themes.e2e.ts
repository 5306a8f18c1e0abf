import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { THEMES } from '@gatherly/schema';
import sharp from 'sharp';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { launch, newPage } from './support/browser';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

/**
 * Every theme, on every page and the creation dialogs, and on screens that put text on each kind
 * of background: an error beside the login form, the selected navigation, a detail dialog with a
 * pressed toggle and the online badge, the settings menu, and a failure notice over the dialog.
 * axe-core finds nothing in any.
 */

let browser: Browser;
let user: TestUser;
let eventId: string;

beforeAll(async () => {
  browser = await launch();
  user = await createVerifiedUser('themes');
  const token = await accessTokenOf(user);
  const form = new FormData();
  for (const [name, value] of Object.entries({ event_name: 'Online quiz', event_description: 'Bring a team.', event_date: new Date(Date.now() + 86_400_000).toISOString(), event_location: '', event_category: 'community', event_is_online: 'true' })) form.append(name, value);
  const cover = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#00798c' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  eventId = ((await apiCall(token, 'POST', '/api/events', form)) as { data: { event: { event_id: string } } }).data.event.event_id;
});

afterAll(async () => {
  await browser?.close();
});

describe.each(THEMES.map((theme) => [theme.label, theme.value] as const))('the %s theme', (_label, theme) => {
  it('has no accessibility violation on the screens that use each colour', async () => {
    // The theme is the account's: login applies it.
    await apiCall(await accessTokenOf(user), 'POST', '/graphql', { query: `mutation { setTheme(theme: "${theme}") }` });
    const { context, page } = await newPage(browser);
    const appliedTheme = () => page.evaluate(() => document.documentElement.dataset.theme);

    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('Wrong-password-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    await expectAccessible(page);

    await logIn(page, user);
    await expect(appliedTheme()).resolves.toBe(theme);
    await page.goto(`/events?event=${eventId}`);
    const detail = page.getByRole('dialog', { name: 'Event', exact: true });
    await detail.getByText('Online event').waitFor();
    await detail.getByRole('button', { name: 'Interested' }).click();
    await detail.getByText('1 interested').waitFor();
    await expectAccessible(page);

    await context.setOffline(true);
    await detail.getByRole('button', { name: 'Like' }).click();
    await page.getByRole('alert', { name: 'Problems' }).getByText('Network error. Please try again.').waitFor();
    await expectAccessible(page);
    await context.setOffline(false);
    await detail.getByRole('button', { name: 'Interested' }).click();
    await detail.getByText('0 interested').waitFor();

    await page.goto('/settings/theme');
    await page.getByRole('radiogroup', { name: 'Theme Preference' }).getByRole('radio', { name: 'Sapphire Blue' }).waitFor({ state: 'attached' });
    await expectAccessible(page);

    // Every other page, and the creation dialogs.
    for (const [path, ready] of [
      ['/home', () => page.getByRole('heading', { name: `Welcome, ${user.fullName}` })],
      ['/events', () => page.getByRole('heading', { name: 'Discover Events' })],
      ['/search', () => page.getByRole('searchbox').first()],
      ['/direct/message', () => page.getByRole('heading').first()],
      [`/profile/${user.username}`, () => page.getByRole('heading', { name: user.username }).first()],
      ['/settings/edit-profile', () => page.getByRole('navigation', { name: 'Settings' })],
    ] as const) {
      await page.goto(path);
      await ready().waitFor();
      await expectAccessible(page);
    }
    for (const kind of ['Remark', 'Post', 'Event']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }).click();
      await page.getByRole('dialog', { name: 'Create' }).getByRole('button', { name: kind, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: kind === 'Remark' ? 'Create Remark' : `Create new ${kind.toLowerCase()}` });
      await dialog.waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
