import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import type { Locator } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { latestMail, PHONE, uniqueUser } from './support/browser';
import { logIn, pathOf, signUpAndVerify } from './support/auth';
import { expect, test } from './support/fixtures';

/** Whether a field is marked invalid, has focus, and what its description says. */
function fieldState(field: Locator) {
  return field.evaluate((input) => ({
    invalid: input.getAttribute('aria-invalid'),
    focused: input === document.activeElement,
    description: (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .filter(Boolean)
      .join(' '),
  }));
}

test.describe('account life cycle in the browser', () => {
  test('signs up, verifies the e-mail, logs in to the shell and logs out', async ({ page }) => {
    const user = await signUpAndVerify(page);
    await expect(page.getByText('Email verified successfully! You can now log in.')).toBeVisible();

    await logIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Home', 'Events', 'Messages', 'Search', 'Create', 'Profile', 'Settings', 'Logout']) {
      await expect(nav.getByRole(item === 'Create' || item === 'Logout' ? 'button' : 'link', { name: item, exact: true })).toHaveCount(1);
    }
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(user.username);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The session is over on the server too: the refresh cookie no longer buys a token.
    const refresh = await page.evaluate(async () => (await fetch('/api/account/refresh', { method: 'POST' })).status);
    expect(refresh).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('offers an unverified account, logging in from a fresh browser, to send the link again', async ({ newPage }) => {
    const signup = await newPage();
    const user = uniqueUser('unverified');
    await signup.page.goto('/signup');
    await signup.page.getByLabel('Email').fill(user.email);
    await signup.page.getByLabel('Password', { exact: true }).fill(user.password);
    await signup.page.getByLabel('Full Name').fill(user.fullName);
    await signup.page.getByLabel('Username').fill(user.username);
    await signup.page.getByRole('button', { name: 'Sign up' }).click();
    await expect(signup.page).toHaveURL(/\/verify-email$/);
    const first = await latestMail(user.email, 'Verify');
    await signup.context.close();

    // Elsewhere, with a link that does not work, and nothing of the sign-up in this browser.
    const { page } = await newPage();
    await page.goto('/verify-email/confirm?verification_token=not-a-token');
    await expect(page).toHaveURL(/\/login\?verified=false$/);
    await expect(page.getByText('This verification link is invalid or expired. Please request a new one.')).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please verify your email address before logging in.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();

    await expect.poll(async () => (await latestMail(user.email, 'Verify')).link, { message: 'a second verification mail' }).not.toBe(first.link);
    const again = await latestMail(user.email, 'Verify');
    await page.goto(pathOf(again.link));
    await expect(page).toHaveURL(/\/login\?verified=true$/);
    await logIn(page, user);
  });

  test("names every item of the phone's bottom bar, and logs out from Settings there", async ({ newPage }) => {
    const { page } = await newPage({ viewport: PHONE });
    const user = await signUpAndVerify(page);
    await logIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Icons only, as the spec has them, each named for screen readers.
    for (const name of ['Home', 'Events', 'Messages', 'Search', 'Create', 'Profile', 'Settings']) {
      await expect(nav.getByRole(name === 'Create' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeHidden();
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('shows every violated sign-up rule together', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Username').fill('a!');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of [
      'Please enter a valid email address.',
      'Password must be at least 8 characters long',
      'Password must contain at least one number',
      'Password must contain at least one special character',
      'Username must be at least 3 characters long',
      'Username can only contain letters, numbers, and underscores',
      'Full name must be at least 2 characters long',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: message }).first()).toBeVisible();
    }
    // Each field is marked and described by its own messages; the phone, left empty, is not; focus is on the first.
    const descriptionOf = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((field) => ({
        invalid: field.getAttribute('aria-invalid'),
        focused: field === document.activeElement,
        text: (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.includes('problem')).map((id) => document.getElementById(id)?.textContent),
      }));
    await expect.poll(() => descriptionOf('Email')).toEqual({ invalid: 'true', focused: true, text: ['Please enter a valid email address.'] });
    await expect.poll(() => descriptionOf('Username')).toEqual({
      invalid: 'true',
      focused: false,
      text: ['Username must be at least 3 characters long', 'Username can only contain letters, numbers, and underscores'],
    });
    await expect.poll(() => descriptionOf('Phone Number (optional)')).toEqual({ invalid: null, focused: false, text: [] });
    await expect(page).toHaveURL(/\/signup$/);

    // One problem is a sentence, not a list of one.
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret#123');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Username').fill('ada!');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert').getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveCount(0);
    await expect.poll(() => descriptionOf('Username')).toMatchObject({ invalid: 'true', focused: true });
  });

  test('refuses a wrong password with the server message', async ({ page }) => {
    const user = await signUpAndVerify(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await page.getByLabel('Password').fill('Wrong#pass2');
    await expect(page.getByText('Invalid email or password.')).toHaveCount(0);

    // What was typed can be checked: Show turns the field to plain text, Hide back.
    const field = page.getByLabel('Password');
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('Wrong#pass2');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(field).toHaveAttribute('type', 'password');
  });

  test('resets a forgotten password through the mailed link', async ({ page }) => {
    const user = await signUpAndVerify(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Trouble logging in?' })).toBeVisible();
    // The one field is marked, described by the message, and focused.
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await expect.poll(() => fieldState(page.getByLabel('Email'))).toEqual({ invalid: 'true', focused: true, description: 'Email is required.' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await expect(page.getByText('We sent you an email to reset your password!')).toBeVisible();

    const mail = await latestMail(user.email, 'Reset');
    await page.goto(pathOf(mail.link));
    await expect(page.getByRole('heading', { name: 'Create A Strong Password' })).toBeVisible();
    // The same live checklist as at sign-up.
    await page.getByLabel('New Password', { exact: true }).fill('longer-but-no-digit');
    await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters (met)' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'At least 1 number (not met)' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm New Password').fill('weak');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters, with a number and special character.')).toBeVisible();
    await expect.poll(() => fieldState(page.getByLabel('New Password', { exact: true }))).toEqual({
      invalid: 'true',
      focused: true,
      description: expect.stringContaining('Password must be at least 8 characters, with a number and special character.'),
    });
    await page.getByLabel('New Password', { exact: true }).fill('Another#456');
    await page.getByLabel('Confirm New Password').fill('Another#457');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => fieldState(page.getByLabel('Confirm New Password'))).toEqual({ invalid: 'true', focused: true, description: 'Passwords do not match.' });
    await expect(page.getByLabel('New Password', { exact: true })).not.toHaveAttribute('aria-invalid');

    const newPassword = 'Another#456';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, user, newPassword);
    // The link was single use: opening it again goes silently back to login (signed out first).
    await page.evaluate(() => localStorage.clear());
    await page.goto(pathOf(mail.link));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends a signed-in user from /login to /home', async ({ page }) => {
    const user = await signUpAndVerify(page);
    await logIn(page, user);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/no/such/page');
    await expect(page.getByText("Sorry this page isn't available")).toBeVisible();
    await page.goto('/settings/anything');
    await expect(page).toHaveURL(/\/settings\/edit-profile$/);
  });

  test('refreshes an expired access token without the user noticing', async ({ page }) => {
    const user = await signUpAndVerify(page);
    await logIn(page, user);

    // An access token of the same session that expired a minute ago, signed with the server's key.
    const current = await page.evaluate(() => localStorage.getItem('access_token'));
    const claims = jwt.decode(current ?? '') as { sub: string; sid: string };
    const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
    const now = Math.floor(Date.now() / 1000);
    const expired = jwt.sign({ sub: claims.sub, sid: claims.sid, iat: now - 1000, exp: now - 60 }, secret, { algorithm: 'HS256' });
    await page.evaluate((token) => localStorage.setItem('access_token', token), expired);

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();
    const renewed = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
  });
});

test('has a working About dialog on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'What is Gatherly?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Private messaging and conversations', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
