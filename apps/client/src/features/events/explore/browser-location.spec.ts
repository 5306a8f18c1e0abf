import { describe, expect, it } from '@jest/globals';
import { askBrowserLocation, LOCATION_TEXTS } from './browser-location';

/** A Geolocation that answers as told. */
const geolocationThat = (answer: { position?: { latitude: number; longitude: number }; errorCode?: number }) =>
  ({
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (answer.position) success({ coords: answer.position } as GeolocationPosition);
      else failure?.({ code: answer.errorCode } as GeolocationPositionError);
    },
  }) as unknown as Geolocation;

describe('"Use my location"', () => {
  it('gives the position once the person allows it', async () => {
    await expect(askBrowserLocation(geolocationThat({ position: { latitude: 52.52, longitude: 13.4 } }))).resolves.toEqual({ ok: true, latitude: 52.52, longitude: 13.4 });
  });

  it('says clearly when the person refused, and otherwise that it was not found', async () => {
    await expect(askBrowserLocation(geolocationThat({ errorCode: 1 }))).resolves.toEqual({ ok: false, message: LOCATION_TEXTS.refused });
    await expect(askBrowserLocation(geolocationThat({ errorCode: 3 }))).resolves.toEqual({ ok: false, message: LOCATION_TEXTS.failed });
  });

  it('says when the browser cannot tell', async () => {
    await expect(askBrowserLocation(null)).resolves.toEqual({ ok: false, message: LOCATION_TEXTS.unsupported });
  });
});
