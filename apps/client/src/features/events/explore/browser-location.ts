/** What "Use my location" says when the browser gives no position. */
export const LOCATION_TEXTS = {
  finding: 'Finding your location…',
  refused: 'Location access was refused. Allow it for this site in your browser, or choose a place.',
  failed: 'Your location could not be found. Try again, or choose a place.',
  unsupported: 'This browser cannot share your location. Choose a place instead.',
} as const;

export type LocationOutcome = { ok: true; latitude: number; longitude: number } | { ok: false; message: string };

/** The message for a refusal or failure of the Geolocation API (code 1 is PERMISSION_DENIED). */
export function locationProblem(error: { code: number }): string {
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
