import { THEMES } from '@gatherly/schema';
import type { BrowserContext, Page } from '@playwright/test';
import { logIn } from './support/auth';
import { expectAccessible } from './support/axe';
import { fromPlaywright, PHONE } from './support/browser';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

/**
 * Never blank, never lost: on a slow link every page shows the app's frame and skeletons before
 * its content; while the server cannot be reached the page keeps what it shows and says so under
 * the header, with Retry, and recovers by itself when the server answers again; skeletons and
 * that notice are accessible in every theme. On a desktop and on a phone.
 */

const UNREACHABLE = "Can't reach Gatherly. Retrying…";
const REMARK = 'Skeletons before the feed';

let user: TestUser;
let friend: TestUser;

test.beforeAll(async () => {
  user = await createVerifiedUser('states');
  friend = await createVerifiedUser('statesfriend');
  const token = await accessTokenOf(user);
  await apiCall(token, 'POST', '/api/remarks', { remark_content: REMARK });
  const friendToken = await accessTokenOf(friend);
  const { profile } = await graphql<{ profile: { id: string } }>(friendToken, 'query ($u: String!) { profile(username: $u) { id } }', { u: user.username });
  const { createConversation } = await graphql<{ createConversation: { id: string } }>(friendToken, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', {
    ids: [profile.id],
  });
  await graphql(friendToken, 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: createConversation.id, t: 'Hello from a slow link' });
});

/** 400 ms round trip and 200 KB/s each way, as Chromium's DevTools emulate them. */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 200 * 1024, uploadThroughput: 200 * 1024 });
}

/** The console's warnings and errors, as they come. */
function consoleOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'warning' || message.type() === 'error') && !fromPlaywright(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The events of Explore, or its empty block: what the Events page loads. */
const eventsShown = (page: Page) => page.getByText('No events found').or(page.getByRole('list', { name: 'Events' })).first();
/** The link to Notifications in view: the sidebar's, or the bell of the phone's top bar. */
const notificationsLink = (page: Page) => page.locator('a[href="/notifications"]:visible').first();
const skeleton = (page: Page) => page.getByTestId('skeleton').first();
const notice = (page: Page) => page.getByRole('status').filter({ hasText: UNREACHABLE });

for (const [device, viewport] of [
  ['a desktop', undefined],
  ['a phone', PHONE],
] as const) {
  test.describe(`on ${device}`, () => {
    test('shows the frame and skeletons before the content of each page on a slow link, with a clean console', async ({ newPage }) => {
      const { context, page } = await newPage({ viewport });
      const messages = consoleOf(page);
      await logIn(page, user);
      await throttle(context, page);

      // What the page showed when the first skeleton came: read in the page, as it happens.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="skeleton"]')) return;
          (window as unknown as { firstSkeleton?: string }).firstSkeleton = document.body.innerText;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const pages = [
        { path: '/home', text: REMARK, content: page.getByText(REMARK) },
        { path: '/events', text: 'No events found', content: eventsShown(page) },
        { path: '/direct/message', text: friend.username, content: page.getByRole('list', { name: 'Conversations' }).getByText(friend.username) },
        { path: `/profile/${user.username}`, text: 'Joined', content: page.getByText(/^Joined /) },
      ];
      for (const { path, text, content } of pages) {
        // A cold visit: the page's code, then its data, come over the slow link.
        await page.goto(path, { waitUntil: 'commit' });
        await expect(content).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('skeleton')).toHaveCount(0);
        // Skeletons came first, in the frame (the brand of the sidebar or of the phone's top bar), before the content.
        const first = await page.evaluate(() => (window as unknown as { firstSkeleton?: string }).firstSkeleton);
        expect(first, `skeletons on ${path}`).toContain('Gatherly');
        expect(first).not.toContain(text);
      }

      // Opening another page: its place shows skeletons, not the page left, while it loads.
      await page.goto('/home');
      await expect(page.getByText(REMARK)).toBeVisible({ timeout: 30_000 });
      await notificationsLink(page).click();
      await expect(skeleton(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible({ timeout: 30_000 });

      expect(messages.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
    });

    test("keeps what it shows when the server cannot be reached, says so with Retry, and recovers by itself or on Retry", async ({ newPage }) => {
      const { page } = await newPage({ viewport });
      const messages = consoleOf(page);
      // The code of Notifications cannot be fetched from the start (nor fetched ahead of a visit).
      const notificationsCode = '**/assets/NotificationsPage-*.js';
      await page.route(notificationsCode, (route) => route.abort());
      await logIn(page, user);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(page.getByText(REMARK)).toBeVisible();

      // The server stops answering: the next page's data cannot come, the frame stays and says why.
      await page.route('**/graphql', (route) => route.abort());
      await nav.getByRole('link', { name: 'Events' }).click();
      await expect(notice(page)).toBeVisible();
      await expect(notice(page).getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(nav).toBeVisible();
      await expect(skeleton(page)).toBeVisible();
      // Back home, the feed read before is still shown under the notice.
      await nav.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByText(REMARK)).toBeVisible();
      await expect(notice(page)).toBeVisible();
      // The notice does not cover the header (the phone's top bar) or the page's heading.
      const box = await notice(page).boundingBox();
      const greeting = await page.getByRole('heading', { name: `Welcome, ${user.fullName}` }).boundingBox();
      expect(box && greeting && box.y + box.height <= greeting.y + 1).toBe(true);

      // Retry while still down: still said; once the server answers, Retry brings the page back.
      await notice(page).getByRole('button', { name: 'Retry' }).click();
      await expect(notice(page)).toBeVisible();
      await page.unroute('**/graphql');
      await notice(page).getByRole('button', { name: 'Retry' }).click();
      await expect(notice(page)).toHaveCount(0);
      await expect(page.getByText(REMARK)).toBeVisible();
      // Focus, on Retry as the notice went, moves to the page rather than falling to the body.
      await expect(page.getByRole('main')).toBeFocused();

      // Down again on Events, then back: the page recovers by itself, without Retry.
      await page.route('**/graphql', (route) => route.abort());
      await nav.getByRole('link', { name: 'Events' }).click();
      await expect(notice(page)).toBeVisible();
      await page.unroute('**/graphql');
      await expect(notice(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(eventsShown(page)).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);

      // A page whose code cannot be fetched says so in its place; the app around it stays.
      await notificationsLink(page).click();
      await expect(page.getByRole('main').getByText(UNREACHABLE)).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(nav).toBeVisible();
      await page.unroute(notificationsCode);
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible({ timeout: 20_000 });

      // An action that got no answer, while the page's own data is fine: said, then gone once the server answers again.
      await page.goto('/settings/theme');
      await expect(page.getByRole('radiogroup', { name: 'Theme Preference' })).toBeVisible();
      await page.route('**/graphql', (route) => route.abort());
      await page.getByRole('radiogroup', { name: 'Theme Preference' }).getByRole('radio', { name: 'Dark Green' }).check();
      await expect(notice(page)).toBeVisible();
      await page.unroute('**/graphql');
      await expect(notice(page)).toHaveCount(0, { timeout: 20_000 });
      expect(messages.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
    });
  });
}

test('skeletons, the frame while the first page loads and the notice of an unreachable server are accessible in every theme', async ({ signedIn }) => {
  // Three states in nine themes, each checked by axe.
  test.setTimeout(180_000);
  const reader = await createVerifiedUser('statesaxe');
  await apiCall(await accessTokenOf(reader), 'POST', '/api/remarks', { remark_content: REMARK });
  const { page } = await signedIn(reader);
  // Skeletons hold still for people who ask for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const setTheme = (theme: string) => page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);

  // The frame with skeletons, held while the page's code does not come.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/Shell-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(skeleton(page)).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  for (const { value } of THEMES) {
    await setTheme(value);
    await expectAccessible(page);
  }
  release();
  await expect(page.getByText(REMARK)).toBeVisible();
  await page.unroute('**/assets/Shell-*.js');

  // A page's skeletons while its data is on the way, then the notice over them while the server is down.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/graphql', async (route) => {
    await answered;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(skeleton(page)).toBeVisible();
  for (const { value } of THEMES) {
    await setTheme(value);
    await expectAccessible(page);
  }
  await page.unroute('**/graphql');
  await page.route('**/graphql', (route) => route.abort());
  answer();
  await notificationsLink(page).click();
  await expect(notice(page)).toBeVisible();
  await expect(skeleton(page)).toBeVisible();
  for (const { value } of THEMES) {
    await setTheme(value);
    await expectAccessible(page);
  }
  await page.unroute('**/graphql');
  await notice(page).getByRole('button', { name: 'Retry' }).click();
  await expect(notice(page)).toHaveCount(0);
});
