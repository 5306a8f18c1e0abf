import { describe, expect, it, jest } from '@jest/globals';
import type { ApolloClient } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { parse } from 'graphql';
import { lastValueFrom, Observable, of } from 'rxjs';
import { createMemoryStorage, createSessionStore } from '../session/session-store';
import { createAuthHeaderLink } from './auth-header-link';
import { createAuthRefreshLink } from './auth-refresh-link';

const QUERY = parse('query Me { me { id } }');
const UNAUTHENTICATED = {
  data: null,
  errors: [
    {
      message: 'Authentication credentials were not provided or are invalid.',
      extensions: { code: 'auth/unauthenticated' },
    },
  ],
};
const OK = { data: { me: { id: '1' } } };

type Answer = (authorization: string | undefined) => ApolloLink.Result | Error;

/** A signed-in session, the link chain under test and a fake server answering by token. */
function setup(answer: Answer, refresh: () => Promise<string>) {
  const session = createSessionStore(createMemoryStorage());
  session.signIn({ token: 'old', username: 'ada', profileImage: null });
  const seen: (string | undefined)[] = [];
  const server = new ApolloLink((operation) => {
    const authorization = (operation.getContext().headers as Record<string, string> | undefined)?.authorization;
    seen.push(authorization);
    const outcome = answer(authorization);
    return outcome instanceof Error
      ? new Observable<ApolloLink.Result>((observer) => observer.error(outcome))
      : of(outcome);
  });
  const refreshSpy = jest.fn(refresh);
  const failed = jest.fn();
  const getToken = () => session.getSnapshot().token;
  const link = ApolloLink.from([
    createAuthRefreshLink({
      getToken,
      refresh: refreshSpy,
      onRefreshed: (token) => session.setToken(token),
      onRefreshFailed: (error) => {
        session.clear();
        failed(error);
      },
    }),
    createAuthHeaderLink(getToken),
    server,
  ]);
  const run = () => lastValueFrom(ApolloLink.execute(link, { query: QUERY }, { client: {} as ApolloClient }));
  return { session, seen, refreshSpy, failed, run };
}

const byToken: Answer = (authorization) => (authorization === 'Bearer new' ? OK : UNAUTHENTICATED);

function http401() {
  return new ServerError('Response not successful: Received status code 401', {
    response: new Response('', { status: 401 }),
    bodyText: '',
  });
}

describe('auth refresh link', () => {
  it('lets operations through untouched when the token is accepted', async () => {
    const { run, refreshSpy, seen } = setup(() => OK, async () => 'new');
    await expect(run()).resolves.toEqual(OK);
    expect(refreshSpy).not.toHaveBeenCalled();
    expect(seen).toEqual(['Bearer old']);
  });

  it('shares one refresh between operations failing at the same time and retries each once', async () => {
    let release: (token: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (release = resolve));
    const { run, refreshSpy, seen, session } = setup(byToken, () => pending);

    const results = Promise.all([run(), run(), run()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release('new');

    await expect(results).resolves.toEqual([OK, OK, OK]);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(seen.filter((header) => header === 'Bearer old')).toHaveLength(3);
    expect(seen.filter((header) => header === 'Bearer new')).toHaveLength(3);
    expect(session.getSnapshot().token).toBe('new');
  });

  it('refreshes on an HTTP 401 as well', async () => {
    const { run, refreshSpy } = setup((auth) => (auth === 'Bearer new' ? OK : http401()), async () => 'new');
    await expect(run()).resolves.toEqual(OK);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
  });

  it('does not retry a retried operation that fails again', async () => {
    const { run, refreshSpy, seen } = setup(() => UNAUTHENTICATED, async () => 'new');
    await expect(run()).resolves.toEqual(UNAUTHENTICATED);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('clears the session and rejects with the original error when the refresh fails', async () => {
    const original = http401();
    const { run, failed, session, seen } = setup(
      () => original,
      async () => {
        throw new Error('refresh cookie expired');
      },
    );
    await expect(run()).rejects.toBe(original);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toEqual({ token: null, username: null, profileImage: null });
    expect(seen).toEqual(['Bearer old']);
  });

  it('hands the original GraphQL failure back when the refresh fails', async () => {
    const { run, failed } = setup(byToken, () => Promise.reject(new Error('no cookie')));
    const [first, second] = await Promise.all([run(), run()]);
    expect(first).toEqual(UNAUTHENTICATED);
    expect(second).toEqual(UNAUTHENTICATED);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('retries with a token another tab already refreshed instead of refreshing again', async () => {
    const { run, refreshSpy, session, seen } = setup((auth) => {
      if (auth === 'Bearer old') {
        session.setToken('new'); // the other tab's refresh lands while this request is out
        return UNAUTHENTICATED;
      }
      return OK;
    }, async () => 'unused');
    await expect(run()).resolves.toEqual(OK);
    expect(refreshSpy).not.toHaveBeenCalled();
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('passes other failures on without refreshing', async () => {
    const denied = {
      data: null,
      errors: [{ message: 'Invalid email or password.', extensions: { code: 'auth/invalid_credentials' } }],
    };
    const { run, refreshSpy } = setup(() => denied, async () => 'new');
    await expect(run()).resolves.toEqual(denied);
    expect(refreshSpy).not.toHaveBeenCalled();
  });

  it('does not try to refresh without a stored token', async () => {
    const { run, refreshSpy, session, seen } = setup(() => UNAUTHENTICATED, async () => 'new');
    session.clear();
    await expect(run()).resolves.toEqual(UNAUTHENTICATED);
    expect(refreshSpy).not.toHaveBeenCalled();
    expect(seen).toEqual([undefined]);
  });
});
