import { PATHS } from '../paths';

/** The query parameter of the signed-out pages naming where to go once signed in (`/login?next=/home%3Fpost%3D…`). */
export const NEXT_PARAM = 'next';

/** Kept across sign-up and e-mail verification, whose link may open in another tab. */
const STORAGE_KEY = 'next_path';

/** Longer texts are no link anyone follows; they are dropped rather than carried around. */
const MAX_LENGTH = 2048;

/** Pages for signed-out visitors: going back to one after signing in would send the person home at once. */
const SIGNED_OUT_PAGES: readonly string[] = [PATHS.login, PATHS.signup, PATHS.verifyEmail, PATHS.verifyEmailLink, PATHS.resetRequest, PATHS.resetConfirm];

/** Any origin will do: a path that resolves to another one was not a path of this app. */
const BASE = 'https://gatherly.invalid';

/**
 * The app path `raw` names (path, query and fragment), or null when it is not one: absent, too
 * long, not starting with a single '/', leading to another origin once the browser resolved it
 * (`//evil.example`, `/\evil.example`, `https:…`, control characters), or a signed-out page.
 * Only what this returns is ever navigated to, so a crafted link cannot send anyone elsewhere.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines, which would turn '/\evil' into '//evil'.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // '/..//evil' and '/.//evil' resolve to '//evil', which the browser would read as another origin.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (SIGNED_OUT_PAGES.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` a signed-out page was given in its query, when it is an app path. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** `path` (a signed-out page, possibly with its own query) carrying `next` when there is one. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${NEXT_PARAM}=${encodeURIComponent(safe)}`;
}

/** The storage `rememberNext` writes to (localStorage in the browser; a map in tests). */
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** Keeps `next` while a new account is signed up and verified; nothing is kept for a path that is not an app path. */
export function rememberNext(next: string | null | undefined, storage: Storage | null = browserStorage()): void {
  const safe = safeNextPath(next);
  if (safe) storage?.setItem(STORAGE_KEY, safe);
  else storage?.removeItem(STORAGE_KEY);
}

/** What `rememberNext` kept, checked again (storage can be written by anyone on the page). */
export function rememberedNext(storage: Storage | null = browserStorage()): string | null {
  return safeNextPath(storage?.getItem(STORAGE_KEY));
}

export function forgetNext(storage: Storage | null = browserStorage()): void {
  storage?.removeItem(STORAGE_KEY);
}
