import { describe, expect, it } from '@jest/globals';
import { normalizeBounds, zoomForRadius } from './map-types';

describe('the map', () => {
  it('asks for the bounds in view, rounded, latitudes kept on the globe', () => {
    expect(normalizeBounds(48.812345678, 2.2, 48.9, 2.47)).toEqual({ min_latitude: 48.8123, max_latitude: 48.9, min_longitude: 2.2, max_longitude: 2.47 });
    expect(normalizeBounds(-95, -180, 95, 180)).toEqual({ min_latitude: -90, max_latitude: 90, min_longitude: -180, max_longitude: 180 });
  });

  it('folds longitudes of a panned world back into -180…180, across the antimeridian too, and takes the whole width when the view wraps', () => {
    expect(normalizeBounds(0, 370, 10, 380)).toEqual({ min_latitude: 0, max_latitude: 10, min_longitude: 10, max_longitude: 20 });
    expect(normalizeBounds(0, 170, 10, 190)).toEqual({ min_latitude: 0, max_latitude: 10, min_longitude: 170, max_longitude: -170 });
    expect(normalizeBounds(0, -400, 10, 400)).toEqual({ min_latitude: 0, max_latitude: 10, min_longitude: -180, max_longitude: 180 });
  });

  it('zooms out as the radius grows', () => {
    const zooms = [5, 10, 25, 50, 100].map(zoomForRadius);
    expect(zooms).toEqual([...zooms].sort((a, b) => b - a));
    expect(zoomForRadius(25)).toBe(10);
    expect(zoomForRadius(100_000)).toBe(2);
  });
});
