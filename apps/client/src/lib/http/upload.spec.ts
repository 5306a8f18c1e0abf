import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createSessionRefresher } from '../auth/session-refresher';
import { createMemoryStorage, createSessionStore } from '../session/session-store';
import { createUploader, type UploadAnswer, type UploadTransport } from './upload';

const CREATED: UploadAnswer = { status: 201, body: { success: true, data: { post: { post_id: 'p1' } } } };
const EXPIRED: UploadAnswer = { status: 401, body: { success: false, message: 'Authentication credentials were not provided or are invalid.' } };

/** A signed-in session, its refresher and a fake server accepting only the token 'new'. */
function setup(refresh: () => Promise<string>, answer = (token: string | null) => (token === 'new' ? CREATED : EXPIRED)) {
  const session = createSessionStore(createMemoryStorage());
  session.signIn({ token: 'old', username: 'ada', profileImage: null });
  const refreshSpy = jest.fn(refresh);
  const refresher = createSessionRefresher(session, { refresh: refreshSpy });
  const tokens: (string | null)[] = [];
  const transport: UploadTransport = async ({ token }) => {
    tokens.push(token);
    return answer(token);
  };
  const upload = createUploader(refresher, transport);
  const request = () => upload({ url: '/api/posts', form: new FormData() });
  return { session, refresher, refreshSpy, tokens, request };
}

describe('upload with request retry', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the refused refresh is logged
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the stored bearer token and does not refresh when it is accepted', async () => {
    const { request, refreshSpy, tokens } = setup(async () => 'new', () => CREATED);
    await expect(request()).resolves.toEqual(CREATED);
    expect(tokens).toEqual(['old']);
    expect(refreshSpy).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401 and retries the upload once with the new token', async () => {
    const { request, refreshSpy, tokens, session } = setup(async () => 'new');
    await expect(request()).resolves.toEqual(CREATED);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['old', 'new']);
    expect(session.getSnapshot().token).toBe('new');
  });

  it('shares one refresh between uploads failing together', async () => {
    let release: (token: string) => void = () => undefined;
    const { request, refreshSpy, tokens } = setup(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([request(), request()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release('new');
    await expect(both).resolves.toEqual([CREATED, CREATED]);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['old', 'old', 'new', 'new']);
  });

  it('does not retry a second time when the retry is refused too', async () => {
    const { request, refreshSpy, tokens } = setup(async () => 'new', () => EXPIRED);
    await expect(request()).resolves.toEqual(EXPIRED);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['old', 'new']);
  });

  it('ends the session and answers the original 401 when the refresh is refused', async () => {
    const { request, tokens, session } = setup(() => Promise.reject(new Error('cookie expired')));
    await expect(request()).resolves.toEqual(EXPIRED);
    expect(tokens).toEqual(['old']);
    expect(session.getSnapshot().token).toBeNull();
  });

  it('shares the refresh with other requests of the same refresher (GraphQL link)', async () => {
    let release: (token: string) => void = () => undefined;
    const { request, refresher, refreshSpy } = setup(() => new Promise<string>((resolve) => (release = resolve)));
    const graphqlRetry = refresher.renew('old');
    const upload = request();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release('new');
    await expect(graphqlRetry).resolves.toBe('new');
    await expect(upload).resolves.toEqual(CREATED);
    expect(refreshSpy).toHaveBeenCalledTimes(1);
  });

  it('retries with a token another tab stored meanwhile instead of refreshing', async () => {
    const { session, refreshSpy, tokens, refresher } = setup(async () => 'unused');
    const upload = createUploader(refresher, async ({ token }) => {
      tokens.push(token);
      if (token === 'old') {
        session.setToken('new'); // the other tab's refresh lands while this upload is out
        return EXPIRED;
      }
      return CREATED;
    });
    await expect(upload({ url: '/api/posts', form: new FormData() })).resolves.toEqual(CREATED);
    expect(refreshSpy).not.toHaveBeenCalled();
    expect(tokens).toEqual(['old', 'new']);
  });

  it('passes a network failure on without retrying', async () => {
    const { refresher } = setup(async () => 'new');
    const transport = jest.fn<UploadTransport>(async () => {
      throw new TypeError('Network request failed');
    });
    await expect(createUploader(refresher, transport)({ url: '/api/posts', form: new FormData() })).rejects.toThrow(TypeError);
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
