// The cold-visit part of `npm run bench` (`npm run bench -- cold`): each page opened in the system
// Chromium with an empty cache (signed out for /login and /signup, signed in for the others), and
// what it loaded before it was shown: scripts and style sheets (beside their budget), and the rest
// (the document, data, images); then the code of the likely next pages, loaded once the browser is
// idle. Bytes are as sent (compressed). CLIENT_DIST=<folder> weighs another build of the client.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../apps/client/e2e/support/chromium.mjs';
import { CODE_REQUESTS_BUDGET, coldVisit, signedInState } from '../apps/client/e2e/support/cold-visit.mjs';

async function graphql(baseUrl, token, query, variables) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL: ${body.errors[0].message}`);
  return body.data;
}

/** A conversation of `user` with `other`, with a message in it: its id. */
async function conversationOf(baseUrl, user, other) {
  const { profile } = await graphql(baseUrl, other.token, 'query ($u: String!) { profile(username: $u) { id } }', { u: user.username });
  const { createConversation } = await graphql(baseUrl, other.token, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [profile.id] });
  await graphql(baseUrl, other.token, 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: createConversation.id, t: 'Hello' });
  return createConversation.id;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `user` and `other` are signed-up people ({ email, password, username, token }). */
export async function benchCold({ baseUrl, user, other }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const storageState = await signedInState(browser, { baseUrl, user });
    const conversation = await conversationOf(baseUrl, user, other).catch((error) => {
      console.log(`(no conversation to open: ${error.message})`);
      return null;
    });
    const pages = [
      ['/login', false],
      ['/signup', false],
      ['/home', true],
      ['/events', true],
      ['/direct/message', true],
      ...(conversation ? [[`/direct/message/${conversation}`, true]] : []),
      [`/profile/${user.username}`, true],
      ['/settings/edit-profile', true],
      ['/notifications', true],
      ['/search', true],
      ['/moderation', true],
    ];
    console.log(`\ncold visits (empty cache): code = scripts and style sheets, at most ${CODE_REQUESTS_BUDGET} requests a page`);
    console.log(`${'page'.padEnd(28)} ${'code'.padStart(20)}   ${'budget'.padStart(6)}   ${'other'.padStart(20)}   ${'then on idle (code)'.padStart(20)}`);
    const figure = ({ requests, bytes }) => `${String(requests).padStart(3)} req ${kb(bytes).padStart(10)}`.padStart(20);
    for (const [path, signedIn] of pages) {
      const visit = await coldVisit(browser, {
        baseUrl,
        path,
        storageState: signedIn ? storageState : undefined,
        // Shown: the page's frame is there and its skeletons gave way to content.
        ready: async (page) => {
          await page.locator('main').first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[data-testid="skeleton"]'), null, { timeout: 15_000 }).catch(() => undefined);
        },
      });
      const name = path.length > 28 ? `${path.slice(0, 25)}…` : path;
      const over = visit.code.requests > CODE_REQUESTS_BUDGET ? ' over' : '';
      console.log(`${name.padEnd(28)} ${figure(visit.code)}   ${String(CODE_REQUESTS_BUDGET).padStart(6)}   ${figure(visit.other)}   ${figure(visit.prefetched)}${over}`);
    }
  } finally {
    await browser.close();
  }
}
