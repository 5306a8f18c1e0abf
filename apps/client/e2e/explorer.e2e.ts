import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { logIn } from './support/auth';
import { baseUrl, launch, newPage } from './support/browser';
import { graphql } from './support/graphql';
import { accessTokenOf, createVerifiedUser, type TestUser } from './support/users';

let browser: Browser;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  browser = await launch();
  [ada, bob] = await Promise.all([createVerifiedUser('ada'), createVerifiedUser('bob')]);
});

afterAll(async () => {
  await browser?.close();
});

/** The explorer at /graphql on `query`, for someone signed in to the app in this browser. */
async function explorer(page: Page, query: string): Promise<void> {
  await page.goto(`/graphql?query=${encodeURIComponent(query)}`);
  await page.getByRole('button', { name: /^Execute query/ }).waitFor();
  // The editor shows the operation once it has loaded (spaces aside: it draws them its own way).
  const compact = query.replace(/\s/g, '');
  await page.waitForFunction(
    (expected) => (document.querySelector('.graphiql-query-editor')?.textContent ?? '').replace(/\s/g, '').includes(expected),
    compact,
  );
}

const result = (page: Page) => page.getByRole('region', { name: 'Result Window' });

describe('the GraphQL explorer at /graphql', () => {
  it('runs a query and a mutation with the signed-in session, and a subscription over graphql-ws', async () => {
    const { context, page } = await newPage(browser);
    const blocked: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
    // Nothing leaves the origin: the explorer's code, styles, fonts and workers are the app's own.
    const elsewhere: string[] = [];
    page.on('request', (request) => !request.url().startsWith(baseUrl()) && !request.url().startsWith('data:') && elsewhere.push(request.url()));
    await logIn(page, ada);

    await explorer(page, '{ me { username } }');
    // The headers editor holds the session's access token.
    await page.getByText('Authorization').first().waitFor();
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await result(page).getByText(ada.username).waitFor();

    await explorer(page, 'mutation { createRemark(input: { remark_content: "Sent from the explorer" }) { remark_content } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await result(page).getByText('Sent from the explorer').waitFor();

    await explorer(page, 'subscription { messageAdded { content } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await page.getByRole('button', { name: /^Stop query/ }).waitFor();
    const bobToken = await accessTokenOf(bob);
    const adaId = (await graphql<{ me: { id: string } }>(await accessTokenOf(ada), '{ me { id } }')).me.id;
    const { createConversation } = await graphql<{ createConversation: { id: string } }>(bobToken, 'mutation($ids: [ID!]!) { createConversation(participant_ids: $ids) { id } }', { ids: [adaId] });
    await graphql(bobToken, 'mutation($id: ID!) { sendMessage(conversation_id: $id, content: "Hello through the socket") { id } }', { id: createConversation.id });
    await result(page).getByText('Hello through the socket').waitFor();

    expect(blocked).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('opens for someone signed out, without a token, and API clients asking for JSON still reach the API', async () => {
    const { context, page } = await newPage(browser);
    await explorer(page, '{ me { username } }');
    await page.getByRole('button', { name: /^Execute query/ }).click();
    await result(page).getByText('auth/unauthenticated').waitFor();
    const api = await page.request.get('/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
    await context.close();
  });
});
