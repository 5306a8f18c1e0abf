import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sign, decode } from 'jsonwebtoken';
import type { Browser, Locator } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { launch, latestMail, newPage, PHONE, uniqueUser } from './support/browser';
import { logIn, pathOf, signUpAndVerify } from './support/auth';

let browser: Browser;

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

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('account life cycle in the browser', () => {
  it('signs up, verifies the e-mail, logs in to the shell and logs out', async () => {
    const { context, page } = await newPage(browser);
    const user = await signUpAndVerify(page);
    await page.getByText('Email verified successfully! You can now log in.').waitFor();

    await logIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Home', 'Events', 'Messages', 'Search', 'Create', 'Profile', 'Settings', 'Logout']) {
      expect(await nav.getByRole(item === 'Create' || item === 'Logout' ? 'button' : 'link', { name: item, exact: true }).count()).toBe(1);
    }
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(user.username);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // The session is over on the server too: the refresh cookie no longer buys a token.
    const refresh = await page.evaluate(async () => (await fetch('/api/account/refresh', { method: 'POST' })).status);
    expect(refresh).toBe(401);
    await page.goto('/home');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('offers an unverified account, logging in from a fresh browser, to send the link again', async () => {
    const signup = await newPage(browser);
    const user = uniqueUser('unverified');
    await signup.page.goto('/signup');
    await signup.page.getByLabel('Email').fill(user.email);
    await signup.page.getByLabel('Password', { exact: true }).fill(user.password);
    await signup.page.getByLabel('Full Name').fill(user.fullName);
    await signup.page.getByLabel('Username').fill(user.username);
    await signup.page.getByRole('button', { name: 'Sign up' }).click();
    await signup.page.waitForURL('**/verify-email');
    const first = await latestMail(user.email, 'Verify');
    await signup.context.close();

    // Elsewhere, with a link that does not work, and nothing of the sign-up in this browser.
    const { context, page } = await newPage(browser);
    await page.goto('/verify-email/confirm?verification_token=not-a-token');
    await page.waitForURL('**/login?verified=false', { timeout: 10_000 });
    await page.getByText('This verification link is invalid or expired. Please request a new one.').waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please verify your email address before logging in.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Verification email sent! Please check your inbox.').waitFor();

    let again = await latestMail(user.email, 'Verify');
    for (let tries = 0; again.link === first.link && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await latestMail(user.email, 'Verify');
    }
    expect(again.link).not.toBe(first.link);
    await page.goto(pathOf(again.link));
    await page.waitForURL('**/login?verified=true', { timeout: 10_000 });
    await logIn(page, user);
    await context.close();
  });

  it("names every item of the phone's bottom bar, and logs out from Settings there", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const user = await signUpAndVerify(page);
    await logIn(page, user);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Events', 'Messages', 'Search', 'Create', 'Profile', 'Settings']) {
      await expect(nav.getByText(name, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(nav.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(false);
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('shows every violated sign-up rule together', async () => {
    const { context, page } = await newPage(browser);
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
      await page.getByRole('listitem').filter({ hasText: message }).first().waitFor();
    }
    // Each field is marked and described by its own messages; the phone, left empty, is not; focus is on the first.
    const descriptionOf = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((field) => ({
        invalid: field.getAttribute('aria-invalid'),
        focused: field === document.activeElement,
        text: (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.includes('problem')).map((id) => document.getElementById(id)?.textContent),
      }));
    await expect(descriptionOf('Email')).resolves.toEqual({ invalid: 'true', focused: true, text: ['Please enter a valid email address.'] });
    await expect(descriptionOf('Username')).resolves.toEqual({
      invalid: 'true',
      focused: false,
      text: ['Username must be at least 3 characters long', 'Username can only contain letters, numbers, and underscores'],
    });
    await expect(descriptionOf('Phone Number (optional)')).resolves.toEqual({ invalid: null, focused: false, text: [] });
    expect(page.url()).toMatch(/\/signup$/);

    // One problem is a sentence, not a list of one.
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret#123');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Username').fill('ada!');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').getByText('Username can only contain letters, numbers, and underscores').waitFor();
    await expect(page.getByRole('alert').getByRole('listitem').count()).resolves.toBe(0);
    await expect(descriptionOf('Username')).resolves.toMatchObject({ invalid: 'true', focused: true });
    await context.close();
  });

  it('refuses a wrong password with the server message', async () => {
    const { context, page } = await newPage(browser);
    const user = await signUpAndVerify(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await page.getByLabel('Password').fill('Wrong#pass2');
    expect(await page.getByText('Invalid email or password.').count()).toBe(0);

    // What was typed can be checked: Show turns the field to plain text, Hide back.
    const field = page.getByLabel('Password');
    await expect(field.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(field.getAttribute('type')).resolves.toBe('text');
    await expect(page.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(field.inputValue()).resolves.toBe('Wrong#pass2');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(field.getAttribute('type')).resolves.toBe('password');
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { context, page } = await newPage(browser);
    const user = await signUpAndVerify(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Trouble logging in?' }).waitFor();
    // The one field is marked, described by the message, and focused.
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await expect(fieldState(page.getByLabel('Email'))).resolves.toEqual({ invalid: 'true', focused: true, description: 'Email is required.' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await page.getByText('We sent you an email to reset your password!').waitFor();

    const mail = await latestMail(user.email, 'Reset');
    await page.goto(pathOf(mail.link));
    await page.getByRole('heading', { name: 'Create A Strong Password' }).waitFor();
    // The same live checklist as at sign-up.
    await page.getByLabel('New Password', { exact: true }).fill('longer-but-no-digit');
    await page.getByRole('listitem').filter({ hasText: 'At least 8 characters (met)' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'At least 1 number (not met)' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm New Password').fill('weak');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters, with a number and special character.').waitFor();
    await expect(fieldState(page.getByLabel('New Password', { exact: true }))).resolves.toEqual({
      invalid: 'true',
      focused: true,
      description: expect.stringContaining('Password must be at least 8 characters, with a number and special character.'),
    });
    await page.getByLabel('New Password', { exact: true }).fill('Another#456');
    await page.getByLabel('Confirm New Password').fill('Another#457');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(fieldState(page.getByLabel('Confirm New Password'))).resolves.toEqual({ invalid: 'true', focused: true, description: 'Passwords do not match.' });
    await expect(page.getByLabel('New Password', { exact: true }).getAttribute('aria-invalid')).resolves.toBeNull();

    const newPassword = 'Another#456';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });

    await logIn(page, user, newPassword);
    // The link was single use: opening it again goes silently back to login (signed out first).
    await page.evaluate(() => localStorage.clear());
    await page.goto(pathOf(mail.link));
    await page.waitForURL('**/login');
    await context.close();
  });

  it('sends a signed-in user from /login to /home', async () => {
    const { context, page } = await newPage(browser);
    const user = await signUpAndVerify(page);
    await logIn(page, user);
    await page.goto('/login');
    await page.waitForURL('**/home');
    await page.goto('/');
    await page.waitForURL('**/home');
    await page.goto('/no/such/page');
    await page.getByText("Sorry this page isn't available").waitFor();
    await page.goto('/settings/anything');
    await page.waitForURL('**/settings/edit-profile');
    await context.close();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const { context, page } = await newPage(browser);
    const user = await signUpAndVerify(page);
    await logIn(page, user);

    // An access token of the same session that expired a minute ago, signed with the server's key.
    const current = await page.evaluate(() => localStorage.getItem('access_token'));
    const claims = decode(current ?? '') as { sub: string; sid: string };
    const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ sub: claims.sub, sid: claims.sid, iat: now - 1000, exp: now - 60 }, secret, { algorithm: 'HS256' });
    await page.evaluate((token) => localStorage.setItem('access_token', token), expired);

    await page.goto('/home');
    await page.getByRole('heading', { name: `Welcome, ${user.fullName}` }).waitFor();
    const renewed = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    await context.close();
  });
});

it('has a working About dialog on the login page', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: 'What is Gatherly?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByText('Private messaging and conversations', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await context.close();
});
