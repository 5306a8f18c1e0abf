import { CHAT_LIMITS, DELAYS, LIMITS } from '@gatherly/schema';
import type { Page, WebSocket, WebSocketRoute } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { accessTokenOf, createVerifiedUser, TestUser } from './support/users';

/** What another person does meanwhile, through the API rather than a second browser. */
async function asPerson(user: TestUser) {
  const token = await accessTokenOf(user);
  return {
    idOf: async (other: TestUser) =>
      (await graphql<{ profile: { id: string } }>(token, 'query ($u: String!) { profile(username: $u) { id } }', { u: other.username })).profile.id,
    startWith: async (ids: string[]) =>
      (await graphql<{ createConversation: { id: string } }>(token, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids }))
        .createConversation.id,
    send: (conversationId: string, content: string) =>
      graphql(token, 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: conversationId, t: content }),
  };
}

const messagesLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const conversationLink = (page: Page, title: string) => page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(title) });

/** The graphql-ws sockets a page opens from now on, and how many of them the server acknowledged. */
function watchSockets(page: Page) {
  const sockets: { socket: WebSocket; closed: boolean; acknowledged: boolean; frames: string[] }[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/graphql')) return;
    const entry = { socket, closed: false, acknowledged: false, frames: [] as string[] };
    sockets.push(entry);
    socket.on('framereceived', ({ payload }) => {
      entry.frames.push(String(payload));
      if (String(payload).includes('"connection_ack"')) entry.acknowledged = true;
    });
    socket.on('close', () => (entry.closed = true));
  });
  return sockets;
}

/** Waits until what the test watches of the page's sockets holds. */
const until = (condition: () => boolean, what: string) => expect.poll(condition, { message: what }).toBe(true);

/** An answer to the open conversation's newest page, which the app fetches again after every (re)connection. */
const newestPageAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/graphql') && /"operationName":"ConversationMessages"/.test(response.request().postData() ?? ''));

test.describe('chat in the browser', () => {
  test('two people start a conversation and chat, see each other typing, and are told of other conversations', async ({ signedIn }) => {
    const [ada, bob, cy] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob'), createVerifiedUser('cy')]);
    const [a, b] = await Promise.all([signedIn(ada), signedIn(bob)]);

    await messagesLink(a.page).click();
    await expect(a.page.getByText('Select a conversation to start chatting')).toBeVisible();
    await expect(a.page.getByText('Your messages will appear here once you pick a chat')).toBeVisible();
    await expectAccessible(a.page);

    await a.page.getByRole('button', { name: 'New message' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'New conversation' });
    await expect(dialog.getByText('Start typing to search for users')).toBeVisible();
    await expect(dialog.getByText('0 participant(s) selected')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Conversation' })).toBeDisabled();
    const search = dialog.getByPlaceholder('Search users by name...');
    await search.fill(ada.username);
    await expect(dialog.getByText('No users found')).toBeVisible(); // never oneself
    await search.fill(bob.username);
    await dialog.getByRole('checkbox', { name: new RegExp(bob.username) }).check();
    await expect(dialog.getByText('1 participant(s) selected')).toBeVisible();
    await expectAccessible(a.page);
    await dialog.getByRole('button', { name: 'Create Conversation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(a.page).toHaveURL(/\/direct\/message\/[0-9a-f-]+$/);
    await expect(a.page.getByRole('heading', { name: bob.username })).toBeVisible();
    await expect(a.page.getByText('No messages yet')).toBeVisible();
    await expect(a.page.getByText('Start the conversation!')).toBeVisible();

    // Bob, on /home, hears of it, then finds it in his list.
    await expect(toasts(b.page).getByText(`${ada.username} started a conversation with you`)).toBeVisible();
    await messagesLink(b.page).click();
    await conversationLink(b.page, ada.username).click();
    await expect(b.page.getByRole('heading', { name: ada.username })).toBeVisible();

    const box = a.page.getByRole('textbox', { name: 'Message' });
    const send = a.page.getByRole('button', { name: 'Send' });
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await box.fill('Hello Bob');
    await expect(b.page.getByText(`${ada.username} is typing…`)).toBeVisible();
    await box.fill('');
    await expect(b.page.getByText(`${ada.username} is typing…`)).toHaveCount(0);

    await box.fill('Hello Bob, how are you?');
    await box.press('Enter');
    await expect(log(b.page).getByText('Hello Bob, how are you?')).toBeVisible();
    await expect(box).toHaveValue('');
    await b.page.getByRole('textbox', { name: 'Message' }).fill('Fine, thanks!');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await expect(log(a.page).getByText('Fine, thanks!')).toBeVisible();
    // No toast for the conversation one is reading; each message shows once, with its time.
    await expect(toasts(a.page).getByText('Fine, thanks!')).toHaveCount(0);
    await expect(log(a.page).getByText('Hello Bob, how are you?')).toHaveCount(1);
    // Sent today: the time alone, no date.
    await expect.poll(() => log(a.page).getByRole('listitem').first().innerText()).toMatch(/\n\d{1,2}:\d\d\s?[AP]M$/);
    await expectAccessible(a.page);

    // Cy writes to Ada in a conversation she has not seen: a placeholder, a toast, an unread dot.
    const cyApi = await asPerson(cy);
    const withAda = await cyApi.startWith([await cyApi.idOf(ada)]);
    const long = 'A message from Cy that is longer than thirty characters';
    await cyApi.send(withAda, long);
    await expect(toasts(a.page).getByText(`${long.slice(0, LIMITS.toastPreviewLength)}…`)).toBeVisible();
    await expect(toasts(a.page).getByText(cy.username, { exact: true })).toBeVisible();
    const cyEntry = conversationLink(a.page, cy.username);
    await expect(cyEntry.getByText('Unread messages')).toBeVisible();
    await expect(cyEntry.getByText(`${long.slice(0, LIMITS.conversationPreviewLength)}…`)).toBeVisible();
    // Newest activity first.
    await expect(a.page.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toContainText(cy.username);
    await expect(toasts(a.page).getByText(long.slice(0, LIMITS.toastPreviewLength), { exact: false })).toHaveCount(0, { timeout: DELAYS.toastDuration + 2000 });

    const markedRead = a.page.waitForResponse((response) => response.url().endsWith('/graphql') && /MarkRead/.test(response.request().postData() ?? ''));
    await cyEntry.click();
    await expect(log(a.page).getByText(long)).toBeVisible();
    await markedRead;
    await expect(cyEntry.getByText('Unread messages')).toHaveCount(0);
    // The read position is the server's: it survives a reload.
    await a.page.goto('/direct/message');
    await expect(conversationLink(a.page, cy.username)).toBeVisible();
    await expect(conversationLink(a.page, bob.username)).toBeVisible();
    await expect(conversationLink(a.page, cy.username).getByText('Unread messages')).toHaveCount(0);

  });

  test('loses nothing while offline: the socket drops, and what was missed comes once on reconnection', async ({ signedIn }) => {
    const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const bobApi = await asPerson(bob);
    const conversationId = await bobApi.startWith([await bobApi.idOf(ada)]);
    await bobApi.send(conversationId, 'Before the drop');

    const { context, page } = await signedIn(ada);
    const sockets = watchSockets(page);
    await page.goto(`/direct/message/${conversationId}`);
    await expect(log(page).getByText('Before the drop')).toBeVisible();
    await until(() => sockets.some((entry) => entry.acknowledged), 'the chat socket is connected');

    // Chromium's offline mode refuses new connections but leaves open WebSockets open; the app
    // drops its socket on the browser's offline event, and this waits until it really closed.
    await context.setOffline(true);
    await until(() => sockets.every((entry) => entry.closed), 'the chat socket is dropped');
    await bobApi.send(conversationId, 'Missed one');
    await bobApi.send(conversationId, 'Missed two');
    // With no socket open and no request leaving, nothing brings them while offline.
    await expect(log(page).getByText('Missed one')).toHaveCount(0);

    const refetched = newestPageAnswered(page);
    await context.setOffline(false);
    await expect(log(page).getByText('Missed two')).toBeVisible();
    await until(() => sockets.filter((entry) => entry.acknowledged).length === 2, 'a second socket is connected');
    // They came over the new socket, replayed by the server from the positions the client sent.
    expect(sockets[1].frames.filter((frame) => frame.includes('Missed one'))).toHaveLength(1);
    // The newest page fetched again on reconnection holds them too: once it is in, a duplicate would show.
    await refetched;
    for (const text of ['Before the drop', 'Missed one', 'Missed two']) {
      await expect(log(page).getByText(text, { exact: true })).toHaveCount(1);
    }
    const texts = await log(page).getByRole('listitem').allInnerTexts();
    expect(texts.findIndex((text) => text.includes('Missed one'))).toBeLessThan(texts.findIndex((text) => text.includes('Missed two')));

    // A token the server refuses (4401) on the next connection is renewed through the refresh cookie.
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'not-a-valid-token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    await context.setOffline(true);
    await until(() => sockets.every((entry) => entry.closed), 'the second socket is dropped');
    await bobApi.send(conversationId, 'After the refresh');
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/account/refresh') && response.ok());
    await context.setOffline(false);
    await refreshed;
    await expect(log(page).getByText('After the refresh')).toBeVisible();
    await expect(log(page).getByText('After the refresh')).toHaveCount(1);
    // The socket with the refused token was closed before any acknowledgement; the next one was accepted.
    expect(sockets.slice(-2).map((entry) => [entry.acknowledged, entry.closed])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  test('retries a connection cut under it, sends what it holds, and is sent exactly what it missed', async ({ signedIn }) => {
    const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const bobApi = await asPerson(bob);
    const conversationId = await bobApi.startWith([await bobApi.idOf(ada)]);
    const { page } = await signedIn(ada);

    // Between the page and the server: the test can cut the line (both ends) and refuse new connections.
    let refuse = false;
    const lines: { page: WebSocketRoute; server: WebSocketRoute; init: string; frames: string[] }[] = [];
    await page.routeWebSocket(/\/graphql$/, (route) => {
      if (refuse) return route.close({ code: 1012, reason: 'Service Restart' });
      const line = { page: route, server: route.connectToServer(), init: '', frames: [] as string[] };
      lines.push(line);
      route.onMessage((frame) => {
        if (String(frame).includes('"connection_init"')) line.init = String(frame);
        line.server.send(frame);
      });
      line.server.onMessage((frame) => {
        line.frames.push(String(frame));
        route.send(frame);
      });
    });
    await page.goto(`/direct/message/${conversationId}`);
    await expect(page.getByText('Start the conversation!')).toBeVisible();
    await until(() => lines[0]?.frames.some((frame) => frame.includes('"connection_ack"')) ?? false, 'the chat socket is connected');
    await bobApi.send(conversationId, 'Seen live');
    await expect(log(page).getByText('Seen live')).toBeVisible();

    refuse = true;
    await Promise.all([lines[0].page.close({ code: 1012, reason: 'Service Restart' }), lines[0].server.close()]);
    await bobApi.send(conversationId, 'Missed A');
    await bobApi.send(conversationId, 'Missed B');
    refuse = false;

    await expect(log(page).getByText('Missed B')).toBeVisible({ timeout: 15_000 });
    const [, ...later] = lines;
    const since = JSON.parse(later[0].init).payload.since as Record<string, string>;
    expect(Object.keys(since)).toEqual([conversationId]);
    // What was missed came over the new socket (the server's catch-up from `since`), each once.
    const replayed = later.flatMap((line) => line.frames);
    expect(replayed.filter((frame) => frame.includes('Missed A'))).toHaveLength(1);
    expect(replayed.filter((frame) => frame.includes('Missed B'))).toHaveLength(1);
    expect(replayed.filter((frame) => frame.includes('Seen live'))).toHaveLength(0);
    for (const text of ['Seen live', 'Missed A', 'Missed B']) {
      await expect(log(page).getByText(text, { exact: true })).toHaveCount(1);
    }
  });

  test('loads older messages as the reader scrolls up, keeping their place, in a group conversation', async ({ signedIn }) => {
    const [ada, bob, cy] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob'), createVerifiedUser('cy')]);
    const [bobApi, cyApi] = await Promise.all([asPerson(bob), asPerson(cy)]);
    const conversationId = await bobApi.startWith([await bobApi.idOf(ada), await bobApi.idOf(cy)]);
    await bobApi.send(conversationId, 'The very first message');
    // Within the server's limit of sends per second per person.
    const pause = 1000 / CHAT_LIMITS.sendsPerSecond + 20;
    const write = async (api: Awaited<ReturnType<typeof asPerson>>, name: string) => {
      for (let n = 1; n <= CHAT_LIMITS.pageSize / 2; n += 1) {
        await api.send(conversationId, `${name} says ${n}`);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
    await Promise.all([write(bobApi, 'Bob'), write(cyApi, 'Cy')]);

    const { page } = await signedIn(ada);
    await page.goto(`/direct/message/${conversationId}`);
    await expect(page.getByRole('heading', { name: new RegExp(`${bob.username}.*${cy.username}|${cy.username}.*${bob.username}`) })).toBeVisible();
    await expect(page.getByText('3 participants')).toBeVisible();
    const items = log(page).getByRole('listitem');
    await expect(items.nth(CHAT_LIMITS.pageSize - 1)).toBeVisible();
    await expect(items).toHaveCount(CHAT_LIMITS.pageSize);
    await expect(log(page).getByText('The very first message')).toHaveCount(0);
    // Exact: a message's time follows its text ('Cy says 1' then '5:18 AM').
    await expect(log(page).getByText('Cy says 15', { exact: true })).toBeVisible();
    const topBefore = (await items.first().innerText()).split('\n').find((line) => / says /.test(line)) ?? '';

    await log(page).hover();
    await page.mouse.wheel(0, -5000);
    await expect(log(page).getByText('The very first message')).toBeVisible();
    await expect(items).toHaveCount(CHAT_LIMITS.pageSize + 1);
    // The message that was at the top is still in view: the list grew above it.
    const [box, held] = await Promise.all([log(page).boundingBox(), log(page).getByText(topBefore, { exact: true }).boundingBox()]);
    expect(held!.y).toBeGreaterThanOrEqual(box!.y);
    expect(held!.y).toBeLessThan(box!.y + box!.height);
  });

  test('pages the conversation list in as the reader scrolls, each conversation once, and says where it ends', async ({ signedIn }) => {
    const [ada, bob, cy] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob'), createVerifiedUser('cy')]);
    const token = await accessTokenOf(ada);
    const adaApi = await asPerson(ada);
    const others = [await adaApi.idOf(bob), await adaApi.idOf(cy)];
    const count = CHAT_LIMITS.conversationsPageSize + 3;
    const name = (n: number) => `Board games ${String(n).padStart(2, '0')}`;
    for (let n = 1; n <= count; n += 1) {
      await graphql(token, 'mutation ($ids: [ID!]!, $name: String) { createConversation(participant_ids: $ids, name: $name) { id } }', { ids: others, name: name(n) });
    }

    const { page } = await signedIn(ada);
    await messagesLink(page).click();
    const items = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
    await expect(conversationLink(page, name(count))).toBeVisible();
    await expect(page.getByText("You've reached the end")).toHaveCount(0);
    await items.first().hover();
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      await expect(page.getByText("You've reached the end")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(items).toHaveCount(count);
    await expect(conversationLink(page, name(1))).toBeVisible();
  });

  test("opens the one-to-one conversation from a profile's Message link, on a phone too", async ({ signedIn }) => {
    const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
    const { page } = await signedIn(ada);
    await page.setViewportSize({ width: 390, height: 780 });

    await page.goto(`/profile/${bob.username}`);
    await page.getByRole('link', { name: 'Message', exact: true }).click();
    // A draft until its first message.
    await expect(page).toHaveURL(/\/direct\/message\?to=/);
    await expect(page.getByRole('heading', { name: bob.username })).toBeVisible();
    await expect(page.getByText('Start the conversation!')).toBeVisible();
    // One view at a time on a phone, and the page itself does not scroll.
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello Bob');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/direct\/message\/[0-9a-f-]+$/);
    const first = page.url();
    await expect(log(page).getByText('Hello Bob')).toBeVisible();

    await page.goto(`/profile/${bob.username}`);
    await page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(page).toHaveURL(first);
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(page).toHaveURL(/\/direct\/message$/);
    await expect(conversationLink(page, bob.username)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link')).toHaveCount(1);
  });
});
