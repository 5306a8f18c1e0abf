import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createSessionRefresher } from '../auth/session-refresher';
import { createMemoryStorage, createSessionStore } from '../session/session-store';
import { createFileReader, type FileFetch } from './download';

/** A signed-in session and a fake server that serves the file only to the token 'new'. */
function setup(refresh: () => Promise<string>) {
  const session = createSessionStore(createMemoryStorage());
  session.signIn({ token: 'old', username: 'ada', profileImage: null });
  const refresher = createSessionRefresher(session, { refresh: jest.fn(refresh) });
  const tokens: (string | null)[] = [];
  const read: FileFetch = async (_url, token) => {
    tokens.push(token);
    return token === 'new' ? new Response('username,status\nbob,going\n', { status: 200 }) : new Response('{}', { status: 401 });
  };
  return { tokens, readFile: createFileReader(refresher, read) };
}

describe('reading a file of the REST API', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the bearer token, and renews it once on a 401', async () => {
    const { tokens, readFile } = setup(async () => 'new');
    await expect((await readFile('/api/events/by-id/e1/guests.csv')).text()).resolves.toBe('username,status\nbob,going\n');
    expect(tokens).toEqual(['old', 'new']);
  });

  it('fails when the session cannot be renewed', async () => {
    const { tokens, readFile } = setup(async () => Promise.reject(new Error('refused')));
    await expect(readFile('/api/events/by-id/e1/guests.csv')).rejects.toThrow('answered 401');
    expect(tokens).toEqual(['old']);
  });
});
