import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import type { Browser } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { baseUrl, launch } from './support/browser';
import { signedIn } from './support/auth';
import { createVerifiedUser } from './support/users';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const feedWith = (token: string) => fetch(`${baseUrl()}/api/feed`, { headers: { authorization: `Bearer ${token}` } });

describe('personal access tokens in Settings', () => {
  it('creates a token, shows it once, and revokes it', async () => {
    const user = await createVerifiedUser('developer');
    const { context, page } = await signedIn(browser, user);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Developer' }).click();
    await page.getByRole('heading', { name: 'Developer' }).waitFor();
    await page.getByText('You have no tokens.').waitFor();
    await expectAccessible(page);

    // A name is required, said at the field, which takes focus.
    const form = page.getByRole('form', { name: 'New token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText(ACCESS_TOKEN_MESSAGES.nameRequired).waitFor();
    await expect(form.getByLabel('Name').evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await form.getByLabel('Name').fill('Weekly export');
    await form.getByRole('checkbox', { name: /^Chat/ }).check();
    await form.getByLabel('Expires').selectOption('30');
    await form.getByRole('button', { name: 'Create token' }).click();

    const secret = page.getByLabel(ACCESS_TOKEN_MESSAGES.created);
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^gth_/);
    await expect(secret.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    const row = page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').filter({ hasText: 'Weekly export' });
    await expect(row.innerText()).resolves.toContain(`read, chat · ends in …${token.slice(-4)}`);
    await expect(row.innerText()).resolves.toContain('Never used');
    await expectAccessible(page);
    expect((await feedWith(token)).status).toBe(200);

    // Shown once: after a reload only the list remains, which never holds the secret.
    await page.reload();
    await row.waitFor();
    await expect(page.getByLabel(ACCESS_TOKEN_MESSAGES.created).count()).resolves.toBe(0);
    await expect(page.locator('body').innerText()).resolves.not.toContain(token);
    await expect(row.innerText()).resolves.toContain('Last used');

    await row.getByRole('button', { name: 'Revoke Weekly export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke token' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText(ACCESS_TOKEN_MESSAGES.revoked).waitFor();
    await page.getByText('You have no tokens.').waitFor();
    expect((await feedWith(token)).status).toBe(401);
    await context.close();
  });
});
