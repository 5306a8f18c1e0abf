import { SetContextLink } from '@apollo/client/link/context';

/** Sends `Authorization: Bearer <token>` with the token stored at the moment of sending. */
export function createAuthHeaderLink(getToken: () => string | null): SetContextLink {
  return new SetContextLink((previous) => {
    const { authorization: _stale, ...headers } = (previous.headers ?? {}) as Record<string, string>;
    const token = getToken();
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });
}
