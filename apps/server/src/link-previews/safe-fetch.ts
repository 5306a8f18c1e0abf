import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isPassingNetworkError } from '../common/net/network-errors';
import { AddressRefused, checkedLookup, isPublicAddress, literalAddressOf } from '../common/net/public-address';

/** The bounds of one fetch of a link preview: the page, or its image, each on its own. */
export interface FetchLimits {
  /** Redirects followed at most; one more is refused. */
  maxRedirects: number;
  /** Time for the whole fetch: every lookup, connection, redirect and the body. */
  timeoutMs: number;
  /** Bytes of body read at most; a longer body is refused, not cut. */
  maxBytes: number;
  /** Media types accepted (`text/html`, or `image/` for any image). */
  accept: readonly string[];
}

/** Where a fetch may go: `host:port` pairs exempt from the address rules, and the app's own ones, never fetched. */
export interface FetchRules {
  allow: ReadonlySet<string>;
  own: ReadonlySet<string>;
}

export interface Fetched {
  /** The URL of the body, after redirects. */
  url: URL;
  mediaType: string;
  body: Buffer;
}

/**
 * A fetch refused or failed; its message says why, for the log only. A transient one (the site took
 * too long or answered that it is busy or down) may go better later; another would not.
 */
export class FetchRefused extends AddressRefused {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
  }
}

/**
 * Whether a failed fetch may be tried again with hope: a transient refusal, or a network error of
 * the moment (a site's name not found is not one: it would not be found again).
 */
export function isTransient(error: unknown): boolean {
  return error instanceof FetchRefused ? error.transient : isPassingNetworkError(error);
}

const USER_AGENT = 'GatherlyBot/1.0 (link previews)';

/** `host:port` of a URL, the port filled in from its scheme. */
export function hostPortOf(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * Fetches a URL from the open internet, never from inside: http(s) only; every address a name
 * resolves to must be public (see isPublicAddress), and the connection goes to the very address that
 * was checked (the lookup hands it to the socket), so a second DNS answer cannot swap it; each
 * redirect is checked the same way. The app's own host is never fetched. Bounded in redirects, time
 * and bytes; a body of another type than `accept` is not read.
 */
export async function safeFetch(target: string, rules: FetchRules, limits: FetchLimits): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchRefused(`took longer than ${limits.timeoutMs} ms`, true)), limits.timeoutMs);
  try {
    let url = parsed(target);
    for (let redirects = 0; ; redirects += 1) {
      const response = await get(url, rules, limits, controller.signal);
      const location = response.statusCode && response.statusCode >= 300 && response.statusCode < 400 ? response.headers.location : undefined;
      if (location === undefined) return await bodyOf(url, response, limits, controller.signal);
      response.destroy();
      if (redirects >= limits.maxRedirects) throw new FetchRefused(`more than ${limits.maxRedirects} redirects`);
      url = parsed(location, url);
    }
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

function parsed(link: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw new FetchRefused(`not a URL: ${link}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`not http(s): ${url.protocol}`);
  return url;
}

/** Checks the URL's host, then asks for it over a connection to a checked address; answers the response's head. */
function get(url: URL, rules: FetchRules, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const key = hostPortOf(url);
  if (rules.own.has(key)) throw new FetchRefused(`the app's own host: ${key}`);
  const allowed = rules.allow.has(key);
  const literal = literalAddressOf(url.hostname);
  // An address written in the URL is connected to without a lookup: it is checked here.
  if (literal && !allowed && !isPublicAddress(literal)) throw new FetchRefused(`address not public: ${literal}`);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      agent: false,
      signal,
      lookup: checkedLookup(allowed),
      headers: { 'user-agent': USER_AGENT, accept: `${limits.accept.map((type) => (type.endsWith('/') ? `${type}*` : type)).join(', ')};q=1, */*;q=0.1`, 'accept-encoding': 'identity' },
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function bodyOf(url: URL, response: IncomingMessage, limits: FetchLimits, signal: AbortSignal): Promise<Fetched> {
  const status = response.statusCode ?? 0;
  // Busy (429) or failing (5xx) may pass; any other answer would be the same again.
  if (status < 200 || status >= 300) throw refuse(response, `answered ${status}`, status === 429 || status >= 500);
  const mediaType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!limits.accept.some((type) => (type.endsWith('/') ? mediaType.startsWith(type) : mediaType === type))) throw refuse(response, `not ${limits.accept.join(' or ')}: ${mediaType || 'no type'}`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw refuse(response, `larger than ${limits.maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    read += chunk.length;
    if (read > limits.maxBytes) throw refuse(response, `larger than ${limits.maxBytes} bytes`);
    chunks.push(chunk);
    if (signal.aborted) break;
  }
  return { url, mediaType, body: Buffer.concat(chunks) };
}

function refuse(response: IncomingMessage, reason: string, transient = false): FetchRefused {
  response.destroy();
  return new FetchRefused(reason, transient);
}
