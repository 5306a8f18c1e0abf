import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through their jest config');
  return url;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let addresses = 0;

/**
 * A client address no other of this run uses. The test server trusts X-Forwarded-For, so each
 * person or browser calls from an address of its own and login throttling never bleeds between tests.
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.99.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A phone's screen, held upright. */
export const PHONE = { width: 390, height: 844 };

/**
 * A page in a context of its own; `timezoneId` (e.g. 'Asia/Tokyo') sets the clock the page sees,
 * in US English; `viewport` its size (PHONE).
 */
export async function newPage(browser: Browser, options: { timezoneId?: string; viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    ...(options.timezoneId ? { timezoneId: options.timezoneId, locale: 'en-US' } : {}),
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

interface OutboxMail {
  to: string;
  subject: string;
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

/** The newest mail the server wrote to its outbox for an address, waiting for it to arrive. */
export async function latestMail(to: string, subjectIncludes: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(dir)) {
      const mails = readdirSync(dir)
        .sort()
        .reverse()
        .map((file) => readMail(join(dir, file)))
        .filter((mail): mail is OutboxMail => mail !== null && mail.to === to.toLowerCase() && mail.subject.includes(subjectIncludes));
      if (mails[0]) return mails[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} about "${subjectIncludes}"`);
}

let counter = 0;
export function uniqueUser(prefix = 'user') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${prefix}.${tag}@example.com`,
    username: `${prefix}_${tag}`.slice(0, 30),
    fullName: 'Test Person',
    password: 'Secret#123',
  };
}
