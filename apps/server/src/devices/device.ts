import Bowser from 'bowser';
import { DEVICE_MESSAGES, type Said } from '@gatherly/schema';

/** A signed-in device as people recognise it: "Chrome 131" and "macOS 14" (an unknown one is a text to word in the reader's language). */
export interface Device {
  browser: Said;
  os: Said;
  /** Browser and system names without versions: an update does not make a device new. */
  family: string;
}

/** macOS 10.x named its releases by the minor number; every other system by the major one. */
function systemVersion(name: string, version: string | undefined, versionName: string | undefined): string {
  if (name === 'Windows' && versionName) return versionName;
  if (!version) return '';
  const [major, minor] = version.split('.');
  return name === 'macOS' && major === '10' && minor ? `${major}.${minor}` : major;
}

/** What a stored User-Agent says of the device (nothing is looked up anywhere: no place is guessed from the address). */
export function deviceOf(userAgent: string | null): Device {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const browserName = parsed?.browser.name ?? '';
  const systemName = parsed?.os.name ?? '';
  const browserMajor = parsed?.browser.version?.split('.')[0] ?? '';
  const system = systemName ? [systemName, systemVersion(systemName, parsed?.os.version, parsed?.os.versionName)].filter(Boolean).join(' ') : '';
  return {
    browser: browserName ? [browserName, browserMajor].filter(Boolean).join(' ') : DEVICE_MESSAGES.unknownBrowser,
    os: system || DEVICE_MESSAGES.unknownSystem,
    family: `${browserName}\n${systemName}`,
  };
}
