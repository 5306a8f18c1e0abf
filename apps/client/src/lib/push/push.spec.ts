import { describe, expect, it } from '@jest/globals';
import { deviceName } from './device-name';
import { base64UrlToBytes, sameBytes } from './encoding';

describe('the server key a device subscribes with', () => {
  it('decodes base64url, padded or not, to its bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlToBytes('AQID_-8=')]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlToBytes('_w')]).toEqual([255]);
    expect(base64UrlToBytes('')).toHaveLength(0);
  });

  it('decodes a VAPID public key to the 65 bytes of an uncompressed P-256 point', () => {
    const key = base64UrlToBytes('BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('tells a subscription made with the same key from one made with another', () => {
    const key = base64UrlToBytes('AQID');
    expect(sameBytes(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameBytes(new Uint8Array([1, 2]).buffer, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});

describe('the name a device gives itself', () => {
  it('names browser and system without versions', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet on Android');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on macOS');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1')).toBe('Chrome on iOS');
  });

  it('says what it does not know', () => {
    expect(deviceName('curl/8.5.0')).toBe('Unknown browser on Unknown system');
  });
});
