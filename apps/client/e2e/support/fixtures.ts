import { STORAGE_KEYS } from '@gatherly/schema';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { logIn } from './auth';
import { baseUrl, nextAddress } from './browser';
import type { TestUser } from './users';

export { expect } from '@playwright/test';

/** `timezoneId` (e.g. 'Asia/Tokyo') sets the clock the page sees, in US English; `viewport` its size (PHONE). */
export interface PageOptions {
  timezoneId?: string;
  viewport?: { width: number; height: number };
  /** Keep the reminder to describe images before sharing them, which other tests' pages turn off (see `quietAltReminder`). */
  altTextReminder?: boolean;
  /** The browser's language (navigator.languages and Accept-Language), e.g. 'de-DE'; US English unless said. */
  locale?: string;
}

/**
 * Turns off, on each page of `context` that has not chosen, the reminder to describe images before
 * sharing them: tests that share images without describing them are about something else, and
 * image-descriptions.e2e.ts tests the reminder itself.
 */
async function quietAltReminder(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'off');
  }, STORAGE_KEYS.altTextReminder);
}

export interface OwnPage {
  context: BrowserContext;
  page: Page;
  /** The native dialogs the page opened, each dismissed: the app must open none (its notices are its own). */
  nativeDialogs: string[];
}

function nativeDialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

interface Fixtures {
  /** A page in a browser context of its own (another person, another device); closed after the test. */
  newPage(options?: PageOptions): Promise<OwnPage>;
  /** A page of its own, signed in as `user` on /home. */
  signedIn(user: TestUser, options?: PageOptions): Promise<OwnPage>;
}

/**
 * The browser tests' `test`: every page, the `page` fixture's too, talks to the app the global setup
 * started, from a client address of its own (see nextAddress).
 */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(baseUrl()),
  context: async ({ context }, use) => {
    await quietAltReminder(context);
    await use(context);
  },
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': nextAddress() }),
  newPage: async ({ browser }, use) => {
    // Traced and screenshotted on failure by the runner, as the `context` fixture is.
    const contexts: BrowserContext[] = [];
    await use(async ({ timezoneId, viewport, altTextReminder = false, locale } = {}) => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
        ...(timezoneId ? { timezoneId, locale: 'en-US' } : {}),
        ...(locale ? { locale } : {}),
        ...(viewport ? { viewport } : {}),
      });
      contexts.push(context);
      if (!altTextReminder) await quietAltReminder(context);
      const page = await context.newPage();
      return { context, page, nativeDialogs: nativeDialogsOf(page) };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  signedIn: async ({ newPage }, use) => {
    await use(async (user, options) => {
      const own = await newPage(options);
      await logIn(own.page, user);
      return own;
    });
  },
});
