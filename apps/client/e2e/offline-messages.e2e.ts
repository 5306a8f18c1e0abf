import { STORAGE_KEYS } from '@gatherly/schema';
import type { Page, Request } from '@playwright/test';
import { expectAccessibleInEveryTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { accessTokenOf, createVerifiedUser, type TestUser } from './support/users';

const WAITING = 'Waiting for network';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const waiting = (page: Page) => log(page).getByRole('listitem').filter({ hasText: WAITING });

async function write(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(box(page)).toHaveValue('');
}

/** Bob's conversation with Ada, started by him, and what it holds as the server has it (oldest first). */
async function conversationWith(ada: TestUser, bob: TestUser) {
  const token = await accessTokenOf(bob);
  const { profile } = await graphql<{ profile: { id: string } }>(token, 'query ($u: String!) { profile(username: $u) { id } }', { u: ada.username });
  const { startConversation } = await graphql<{ startConversation: { id: string } }>(
    token,
    'mutation ($ids: [ID!]!, $t: String!) { startConversation(participant_ids: $ids, content: $t) { id } }',
    { ids: [profile.id], t: 'Hi Ada' },
  );
  const id = startConversation.id;
  const stored = async () =>
    (await graphql<{ conversation: { messages: { items: { content: string }[] } } }>(token, 'query ($c: ID!) { conversation(id: $c) { messages { items { content } } } }', { c: id }))
      .conversation.messages.items.map((message) => message.content);
  return { id, stored };
}

const outboxOf = (page: Page, user: TestUser) => page.evaluate((key) => window.localStorage.getItem(key), `${STORAGE_KEYS.outbox}${user.username}`);
const isSend = (request: Request) => (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'SendMessage';

test('messages written offline wait, marked "Waiting for network", and are sent once each, in order, when the network returns', async ({ signedIn }) => {
  test.setTimeout(120_000);
  const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
  const { id, stored } = await conversationWith(ada, bob);
  const [a, b] = await Promise.all([signedIn(ada), signedIn(bob)]);
  await Promise.all([a.page.goto(`/direct/message/${id}`), b.page.goto(`/direct/message/${id}`)]);
  await expect(log(a.page).getByText('Hi Ada')).toBeVisible();
  await expect(log(b.page).getByText('Hi Ada')).toBeVisible();

  await a.context.setOffline(true);
  await write(a.page, 'On the train, no signal');
  await write(a.page, 'See you at eight');
  await expect(waiting(a.page)).toHaveCount(2);
  await expect(waiting(a.page).nth(0)).toContainText('On the train, no signal');
  await expect(waiting(a.page).nth(1)).toContainText('See you at eight');
  // The list of conversations previews the last one, waiting too.
  const preview = a.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(bob.username) });
  await expect(preview).toContainText(`${WAITING}: See you at eight`);
  // Kept on the device, so that a reload does not lose them.
  expect(await outboxOf(a.page, ada)).toContain('See you at eight');
  await expectAccessibleInEveryTheme(a.page);
  expect(await stored()).toEqual(['Hi Ada']);

  await a.context.setOffline(false);
  await expect(waiting(a.page)).toHaveCount(0);
  await expect(preview).not.toContainText(WAITING);
  await expect(preview).toContainText('See you at eight');
  for (const text of ['On the train, no signal', 'See you at eight']) {
    await expect(log(a.page).getByText(text, { exact: true })).toHaveCount(1);
    await expect(log(b.page).getByText(text, { exact: true })).toHaveCount(1);
  }
  expect(await stored()).toEqual(['Hi Ada', 'On the train, no signal', 'See you at eight']);
  await expect.poll(() => outboxOf(a.page, ada)).toBeNull();
  // Nothing comes later: each was told to Bob once.
  await a.page.waitForTimeout(1_000);
  await expect(log(b.page).getByText('See you at eight', { exact: true })).toHaveCount(1);
  expect(a.nativeDialogs).toEqual([]);
});

test('a message whose answer was lost is sent again with its id, and never stored or shown twice', async ({ signedIn }) => {
  const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
  const { id, stored } = await conversationWith(ada, bob);
  const [a, b] = await Promise.all([signedIn(ada), signedIn(bob)]);
  // The first send reaches the server, which stores the message; its answer never comes back.
  const sends: string[] = [];
  await a.page.route('**/graphql', async (route) => {
    if (!isSend(route.request())) return route.fallback();
    sends.push((route.request().postDataJSON() as { variables: { clientId: string } }).variables.clientId);
    if (sends.length > 1) return route.fallback();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await Promise.all([a.page.goto(`/direct/message/${id}`), b.page.goto(`/direct/message/${id}`)]);
  await expect(log(b.page).getByText('Hi Ada')).toBeVisible();

  await write(a.page, 'Did you get this?');
  await expect.poll(() => sends.length).toBe(2);
  expect(sends[1]).toBe(sends[0]);
  await expect(waiting(a.page)).toHaveCount(0);
  await expect(log(a.page).getByText('Did you get this?', { exact: true })).toHaveCount(1);
  await expect(log(b.page).getByText('Did you get this?', { exact: true })).toHaveCount(1);
  expect(await stored()).toEqual(['Hi Ada', 'Did you get this?']);
  expect(await box(a.page).inputValue()).toBe('');
});

test('logging out takes the messages still waiting off the device', async ({ signedIn }) => {
  const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
  const { id, stored } = await conversationWith(ada, bob);
  const a = await signedIn(ada);
  await a.page.goto(`/direct/message/${id}`);
  await expect(log(a.page).getByText('Hi Ada')).toBeVisible();
  // The server cannot be reached for sending: the message waits.
  await a.page.route('**/graphql', (route) => (isSend(route.request()) ? route.abort('internetdisconnected') : route.fallback()));
  await write(a.page, 'Never mind');
  await expect(waiting(a.page)).toHaveCount(1);
  expect(await outboxOf(a.page, ada)).toContain('Never mind');

  await a.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(a.page).toHaveURL(/\/login/);
  expect(await outboxOf(a.page, ada)).toBeNull();
  expect(await stored()).toEqual(['Hi Ada']);
});
