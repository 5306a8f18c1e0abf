import type { Page } from '@playwright/test';
import { logIn } from './support/auth';
import { baseUrl } from './support/browser';
import { expect, test } from './support/fixtures';
import { graphql } from './support/graphql';
import { accessTokenOf, createVerifiedUser, type TestUser } from './support/users';

let ada: TestUser;
let bob: TestUser;

test.beforeAll(async () => {
  [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
});

/** The explorer at /graphql on `query`, for someone signed in to the app in this browser. */
async function explorer(page: Page, query: string): Promise<void> {
  await page.goto(`/graphql?query=${encodeURIComponent(query)}`);
  await expect(page.getByRole('button', { name: /^Execute query/ })).toBeVisible();
  // The editor shows the operation once it has loaded (spaces aside: it draws them its own way).
  const compact = query.replace(/\s/g, '');
  await expect.poll(async () => (await page.locator('.graphiql-query-editor').textContent())?.replace(/\s/g, '')).toContain(compact);
}

const result = (page: Page) => page.getByRole('region', { name: 'Result Window' });

test.describe('the GraphQL explorer at /graphql', () => {
  test('runs a query and a mutation with the signed-in session, and a subscription over graphql-ws', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
    // Nothing leaves the origin: the explorer's code, styles, fonts and workers are the app's own.
    const elsewhere: string[] = [];
    page.on('request', (request) => !request.url().startsWith(baseUrl()) && !request.url().startsWith('data:') && elsewhere.push(request.url()));
    await logIn(page, ada);

    await explorer(page, '{ me { username } }');
    // The headers editor holds the session's access token.
    await expect(page.getByText('Authorization').first()).toBeVisible();
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect(result(page).getByText(ada.username)).toBeVisible();

    await explorer(page, 'mutation { createRemark(input: { remark_content: "Sent from the explorer" }) { remark_content } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect(result(page).getByText('Sent from the explorer')).toBeVisible();

    await explorer(page, 'subscription { messageAdded { content } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect(page.getByRole('button', { name: /^Stop query/ })).toBeVisible();
    const bobToken = await accessTokenOf(bob);
    const adaId = (await graphql<{ me: { id: string } }>(await accessTokenOf(ada), '{ me { id } }')).me.id;
    const { createConversation } = await graphql<{ createConversation: { id: string } }>(bobToken, 'mutation($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [adaId] });
    await graphql(bobToken, 'mutation($id: ID!) { sendMessage(conversation_id: $id, content: "Hello through the socket") { id } }', { id: createConversation.id });
    await expect(result(page).getByText('Hello through the socket')).toBeVisible();

    expect(blocked).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test('opens for someone signed out, without a token, and API clients asking for JSON still reach the API', async ({ page }) => {
    await explorer(page, '{ me { username } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await expect(result(page).getByText('auth/unauthenticated')).toBeVisible();
    const api = await page.request.get('/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
