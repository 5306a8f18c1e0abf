import type { TokenRefresher } from '../auth/token-refresher';

/** Reads one file of the REST API with a bearer token; rejects only when no answer came (network). */
export type FileFetch = (url: string, token: string | null) => Promise<Response>;

const fetchWithToken: FileFetch = (url, token) => fetch(url, { credentials: 'same-origin', headers: token ? { Authorization: `Bearer ${token}` } : {} });

/**
 * A file of the REST API (a guest list's CSV) read with the session's token, which is renewed and
 * the request sent once more on a 401, as uploads do. Rejects with the answer's status when it is
 * not a success.
 */
export function createFileReader(refresher: TokenRefresher, read: FileFetch = fetchWithToken) {
  return async (url: string): Promise<Blob> => {
    const sentWith = refresher.getToken();
    let answer = await read(url, sentWith);
    if (answer.status === 401 && sentWith !== null) {
      const token = await refresher.renew(sentWith).catch(() => null);
      if (token !== null) answer = await read(url, token);
    }
    if (!answer.ok) throw new Error(`Reading ${url} answered ${answer.status}`);
    return answer.blob();
  };
}

/** Hands a file to the browser to save, as "Add to calendar" does with its .ics. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
