import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The app the global setup started (support/global-setup.mjs). */
export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through their Playwright config');
  return url;
};

/** The system Chromium the tests drive. */
export { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

/** Each worker process calls from addresses of its own (a restarted worker gets a new index). */
const WORKER = Number(process.env.TEST_WORKER_INDEX ?? 0) % 150;
let addresses = 0;

/**
 * A client address no other of this run uses. The test server trusts X-Forwarded-For, so each
 * person or browser calls from an address of its own and login throttling never bleeds between tests.
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${100 + WORKER}.${Math.floor(addresses / 250) % 256}.${(addresses % 250) + 1}`;
}

/** A phone's screen, held upright. */
export const PHONE = { width: 390, height: 844 };

/** Waits until every animation that ends has ended (a dialog's entrance, a colour's transition); endless
 *  ones (a skeleton's pulse, a spinner) are not waited for. */
export async function finiteAnimationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Nothing is wider than the window: no horizontal scroll. */
export async function expectNoSideScroll(page: Page, where: string) {
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: string;
}

/** A mail of the outbox; null while the server is still writing it (the next look finds it whole). */
function readMail(path: string): OutboxMail | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
}

/** The newest mail of the server's outbox to an address about a subject, if there is one yet. */
function newestMail(to: string, subjectIncludes: string): OutboxMail | undefined {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return undefined; // no mail was sent yet
  }
  return files
    .sort()
    .reverse()
    .map((file) => readMail(join(dir, file)))
    .find((mail): mail is OutboxMail => mail !== null && mail.to === to.toLowerCase() && mail.subject.includes(subjectIncludes));
}

/** The newest mail the server wrote to its outbox for an address, waiting for it to arrive. */
export async function latestMail(to: string, subjectIncludes: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect.poll(() => (mail = newestMail(to, subjectIncludes)), { message: `a mail to ${to} about "${subjectIncludes}"`, timeout: 10_000 }).toBeDefined();
  return mail!;
}

let counter = 0;
/** A new person's details, unique in the run whatever worker makes them. */
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const tag = `${Date.now().toString(36)}w${WORKER}n${counter}`;
  return {
    email: `${prefix}.${tag}@example.com`,
    username: `${prefix}_${tag}`.slice(0, 30),
    fullName: 'Test Person',
    password: 'Secret#123',
  };
}

/**
 * Whether a console message is Playwright's rather than the app's: the notice that it blocked the
 * service worker's registration (playwright.config.ts blocks it outside installable.e2e.ts).
 */
export const fromPlaywright = (text: string): boolean => text.startsWith('Service Worker registration blocked by Playwright');
