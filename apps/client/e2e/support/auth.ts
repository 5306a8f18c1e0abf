import { expect, type Page } from '@playwright/test';
import { latestMail, uniqueUser } from './browser';

export type TestUser = ReturnType<typeof uniqueUser>;

/** Signs a new person up through the form and follows the mailed link, as a person would. */
export async function signUpAndVerify(page: Page, user: TestUser = uniqueUser()): Promise<TestUser> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();

  const mail = await latestMail(user.email, 'Verify');
  expect(new URL(mail.link).pathname).toBe('/verify-email/confirm');
  await page.goto(pathOf(mail.link));
  await expect(page.getByText('Email verified successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?verified=true$/);
  return user;
}

export async function logIn(page: Page, user: TestUser, password = user.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.fullName}` })).toBeVisible();
}

/** The path and query of a mailed link, so that the page stays on the test server's origin. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
