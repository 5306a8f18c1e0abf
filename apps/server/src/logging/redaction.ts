import { Kind, parse, visit, type ASTNode } from 'graphql';

/** What a log line shows instead of a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameters that carry a secret: the access token of socket URLs (`/chat/?token=`), the
 * links of verification and reset mails (`token`, `verification_token`, `password_token`), and
 * any one-time `code` or `secret`.
 */
const SECRET_PARAMETER = /token|secret|^code$/i;

/**
 * GraphQL over GET carries its operation in the query string: its variables, and the literal
 * values written into its arguments (a password, a reset token, a message), are blanked.
 */
const GRAPHQL_PATH = /^\/graphql\/?$/i;
const GRAPHQL_LITERALS = new Set<string>([Kind.STRING, Kind.INT, Kind.FLOAT]);

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
  // A change of password: the current one and the new one, in a REST body or a GraphQL input.
  'req.body.current_password',
  'req.body.new_password',
  '*.current_password',
  '*.new_password',
  '*.input.current_password',
  '*.input.new_password',
  '*.token',
  '*.access_token',
  // Two-factor sign-in: the codes typed, the recovery codes, the login's second-step token and the authenticator's secret.
  // (a code is blanked where a request carries it, not as `*.code`, which would blank every error's code too)
  'req.body.code',
  '*.input.code',
  '*.variables.code',
  '*.recovery_codes',
  '*.two_factor_token',
  '*.secret',
  '*.otpauth_url',
];

/** A request URL as it may be logged: secrets in its path or query replaced, the rest kept. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const shownPath = path.replace(CALENDAR_FEED, `$1${REDACTED}$2`);
  if (queryStart === -1) return shownPath;
  const graphql = GRAPHQL_PATH.test(path);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const name = safeDecode(pair.slice(0, separator));
      if (SECRET_PARAMETER.test(name) || (graphql && name === 'variables')) return `${pair.slice(0, separator)}=${REDACTED}`;
      if (graphql && name === 'query') return `${pair.slice(0, separator)}=${redactGraphqlLiterals(pair.slice(separator + 1))}`;
      return pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

/** A GraphQL document as sent in a query string, with its literal values blanked; all of it when it does not parse. */
function redactGraphqlLiterals(encoded: string): string {
  const source = safeDecode(encoded.replaceAll('+', ' '));
  const literals: Array<{ start: number; end: number }> = [];
  try {
    visit(parse(source), {
      enter(node: ASTNode) {
        if (GRAPHQL_LITERALS.has(node.kind) && node.loc) literals.push({ start: node.loc.start, end: node.loc.end });
      },
    });
  } catch {
    return REDACTED;
  }
  if (literals.length === 0) return encoded;
  let shown = source;
  for (const { start, end } of literals.sort((a, b) => b.start - a.start)) shown = `${shown.slice(0, start)}"${REDACTED}"${shown.slice(end)}`;
  return encodeURIComponent(shown);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
