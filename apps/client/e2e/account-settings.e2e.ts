import type { Page } from '@playwright/test';
import { DEVICE_MESSAGES, PASSWORD_CHANGE_MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createVerifiedUser } from './support/users';
import { text } from './support/texts';

/** Something a signed-in person does next: its request is refused once the session has ended. */
const goToNotifications = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications', exact: true }).click();

test.describe('Settings, Sessions', () => {
  test('lists both signed-in browsers and signs the other one out, which is sent to log in', async ({ signedIn }) => {
    const user = await createVerifiedUser('sessions');
    const first = await signedIn(user);
    const second = await signedIn(user);

    const { page } = first;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Sessions' }).click();
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const current = list.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(/Chrome \d+ on Linux/);
    await expect(current).toContainText(/Signed in .+ · Last active .+/);
    await expect(current.getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    const other = list.getByRole('listitem').filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^Sign out Chrome \d+ on Linux$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this session' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText(text(DEVICE_MESSAGES.ended))).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out of all other sessions' })).toHaveCount(0);

    // The other browser is signed out: the next thing it does sends it to log in.
    await goToNotifications(second.page);
    await expect(second.page).toHaveURL(/\/login/);
    await expect(second.page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('signs out every other session at once, after asking', async ({ signedIn }) => {
    const user = await createVerifiedUser('others');
    const first = await signedIn(user);
    const second = await signedIn(user);
    const third = await signedIn(user);
    const { page } = first;
    await page.goto('/settings/sessions');
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all other sessions' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Notifications' }).getByText(text(DEVICE_MESSAGES.othersEnded))).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    for (const { page: ended } of [second, third]) {
      await goToNotifications(ended);
      await expect(ended).toHaveURL(/\/login/);
    }
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });
});

test.describe('Settings, Account, Password', () => {
  test('refuses a wrong current password at its field, then changes it: the other browser is told why, and the new one logs in', async ({ signedIn }) => {
    const user = await createVerifiedUser('password');
    const first = await signedIn(user);
    const second = await signedIn(user);
    const { page } = first;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Account', exact: true }).click();
    const form = page.getByRole('form', { name: 'Password' });
    await expect(form).toBeVisible();

    // Nothing typed: each field says what it needs, and the first takes focus.
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(text(PASSWORD_CHANGE_MESSAGES.currentRequired))).toBeVisible();
    await expect(form.getByLabel('Current password')).toBeFocused();
    await expectAccessible(page);

    const fresh = 'Brand-new-pass-7!';
    await form.getByLabel('Current password').fill('Not-my-password-1!');
    await form.getByLabel('New password', { exact: true }).fill(fresh);
    await form.getByLabel('Confirm new password').fill(fresh);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(text(PASSWORD_CHANGE_MESSAGES.currentWrong))).toBeVisible();
    await expect(form.getByLabel('Current password')).toBeFocused();
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status').getByText(text(PASSWORD_CHANGE_MESSAGES.changed))).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');
    await expectAccessible(page);

    // This browser stays signed in; the other is sent to log in, and told why.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Password' })).toBeVisible();
    await goToNotifications(second.page);
    await expect(second.page).toHaveURL(/\/login/);
    await expect(second.page.getByText(text(SERVER_MESSAGES.sessionEndedPasswordChanged))).toBeVisible();
    await logIn(second.page, user, fresh);
  });
});
