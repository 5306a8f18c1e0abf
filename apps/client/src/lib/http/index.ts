import { sessionRefresher } from '../auth';
import { createUploader } from './upload';

export * from './upload';

/** Multipart uploads with the session's bearer token, refreshed and retried once on a 401. */
export const upload = createUploader(sessionRefresher);
