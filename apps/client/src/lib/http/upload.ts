import type { TokenRefresher } from '../auth/token-refresher';
import type { UploadAnswer, UploadRequest, UploadTransport } from './upload-transport';
import { xhrTransport } from './xhr-transport';

export type { UploadAnswer, UploadRequest, UploadTransport } from './upload-transport';

export type Upload = (request: UploadRequest) => Promise<UploadAnswer>;

/**
 * REST uploads follow the request retry of spec §4 like GraphQL operations: an answer 401 waits
 * for the refresher (one refresh shared with every other failing request) and is sent once more.
 * When the session cannot be renewed the original 401 answer is returned.
 */
export function createUploader(refresher: TokenRefresher, transport: UploadTransport = xhrTransport): Upload {
  return async (request) => {
    const sentWith = refresher.getToken();
    const first = await transport({ ...request, token: sentWith });
    if (first.status !== 401 || sentWith === null) return first;
    let token: string;
    try {
      token = await refresher.renew(sentWith);
    } catch {
      return first;
    }
    request.onProgress?.(0);
    return transport({ ...request, token });
  };
}
