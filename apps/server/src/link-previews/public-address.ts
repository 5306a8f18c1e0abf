import ipaddr from 'ipaddr.js';

/**
 * Whether a link preview may connect to this address: only public unicast ones. Private (RFC 1918),
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
