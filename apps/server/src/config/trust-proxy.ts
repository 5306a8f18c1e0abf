import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whom the app believes about a client's address (`X-Forwarded-For`), as Fastify's `trustProxy`
 * takes it: nobody (false), the proxies in front counted from the app (a hop count), or the
 * proxies' own addresses and ranges. `true` believes whatever a client writes into the header
 * itself, so that anyone picks the address the throttles count against: refused in production.
 */
export type TrustProxy = boolean | number | string[];

/** Names proxy-addr knows for the private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_EVERYONE =
  'true believes any X-Forwarded-For a client sends: give the number of proxies in front of the app (1 behind one load balancer), or their addresses or ranges';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const entriesOf = (value: string) => value.split(',').map((entry) => entry.trim()).filter(Boolean);

/** TRUST_PROXY: unset, empty, false or 0 for none; a hop count; addresses and CIDR ranges, comma-separated; or true. */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .superRefine((value, context) => {
    if (value === undefined || /^(|true|false|\d+)$/.test(value)) return;
    const wrong = entriesOf(value).filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) context.addIssue({ code: 'custom', message: `is neither a hop count nor addresses or ranges of proxies (${wrong.join(', ')})` });
  })
  .transform((value): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return entriesOf(value);
  });

/**
 * The setting as Fastify takes it. Fastify trusts nobody when given a bare hop count (a client that
 * reaches the app directly could name enough hops); here a count trusts that many hops from the
 * app on, the connecting one first, as proxy-addr counts them: for an app only its proxies reach.
 */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
