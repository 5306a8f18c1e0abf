import { SetContextLink } from '@apollo/client/link/context';

/** Sends `Accept-Language` with the language the app shows at the moment of sending: the server's errors and texts answer in it. */
export function createLanguageHeaderLink(getLanguage: () => string): SetContextLink {
  return new SetContextLink((previous) => ({ headers: { ...((previous.headers ?? {}) as Record<string, string>), 'accept-language': getLanguage() } }));
}
