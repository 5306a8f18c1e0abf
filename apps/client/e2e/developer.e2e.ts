import { ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import { expectAccessible } from './support/axe';
import { baseUrl } from './support/browser';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';
import { text } from './support/texts';

const feedWith = (token: string) => fetch(`${baseUrl()}/api/feed`, { headers: { authorization: `Bearer ${token}` } });

test.describe('personal access tokens in Settings', () => {
  test('creates a token, shows it once, and revokes it', async ({ signedIn }) => {
    const user = await createVerifiedUser('developer');
    const { page } = await signedIn(user);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Developer' }).click();
    await expect(page.getByRole('heading', { name: 'Developer' })).toBeVisible();
    await expect(page.getByText('You have no tokens.')).toBeVisible();
    await expectAccessible(page);

    // A name is required, said at the field, which takes focus.
    const form = page.getByRole('form', { name: 'New token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(form.getByText(text(ACCESS_TOKEN_MESSAGES.nameRequired))).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Name').fill('Weekly export');
    await form.getByRole('checkbox', { name: /^Chat/ }).check();
    await form.getByLabel('Expires').selectOption('30');
    await form.getByRole('button', { name: 'Create token' }).click();

    const secret = page.getByLabel(text(ACCESS_TOKEN_MESSAGES.created));
    await expect(secret).toHaveValue(/^gth_/);
    const token = await secret.inputValue();
    await expect(secret).toBeFocused();
    const row = page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').filter({ hasText: 'Weekly export' });
    await expect(row).toContainText(`read, chat · ends in …${token.slice(-4)}`);
    await expect(row).toContainText('Never used');
    await expectAccessible(page);
    expect((await feedWith(token)).status).toBe(200);

    // Shown once: after a reload only the list remains, which never holds the secret.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByLabel(text(ACCESS_TOKEN_MESSAGES.created))).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(token);
    await expect(row).toContainText('Last used');

    await row.getByRole('button', { name: 'Revoke Weekly export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke token' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText(text(ACCESS_TOKEN_MESSAGES.revoked))).toBeVisible();
    await expect(page.getByText('You have no tokens.')).toBeVisible();
    expect((await feedWith(token)).status).toBe(401);
  });
});
