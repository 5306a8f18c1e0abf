import { PASSKEY_MESSAGES } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { startServer, type StartedServer } from './support/server.mjs';
import { createVerifiedUser } from './support/users';
import { text } from './support/texts';

/**
 * Passkeys in Chromium's virtual authenticator (DevTools protocol: a platform authenticator that
 * holds discoverable credentials and verifies its user). WebAuthn refuses an IP address as relying
 * party, so this file has an app of its own at http://localhost:<port>.
 */

let server: StartedServer;
const previous = { baseUrl: process.env.E2E_BASE_URL, dataDir: process.env.E2E_DATA_DIR };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ hostname: 'localhost' });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
});

test.afterAll(async () => {
  process.env.E2E_BASE_URL = previous.baseUrl;
  process.env.E2E_DATA_DIR = previous.dataDir;
  await server?.stop();
});

/** A virtual authenticator for `page`, as a laptop's fingerprint reader would be. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

test.describe('passkeys', () => {
  test('adds a passkey in Settings, renames it, then signs in with it alone after logging out', async ({ signedIn }) => {
    const user = await createVerifiedUser('passkey');
    const { page } = await signedIn(user);
    await addVirtualAuthenticator(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(page.getByText('You have no passkeys.')).toBeVisible();

    // A name is asked first, at its field.
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(form.getByText(text(PASSKEY_MESSAGES.nameRequired))).toBeVisible();
    await expect(form.getByLabel('Passkey name')).toBeFocused();
    await form.getByLabel('Passkey name').fill('This laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText(text(PASSKEY_MESSAGES.added)).first()).toBeVisible();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('This laptop')).toBeVisible();
    await expect(list.getByText(/Added .* · Never used/)).toBeVisible();
    await expectAccessible(page);

    await list.getByRole('button', { name: 'Rename This laptop' }).click();
    const rename = page.getByRole('form', { name: 'Rename This laptop' });
    await expect(rename.getByLabel('New name')).toBeFocused();
    await rename.getByLabel('New name').fill('Work laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText('Work laptop')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Rename Work laptop' })).toBeFocused();

    // Log out where this width shows it (the side bar; Settings on a phone).
    await page.getByRole('button', { name: 'Logout', exact: true }).or(page.getByRole('button', { name: 'Log out', exact: true })).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();

    await page.goto('/settings/security');
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/Last used/)).toBeVisible();
    await page.getByRole('button', { name: 'Remove Work laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove passkey' });
    await expect(dialog.getByText('“Work laptop” will no longer sign you in.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('You have no passkeys.')).toBeVisible();
  });

  test('says calmly that nothing happened when no passkey answers the prompt', async ({ newPage }) => {
    const { page } = await newPage();
    // An authenticator that holds no passkey for Gatherly: the prompt ends without an answer.
    await addVirtualAuthenticator(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText(text(PASSKEY_MESSAGES.cancelled))).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(/\/login$/);
  });
});
