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

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

interface OutboxMail {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
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
        .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail)
        .filter((mail) => mail.to === to.toLowerCase() && mail.subject.includes(subjectIncludes));
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
