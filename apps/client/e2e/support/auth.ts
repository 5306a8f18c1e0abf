import { expect } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { latestMail, newPage, uniqueUser } from './browser';

export type TestUser = ReturnType<typeof uniqueUser>;

/** Signs a new person up through the form and follows the mailed link, as a person would. */
export async function signUpAndVerify(page: Page, user: TestUser = uniqueUser()): Promise<TestUser> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Account created successfully! Redirecting...').waitFor();
  await page.waitForURL('**/verify-email');
  await page.getByText('Registration successful! Please check your email to verify your account.').waitFor();
  await page.getByText(user.email).first().waitFor();

  const mail = await latestMail(user.email, 'Verify');
  expect(new URL(mail.link).pathname).toBe('/verify-email/confirm');
  await page.goto(pathOf(mail.link));
  await page.getByText('Email verified successfully!').first().waitFor();
  await page.waitForURL('**/login?verified=true', { timeout: 10_000 });
  return user;
}

export async function logIn(page: Page, user: TestUser, password = user.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('heading', { name: `Welcome, ${user.fullName}` }).waitFor();
}

/** The path and query of a mailed link, so that the page stays on the test server's origin. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A fresh browser context of its own, signed in as `user` on /home. */
export async function signedIn(browser: Browser, user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await logIn(page, user);
  return { context, page };
}
