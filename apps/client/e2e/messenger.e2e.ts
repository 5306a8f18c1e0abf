import { CHAT_MESSAGES } from '@gatherly/schema';
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInEveryTheme } from './support/axe';
import { PHONE } from './support/browser';
import { expect, test, type PageOptions } from './support/fixtures';
import { graphql } from './support/graphql';
import { text } from './support/texts';
import { accessTokenOf, createVerifiedUser, type TestUser } from './support/users';

/** What another person does meanwhile, through the API rather than a second browser. */
async function asPerson(user: TestUser) {
  const token = await accessTokenOf(user);
  const call = <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(token, query, variables);
  return {
    idOf: async (other: TestUser) => (await call<{ profile: { id: string } }>('query ($u: String!) { profile(username: $u) { id } }', { u: other.username })).profile.id,
    start: async (ids: string[], content: string) =>
      (await call<{ startConversation: { id: string } }>('mutation ($ids: [ID!]!, $t: String!) { startConversation(participant_ids: $ids, content: $t) { id } }', { ids, t: content }))
        .startConversation.id,
    group: async (ids: string[]) =>
      (await call<{ createConversation: { id: string } }>('mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids })).createConversation.id,
    send: (conversationId: string, content: string) => call('mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: conversationId, t: content }),
    read: async (conversationId: string) => {
      const { conversation } = await call<{ conversation: { last_message: { id: string } } }>('query ($c: ID!) { conversation(id: $c) { last_message { id } } }', { c: conversationId });
      await call('mutation ($c: ID!, $m: ID!) { markRead(conversation_id: $c, message_id: $m) { unread } }', { c: conversationId, m: conversation.last_message.id });
    },
    conversationCount: async () => (await call<{ conversations: { items: unknown[] } }>('{ conversations { items { id } } }')).conversations.items.length,
  };
}

const VIEWPORTS: [string, PageOptions][] = [
  ['desktop', {}],
  ['phone', { viewport: PHONE }],
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const messagesLink = (page: Page) => nav(page).getByRole('link', { name: /^Messages/ });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });

async function send(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(log(page).getByText(text, { exact: true })).toBeVisible();
}

test.describe('chat that feels like a messenger', () => {
  for (const [label, options] of VIEWPORTS) {
    test(`a profile's Message opens a draft nobody hears of until the first message; the unread count and "Seen" follow live (${label})`, async ({ signedIn }) => {
      const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
      const [a, b] = await Promise.all([signedIn(ada, options), signedIn(bob, options)]);
      const bobApi = await asPerson(bob);
      await expect(messagesLink(b.page)).toHaveAccessibleName('Messages');

      await a.page.goto(`/profile/${bob.username}`);
      await a.page.getByRole('link', { name: 'Message', exact: true }).click();
      await expect(a.page).toHaveURL(new RegExp(`/direct/message\\?to=${bob.username}$`));
      await expect(a.page.getByRole('heading', { name: bob.username })).toBeVisible();
      await expect(a.page.getByText('Start the conversation!')).toBeVisible();
      await expectAccessible(a.page);
      // A draft: nothing exists, nobody is told.
      expect(await bobApi.conversationCount()).toBe(0);

      await box(a.page).fill('Hi Bob, are you coming tonight?');
      await box(a.page).press('Enter');
      await expect(a.page).toHaveURL(/\/direct\/message\/[0-9a-f-]+$/);
      await expect(log(a.page).getByText('Hi Bob, are you coming tonight?')).toBeVisible();
      await expect(toasts(b.page).getByText(`${ada.username} started a conversation with you`)).toBeVisible();
      await expect(messagesLink(b.page)).toHaveAccessibleName('Messages, 1 unread');
      await expect(messagesLink(b.page)).toContainText('1');
      expect(await bobApi.conversationCount()).toBe(1);

      // Not seen yet; Bob opens it, and Ada sees "Seen" at once while his badge goes.
      await expect(log(a.page).getByText('Seen', { exact: true })).toHaveCount(0);
      await messagesLink(b.page).click();
      await conversations(b.page).getByRole('link', { name: new RegExp(ada.username) }).click();
      await expect(log(b.page).getByText('Hi Bob, are you coming tonight?')).toBeVisible();
      await expect(a.page.getByText('Seen', { exact: true })).toBeVisible();
      await expect(messagesLink(b.page)).toHaveAccessibleName('Messages');

      // The next message is not seen until Bob reads it; he is reading, so it is at once.
      await send(b.page, 'Yes!');
      await expect(a.page.getByText('Seen', { exact: true })).toHaveCount(0);
      await send(a.page, 'Great');
      await expect(a.page.getByText('Seen', { exact: true })).toBeVisible();

      // Message again from the profile: the conversation they share opens.
      await a.page.goto(`/profile/${bob.username}`);
      const url = a.page.url();
      await a.page.getByRole('link', { name: 'Message', exact: true }).click();
      await expect(a.page).toHaveURL(/\/direct\/message\/[0-9a-f-]+$/);
      expect(a.page.url()).not.toBe(url);
      await expect(log(a.page).getByText('Great', { exact: true })).toBeVisible();
    });

    test(`a group has settings: a name any member changes, its people, Add people, Leave group; everyone sees what happened (${label})`, async ({ signedIn }) => {
      const [ada, bob, cy, dan] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob'), createVerifiedUser('cy'), createVerifiedUser('dan')]);
      const bobApi = await asPerson(bob);
      const groupId = await bobApi.group([await bobApi.idOf(ada), await bobApi.idOf(cy)]);
      await bobApi.send(groupId, 'Welcome to the group');
      const [a, b, d] = await Promise.all([signedIn(ada, options), signedIn(bob, options), signedIn(dan, options)]);

      // Its avatar is made of the others' faces.
      await a.page.goto('/direct/message');
      await expect(conversations(a.page).getByRole('link', { name: new RegExp(bob.username) }).locator('img')).toHaveCount(2);
      await a.page.goto(`/direct/message/${groupId}`);
      await b.page.goto(`/direct/message/${groupId}`);
      await expect(log(a.page).getByText('Welcome to the group')).toBeVisible();
      await expect(a.page.getByText('3 participants')).toBeVisible();

      await a.page.getByRole('button', { name: 'Group settings' }).click();
      const settings = a.page.getByRole('dialog', { name: 'Group settings' });
      const people = settings.getByRole('list', { name: 'Participants' });
      await expect(people.getByRole('link')).toHaveCount(3);
      await expect(people.getByRole('link', { name: new RegExp(`${ada.username} \\(you\\)`) })).toBeVisible();
      await expect(people.getByRole('link', { name: new RegExp(cy.username) })).toHaveAttribute('href', `/profile/${cy.username}`);
      await expectAccessible(a.page);

      await settings.getByRole('textbox', { name: 'Group name' }).fill('Book club');
      await settings.getByRole('button', { name: 'Save name' }).click();
      await expect(settings.getByText('Saved')).toBeVisible();
      await expect(log(b.page).getByText(`${ada.username} named the group “Book club”`)).toBeVisible();
      await expect(b.page.getByRole('heading', { name: 'Book club' })).toBeVisible();

      await settings.getByRole('button', { name: 'Add people' }).click();
      const add = a.page.getByRole('dialog', { name: 'Add people' });
      await add.getByPlaceholder('Search users by name...').fill(bob.username);
      await expect(add.getByText('No users found')).toBeVisible(); // already in it
      await add.getByPlaceholder('Search users by name...').fill(dan.username);
      await add.getByRole('checkbox', { name: new RegExp(dan.username) }).check();
      await expectAccessible(a.page);
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(add).toHaveCount(0);
      await expect(people.getByRole('link')).toHaveCount(4);
      await expect(log(b.page).getByText(`${ada.username} added ${dan.username}`)).toBeVisible();
      await expect(toasts(d.page).getByText(`${ada.username} added you to “Book club”`)).toBeVisible();

      await settings.getByRole('button', { name: 'Leave group' }).click();
      const confirm = a.page.getByRole('dialog', { name: 'Leave group?' });
      await expect(confirm.getByText('You will stop receiving its messages')).toBeVisible();
      await expectAccessible(a.page);
      await confirm.getByRole('button', { name: 'Leave group' }).click();
      await expect(a.page).toHaveURL(/\/direct\/message$/);
      await expect(log(b.page).getByText(`${ada.username} left`)).toBeVisible();
      await expect(conversations(a.page).getByRole('link', { name: /Book club/ })).toHaveCount(0);
      // Nothing of it reaches the leaver any more.
      await bobApi.send(groupId, 'After Ada left');
      await expect(log(b.page).getByText('After Ada left')).toBeVisible();
      await expect(toasts(a.page).getByText('After Ada left')).toHaveCount(0);
      await expect(a.page.getByText('After Ada left')).toHaveCount(0);
    });

    test(`days are named, a run of messages is timed once, the box counts down to 400 and refuses more, and one's own message can be unsent (${label})`, async ({ signedIn }) => {
      const [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
      const bobApi = await asPerson(bob);
      const id = await bobApi.start([await bobApi.idOf(ada)], 'First from Bob');
      await bobApi.send(id, 'Second from Bob');
      await bobApi.send(id, 'Third from Bob');
      const [a, b] = await Promise.all([signedIn(ada, { ...options, timezoneId: 'Asia/Tokyo' }), signedIn(bob, options)]);

      // Starting a chat is a labelled button, not only an icon.
      await a.page.goto('/direct/message');
      await expect(a.page.getByRole('button', { name: 'New message' })).toHaveText('New message');
      await a.page.goto(`/direct/message/${id}`);
      await b.page.goto(`/direct/message/${id}`);
      await expect(log(a.page).getByRole('heading', { name: 'Today' })).toBeVisible();
      // One run: the time once, under its last message.
      await expect(log(a.page).locator('time')).toHaveCount(1);
      await expect(log(a.page).getByRole('listitem').filter({ hasText: 'Third from Bob' }).locator('time')).toHaveCount(1);

      // Unsend: a menu on one's own text, live for everyone; others' messages have none.
      await send(a.page, 'Oops, wrong chat');
      await expect(log(a.page).getByRole('listitem').filter({ hasText: 'Second from Bob' }).getByRole('button', { name: 'Message actions' })).toHaveCount(0);
      const mine = log(a.page).getByRole('listitem').filter({ hasText: 'Oops, wrong chat' });
      await mine.getByRole('button', { name: 'Message actions' }).click();
      await expect(a.page.getByRole('menu', { name: 'Message actions' })).toBeVisible();
      await expectAccessible(a.page);
      await a.page.getByRole('menuitem', { name: 'Unsend' }).click();
      await expect(log(a.page).getByText('This message was unsent')).toBeVisible();
      await expect(log(b.page).getByText('This message was unsent')).toBeVisible();
      await expect(log(b.page).getByText('Oops, wrong chat')).toHaveCount(0);
      await expect(log(a.page)).toBeFocused();

      // The counter: from 350 characters on, never a silent cut; past 400 Send says why it refuses.
      await box(a.page).fill('a'.repeat(349));
      await expect(a.page.getByText(/characters? left/)).toHaveCount(0);
      await box(a.page).fill('a'.repeat(388));
      await expect(a.page.getByText('12 characters left')).toBeVisible();
      await box(a.page).fill('a'.repeat(405));
      await expect(box(a.page)).toHaveValue('a'.repeat(405));
      await expect(a.page.getByText('5 characters too many')).toBeVisible();
      await expect(a.page.getByRole('alert').getByText(text(CHAT_MESSAGES.messageTooLong))).toBeVisible();
      await expect(a.page.getByRole('button', { name: 'Send' })).toBeDisabled();
      await expectAccessible(a.page);
      await box(a.page).fill('');

      // Two days later where Ada is (Tokyo), the same messages are under their weekday and date.
      const later = Date.now() + 2 * 86_400_000;
      await a.page.clock.setFixedTime(later);
      await a.page.reload();
      const day = new Date().toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Tokyo' });
      await expect(log(a.page).getByRole('heading', { name: day })).toBeVisible();
      await a.page.clock.setFixedTime(Date.now() + 86_400_000);
      await a.page.reload();
      await expect(log(a.page).getByRole('heading', { name: 'Yesterday' })).toBeVisible();
    });
  }
});

test('the messenger\'s new states are axe-clean in all nine themes: unread count, draft, day, Seen, unsent, counter, message menu, group settings', async ({ signedIn }) => {
  // Six states, each checked nine times.
  test.setTimeout(240_000);
  const [ada, bob, cy, dan] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob'), createVerifiedUser('cy'), createVerifiedUser('dan')]);
  const bobApi = await asPerson(bob);
  const [adaId, cyId] = [await bobApi.idOf(ada), await bobApi.idOf(cy)];
  const direct = await bobApi.start([adaId], 'Hi Ada');
  const groupId = await bobApi.group([adaId, cyId]);
  await bobApi.send(groupId, 'Welcome to the group');
  const { page } = await signedIn(ada);

  // The list: the unread count in the navigation, a group's avatar of faces.
  await page.goto('/direct/message');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 2 unread');
  await expect(conversations(page).getByRole('link', { name: new RegExp(bob.username) }).first()).toBeVisible();
  await expectAccessibleInEveryTheme(page);

  // A draft nobody has heard of yet.
  await page.goto(`/direct/message?to=${cy.username}`);
  await expect(page.getByText('Start the conversation!')).toBeVisible();
  await expectAccessibleInEveryTheme(page);

  // A one-to-one conversation: its day, an unsent message, one "Seen", the box past 400 and a message's menu.
  await page.goto(`/direct/message/${direct}`);
  await expect(log(page).getByRole('heading', { name: 'Today' })).toBeVisible();
  await send(page, 'Wrong chat');
  await log(page).getByRole('listitem').filter({ hasText: 'Wrong chat' }).getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'Unsend' }).click();
  await expect(log(page).getByText('This message was unsent')).toBeVisible();
  await send(page, 'See you at eight');
  await bobApi.read(direct);
  await expect(log(page).getByText('Seen', { exact: true })).toBeVisible();
  await box(page).fill('a'.repeat(405));
  await expect(page.getByRole('alert').getByText(text(CHAT_MESSAGES.messageTooLong))).toBeVisible();
  await log(page).getByRole('listitem').filter({ hasText: 'See you at eight' }).getByRole('button', { name: 'Message actions' }).click();
  await expect(page.getByRole('menu', { name: 'Message actions' })).toBeVisible();
  await expectAccessibleInEveryTheme(page);
  await page.keyboard.press('Escape');
  await box(page).fill('');

  // A group's settings, its Add people and the question before leaving.
  await page.goto(`/direct/message/${groupId}`);
  await expect(log(page).getByText('Welcome to the group')).toBeVisible();
  await page.getByRole('button', { name: 'Group settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Group settings' });
  await expect(settings.getByRole('list', { name: 'Participants' }).getByRole('link')).toHaveCount(3);
  await expectAccessibleInEveryTheme(page);
  await settings.getByRole('button', { name: 'Add people' }).click();
  const add = page.getByRole('dialog', { name: 'Add people' });
  await add.getByPlaceholder('Search users by name...').fill(dan.username);
  await add.getByRole('checkbox', { name: new RegExp(dan.username) }).check();
  await expectAccessibleInEveryTheme(page);
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);
  await settings.getByRole('button', { name: 'Leave group' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave group?' })).toBeVisible();
  await expectAccessibleInEveryTheme(page);
});
