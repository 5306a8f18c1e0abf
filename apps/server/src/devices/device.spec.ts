import { DEVICE_MESSAGES } from '@gatherly/schema';
import { deviceOf } from './device';

describe('deviceOf', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'macOS 10.15'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Microsoft Edge 131', 'Windows 10'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari 17', 'iOS 17'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome 131', 'Android 14'],
  ])('reads %s', (userAgent, browser, os) => {
    expect(deviceOf(userAgent)).toMatchObject({ browser, os });
  });

  it('says it does not know when the user agent says nothing', () => {
    for (const userAgent of [null, '', 'node', 'curl/8.5.0']) {
      expect(deviceOf(userAgent)).toMatchObject({ browser: expect.anything(), os: DEVICE_MESSAGES.unknownSystem });
    }
    expect(deviceOf(null)).toMatchObject({ browser: DEVICE_MESSAGES.unknownBrowser });
  });

  it('keeps one family across versions, so that an update is no new device', () => {
    const older = deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    const newer = deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36');
    expect(newer.family).toBe(older.family);
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0').family).not.toBe(older.family);
  });
});
