import { DEVICE_MESSAGES, PUSH_LIMITS } from '@gatherly/schema';
import { t } from '../i18n';

/** The first that matches names the browser: Edge, Opera and Samsung's say "Chrome" too, and every browser on iOS says "Safari". */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(\b|Headless)(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** Android says "Linux" too, and iOS "like Mac OS X". */
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const nameIn = (table: typeof BROWSERS, userAgent: string, unknown: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? unknown;

/**
 * How a device with push notifications on is named in the list of the account's devices ("Chrome
 * on Linux"): browser and system without versions, which an update would make stale.
 */
export function deviceName(userAgent: string): string {
  const browser = nameIn(BROWSERS, userAgent, t(DEVICE_MESSAGES.unknownBrowser));
  const system = nameIn(SYSTEMS, userAgent, t(DEVICE_MESSAGES.unknownSystem));
  return t('settings.sessions.device', { browser, os: system }).slice(0, PUSH_LIMITS.deviceNameMaxLength);
}
