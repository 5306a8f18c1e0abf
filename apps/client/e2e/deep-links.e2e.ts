import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pathOf } from './support/auth';
import { baseUrl, latestMail, PHONE, uniqueUser } from './support/browser';
import { expect, test } from './support/fixtures';
import { eventBy } from './support/items';
import { graphql } from './support/graphql';
import { accessTokenOf, apiCall, createVerifiedUser, type TestUser } from './support/users';

/**
 * Links opened while signed out (shared, mailed, in a calendar file) lead through login to the
 * place they name, on a laptop and on a phone; a link to another site is never followed.
 */

/** Logs in on the login page the app is showing, without going to /login afresh (which would drop where it leads). */
async function logInHere(page: Page, user: TestUser) {
  await expect(page).toHaveURL(/\/login\?(.+&)?next=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function postBy(user: TestUser, caption: string): Promise<string> {
  const form = new FormData();
  form.append('post_content', caption);
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#00798c' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  const created = (await apiCall(await accessTokenOf(user), 'POST', '/api/posts', form)) as { data: { post: { post_id: string } } };
  return created.data.post.post_id;
}

for (const [device, viewport] of [
  ['a laptop', undefined],
  ['a phone', PHONE],
] as const) {
  test.describe(`deep links on ${device}`, () => {
    test('a post, an event from a calendar file, a profile and a conversation open after login, not Home', async ({ newPage }) => {
      const [author, reader] = await Promise.all([createVerifiedUser('author'), createVerifiedUser('reader')]);
      const postId = await postBy(author, 'Shared by link');
      const eventId = await eventBy(author, 'Linked jazz evening');
      const authorToken = await accessTokenOf(author);
      const readerId = (await graphql<{ profile: { id: string } }>(authorToken, 'query ($u: String!) { profile(username: $u) { id } }', { u: reader.username })).profile.id;
      const conversationId = (
        await graphql<{ createConversation: { id: string } }>(authorToken, 'mutation ($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [readerId] })
      ).createConversation.id;
      await graphql(authorToken, 'mutation ($c: ID!, $t: String!) { sendMessage(conversation_id: $c, content: $t) { id } }', { c: conversationId, t: 'Come along tonight' });

      // A post: /home?post=…
      let { page } = await newPage({ viewport });
      await page.goto(`/home?post=${postId}`);
      await logInHere(page, reader);
      await expect(page).toHaveURL(new RegExp(`/home\\?post=${postId}$`));
      await expect(page.getByRole('dialog', { name: 'Post', exact: true }).getByText('Shared by link')).toBeVisible();

      // An event, in the form the calendar file's link has: /?event=…
      ({ page } = await newPage({ viewport }));
      await page.goto(`/?event=${eventId}`);
      await logInHere(page, reader);
      await expect(page).toHaveURL(new RegExp(`/home\\?event=${eventId}$`));
      await expect(page.getByRole('dialog', { name: 'Event', exact: true }).getByText('Linked jazz evening')).toBeVisible();

      // A profile.
      ({ page } = await newPage({ viewport }));
      await page.goto(`/profile/${author.username}`);
      await logInHere(page, reader);
      await expect(page).toHaveURL(new RegExp(`/profile/${author.username}$`));
      await expect(page.getByRole('heading', { name: author.username })).toBeVisible();

      // A conversation.
      ({ page } = await newPage({ viewport }));
      await page.goto(`/direct/message/${conversationId}`);
      await logInHere(page, reader);
      await expect(page).toHaveURL(new RegExp(`/direct/message/${conversationId}$`));
      await expect(page.getByRole('log', { name: 'Messages' }).getByText('Come along tonight')).toBeVisible();
    });
  });
}

test.describe('deep links', () => {
  test('lead on through sign-up and e-mail verification to the first login', async ({ newPage }) => {
    const author = await createVerifiedUser('author');
    const user = uniqueUser('newcomer');
    const { page } = await newPage();
    await page.goto(`/profile/${author.username}`);
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    // The login form stays until the sign-up page's code is there: its fields have the same names.
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Full Name').fill(user.fullName);
    await page.getByLabel('Username').fill(user.username);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.goto(pathOf((await latestMail(user.email, 'Verify')).link));
    await expect(page).toHaveURL(/\/login\?verified=true&next=/);
    await expect(page.getByText('Email verified successfully!').first()).toBeVisible();
    await logInHere(page, user);
    await expect(page).toHaveURL(new RegExp(`/profile/${author.username}$`));
    await expect(page.getByRole('heading', { name: author.username })).toBeVisible();
  });

  test('never lead to another site, and lead home when they name none of the app', async ({ newPage }) => {
    const user = await createVerifiedUser('wary');
    for (const next of ['https://evil.example/home', '//evil.example', '/\\evil.example', '/..//evil.example', '/.//evil.example', '/login']) {
      const { page } = await newPage();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(`${baseUrl()}/home`);
    }
  });
});
