import type { Page } from '@playwright/test';
import { baseUrl, nextAddress } from './support/browser';
import { CODE_REQUESTS_BUDGET, coldVisit, signedInState, type StorageState } from './support/cold-visit.mjs';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, type TestUser } from './support/users';

/**
 * A first visit on a slow phone: a cold visit of any page (empty cache) loads a handful of scripts
 * and style sheets, not dozens; the code of the likely next page loads once the browser is idle,
 * and that of a page a link leads to as soon as the link is pointed at; never on a Save-Data link.
 */

let user: TestUser;
let signedIn: StorageState;

test.beforeAll(async ({ browser }) => {
  user = await createVerifiedUser('cold');
  signedIn = await signedInState(browser, { baseUrl: baseUrl(), user, headers: { 'x-forwarded-for': nextAddress() } });
});

/** The page's frame is there and its skeletons gave way to content. */
async function shown(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

/** Tells the page that the person asked to save data (as Chrome's Lite mode does). */
async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
}

test.describe('a cold visit', () => {
  for (const [path, withSession] of [
    ['/login', false],
    ['/home', true],
    ['/direct/message', true],
    ['/settings/edit-profile', true],
  ] as const) {
    test(`of ${path} loads at most ${CODE_REQUESTS_BUDGET} scripts and style sheets`, async ({ browser }) => {
      const cold = await coldVisit(browser, {
        baseUrl: baseUrl(),
        path,
        storageState: withSession ? signedIn : undefined,
        headers: { 'x-forwarded-for': nextAddress() },
        ready: shown,
      });
      expect(cold.code.requests, cold.code.files.join('\n')).toBeGreaterThan(0);
      expect(cold.code.requests, cold.code.files.join('\n')).toBeLessThanOrEqual(CODE_REQUESTS_BUDGET);
    });
  }

  test('of the login page loads nothing of the signed-in app, then the frame and Home once the browser is idle', async ({ browser }) => {
    const cold = await coldVisit(browser, { baseUrl: baseUrl(), path: '/login', headers: { 'x-forwarded-for': nextAddress() }, ready: shown });
    expect(cold.code.files.filter((file) => /\/(Shell|HomePage|app)-/.test(file))).toEqual([]);
    expect(cold.prefetched.files.some((file) => /\/HomePage-/.test(file))).toBe(true);
    expect(cold.prefetched.files.some((file) => /\/Shell-/.test(file))).toBe(true);
  });

  test('in the app loads the code of the navigation’s places once the browser is idle', async ({ browser }) => {
    const cold = await coldVisit(browser, { baseUrl: baseUrl(), path: '/home', storageState: signedIn, headers: { 'x-forwarded-for': nextAddress() }, ready: shown });
    for (const page of ['EventsPage', 'MessagesPage', 'NotificationsPage', 'SearchPage', 'SettingsPages', 'ProfilePage']) {
      expect(cold.prefetched.files.some((file) => file.includes(`/${page}-`)), page).toBe(true);
    }
  });

  test('loads nothing ahead of need when the person saves data, not even on pointing at a link', async ({ browser }) => {
    const cold = await coldVisit(browser, {
      baseUrl: baseUrl(),
      path: '/login',
      headers: { 'x-forwarded-for': nextAddress() },
      beforeLoad: saveData,
      ready: async (page) => {
        await shown(page);
        await page.getByRole('link', { name: /sign up/i }).hover();
      },
    });
    expect(cold.prefetched.requests).toBe(0);
    expect(cold.code.files.filter((file) => /\/(SignupPage|HomePage|Shell)-/.test(file))).toEqual([]);
  });
});

test('pointing at a link loads the code of its page before the click', async ({ newPage }) => {
  const { page } = await newPage();
  await page.goto('/login');
  await shown(page);
  const signup = page.waitForRequest((request) => /\/assets\/SignupPage-[^/]+\.js$/.test(request.url()));
  await page.getByRole('link', { name: /sign up/i }).hover();
  await signup;
  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
