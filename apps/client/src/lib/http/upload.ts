import type { TokenRefresher } from '../auth/token-refresher';
import { xhrTransport } from './xhr-transport';

export interface UploadRequest {
  url: string;
  /** Sent as multipart/form-data; FormData can be sent again on the retry. */
  form: FormData;
  method?: 'POST' | 'PATCH';
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** Whatever the server answered; `body` is the parsed JSON, or null when the body was not JSON. */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** Sends one request with the given bearer token; rejects only when no answer came (network). */
export type UploadTransport = (request: UploadRequest & { token: string | null }) => Promise<UploadAnswer>;

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
