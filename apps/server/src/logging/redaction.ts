/** What a log line shows instead of a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameters that carry a secret: the access token of socket URLs (`/chat/?token=`), the
 * links of verification and reset mails (`token`, `verification_token`, `password_token`).
 */
const SECRET_PARAMETER = /token/i;

/** The private calendar feed carries its secret in the path: `/api/calendar/<token>.ics`. */
const CALENDAR_FEED = /^(\/api\/calendar\/)[^/?]+(\.ics)$/i;

/**
 * Header and field paths pino blanks in every line: the access token, the refresh cookie, and any
 * password or token a request body or an error might carry.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.access_token',
];

/** A request URL as it may be logged: secrets in its path or query replaced, the rest kept. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const shownPath = path.replace(CALENDAR_FEED, `$1${REDACTED}$2`);
  if (queryStart === -1) return shownPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return separator !== -1 && SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
