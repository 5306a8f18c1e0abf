/** What an upload sends and gets back, shared by the uploader and the transports it can use. */
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
