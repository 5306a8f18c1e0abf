import { sessionRefresher } from '../auth';
import { createFileReader } from './download';
import { createUploader } from './upload';

export * from './upload';
export { saveFile } from './download';

/** Multipart uploads with the session's bearer token, refreshed and retried once on a 401. */
export const upload = createUploader(sessionRefresher);

/** Files of the REST API (a guest list's CSV) read with the session's bearer token, refreshed and retried once on a 401. */
export const readFile = createFileReader(sessionRefresher);
