import type { TextId } from '../../../lib/i18n';

/** What "Use my location" says when the browser gives no position (the ids of its texts). */
export const LOCATION_TEXTS = {
  finding: 'explore.near.finding',
  refused: 'explore.near.refused',
  failed: 'explore.near.failed',
  unsupported: 'explore.near.unsupported',
} as const satisfies Record<string, TextId>;

export type LocationOutcome = { ok: true; latitude: number; longitude: number } | { ok: false; message: TextId };

/** The message for a refusal or failure of the Geolocation API (code 1 is PERMISSION_DENIED). */
export function locationProblem(error: { code: number }): TextId {
  return error.code === 1 ? LOCATION_TEXTS.refused : LOCATION_TEXTS.failed;
}

/**
 * Asks the browser where the person is; the browser asks them first. A position read in the last
 * ten minutes will do: "near me" does not need a fresh fix.
 */
export function askBrowserLocation(geolocation: Geolocation | null = typeof navigator === 'undefined' ? null : (navigator.geolocation ?? null)): Promise<LocationOutcome> {
  if (!geolocation) return Promise.resolve({ ok: false, message: LOCATION_TEXTS.unsupported });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve({ ok: false, message: locationProblem(error) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
