import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parse } from 'graphql';
import { i18n } from '../i18n/i18n';
import { createMemoryStorage, createSessionStore } from '../session/session-store';
import { createApolloClient } from './create-client';

const ME = parse('query Me { me { id username } }');
const realFetch = globalThis.fetch;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apollo client wiring', () => {
  it('sends the bearer token, refreshes through REST on auth/unauthenticated and retries', async () => {
    const session = createSessionStore(createMemoryStorage());
    session.signIn({ token: 'old', username: 'ada', profileImage: null });
    const calls: { url: string; authorization: string | null; credentials?: RequestCredentials }[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const authorization = new Headers(init?.headers).get('authorization');
      calls.push({ url, authorization, credentials: init?.credentials });
      if (url === '/api/account/refresh') return json({ access_token: 'new' });
      if (authorization === 'Bearer new') {
        return json({ data: { me: { __typename: 'Account', id: '1', username: 'ada' } } });
      }
      return json({ data: null, errors: [{ message: 'no', extensions: { code: 'auth/unauthenticated' } }] });
    }) as typeof fetch;

    const client = createApolloClient({ session });
    const result = await client.query({ query: ME });

    expect(result.data).toEqual({ me: { __typename: 'Account', id: '1', username: 'ada' } });
    expect(calls.map((call) => [call.url, call.authorization, call.credentials])).toEqual([
      ['/graphql', 'Bearer old', 'include'],
      ['/api/account/refresh', null, 'include'],
      ['/graphql', 'Bearer new', 'include'],
    ]);
    expect(session.getSnapshot().token).toBe('new');
  });

  it('asks for the language the app shows, so that the server answers in it', async () => {
    const languages: (string | null)[] = [];
    globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Headers(init?.headers).get('accept-language'));
      return json({ data: { me: null } });
    }) as typeof fetch;

    const client = createApolloClient({ session: createSessionStore(createMemoryStorage()) });
    await client.query({ query: ME });
    i18n.load('en-XA', {});
    i18n.activate('en-XA');
    await client.query({ query: ME, fetchPolicy: 'network-only' });
    i18n.activate('en');

    expect(languages).toEqual(['en', 'en-XA']);
  });

  it('ends the session when the refresh is refused', async () => {
    const session = createSessionStore(createMemoryStorage());
    session.signIn({ token: 'old', username: 'ada', profileImage: null });
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/account/refresh'
        ? json({ success: false, message: 'Your session has expired. Please log in again.' }, 401)
        : json({ data: null, errors: [{ message: 'no', extensions: { code: 'auth/unauthenticated' } }] }),
    ) as typeof fetch;
    const expired = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const client = createApolloClient({ session, onSessionExpired: expired });
    await expect(client.query({ query: ME })).rejects.toThrow('no');

    expect(session.getSnapshot().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("drops the previous user's cached data when the session ends", async () => {
    const session = createSessionStore(createMemoryStorage());
    session.signIn({ token: 't', username: 'ada', profileImage: null });
    globalThis.fetch = jest.fn(async () =>
      json({ data: { me: { __typename: 'Account', id: '1', username: 'ada' } } }),
    ) as typeof fetch;
    const client = createApolloClient({ session });
    await client.query({ query: ME });
    expect(client.cache.extract()).not.toEqual({});

    session.clear();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.cache.extract()).toEqual({});
  });
});
