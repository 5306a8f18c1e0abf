import { isPublicAddress, literalAddressOf } from './public-address';

describe('addresses a link preview may connect to', () => {
  it.each([
    ['8.8.8.8'],
    ['93.184.215.14'],
    ['2001:4860:4860::8888'],
    ['2606:4700::1111'],
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.255.0.9', 'all of 127/8'],
    ['10.1.2.3', 'RFC 1918 10/8'],
    ['172.16.0.1', 'RFC 1918 172.16/12'],
    ['172.31.255.254', 'RFC 1918 172.16/12, its end'],
    ['192.168.1.1', 'RFC 1918 192.168/16'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.254', 'CGNAT, its end'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved for documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local, fd half'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::7f00:1', 'NAT64 of an IPv4 address'],
    ['2002:7f00:1::1', '6to4 of an IPv4 address'],
    ['not an address', 'no address at all'],
  ])('%s is refused (%s)', (address) => expect(isPublicAddress(address)).toBe(false));

  it('an IPv4 address mapped into IPv6 is judged as itself', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('tells addresses written in URLs from names', () => {
    expect(literalAddressOf('127.0.0.1')).toBe('127.0.0.1');
    expect(literalAddressOf('[::1]')).toBe('::1');
    expect(literalAddressOf('example.com')).toBeNull();
  });
});
