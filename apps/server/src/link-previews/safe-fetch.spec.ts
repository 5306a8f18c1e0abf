import { AddressRefused } from '../common/net/public-address';
import { FetchRefused, isTransient } from './safe-fetch';

describe('isTransient', () => {
  it('hopes for a later try after a timeout, a busy or failing site, or a network error of the moment', () => {
    expect(isTransient(new FetchRefused('took longer than 2000 ms', true))).toBe(true);
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EAI_AGAIN']) expect(isTransient(Object.assign(new Error(code), { code }))).toBe(true);
  });

  it('does not for what a later try would meet again', () => {
    expect(isTransient(new FetchRefused('answered 404'))).toBe(false);
    expect(isTransient(new AddressRefused('address not public: 10.0.0.1'))).toBe(false);
    expect(isTransient(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' }))).toBe(false);
    expect(isTransient(new Error('no code'))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});
