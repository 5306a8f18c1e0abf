import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A connection refused because of where it would go. */
export class AddressRefused extends Error {}

/**
 * Whether the server may connect to this address (a link preview, a push): only public unicast ones. Private (RFC 1918),
 * shared (CGNAT 100.64/10), loopback, link-local, unique-local IPv6 (fc00::/7), multicast,
 * broadcast, unspecified and reserved ranges are refused, and so are IPv6 forms that carry an IPv4
 * address inside (NAT64, 6to4, Teredo) whose target cannot be told. An IPv4 address mapped into
 * IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Whether a host as written in a URL is an address rather than a name (IPv6 in brackets). */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/**
 * A DNS lookup that refuses a name when any of its addresses is not public (unless its host:port is
 * allowed), and otherwise hands the socket exactly the addresses it checked.
 */
export function checkedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowed ? undefined : addresses.find((answer) => !isPublicAddress(answer.address));
      if (refused || addresses.length === 0) return callback(new AddressRefused(`${hostname} resolves to an address that is not public: ${refused?.address ?? 'none'}`), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
