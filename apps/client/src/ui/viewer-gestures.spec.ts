import { describe, expect, it } from '@jest/globals';
import { actualSizeScale, clampView, FIT, fitted, MAX_SCALE, neighboursOf, panBy, stepTo, swipeStep, toggleZoom, wheelFactor, zoomAt } from './viewer-gestures';

const stage = { width: 800, height: 600 };
const photo = { width: 1600, height: 1200 };
const fit = fitted(photo, stage);

describe('the image viewer', () => {
  it('fits an image in the stage without enlarging a small one', () => {
    expect(fit).toEqual({ width: 800, height: 600 });
    expect(fitted({ width: 1000, height: 2000 }, stage)).toEqual({ width: 300, height: 600 });
    expect(fitted({ width: 200, height: 100 }, stage)).toEqual({ width: 200, height: 100 });
    expect(fitted({ width: 0, height: 100 }, stage)).toEqual({ width: 0, height: 0 });
  });

  it('zooms to the image’s own pixels, at least twice the fitted size and at most the limit', () => {
    expect(actualSizeScale(photo, fit)).toBe(2);
    expect(actualSizeScale({ width: 4000, height: 3000 }, fitted({ width: 4000, height: 3000 }, stage))).toBe(5);
    expect(actualSizeScale({ width: 200, height: 100 }, { width: 200, height: 100 })).toBe(2);
    expect(actualSizeScale({ width: 100000, height: 10 }, { width: 800, height: 0.08 })).toBe(MAX_SCALE);
  });

  it('toggles between fit and 100 %, keeping the point under the pointer in place', () => {
    const zoomed = toggleZoom(FIT, { x: 100, y: 50 }, photo, fit, stage);
    // The point 100 px right of the centre was 100 px from the image's centre; at scale 2 it is 200 px from it, so the image moved 100 px left.
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, photo, fit, stage)).toEqual(FIT);
  });

  it('never pans the image away from the stage’s edges, and not at all when it fits', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    // Twice 800 × 600 is 1600 × 1200: 400 px to spare each side horizontally, 300 vertically.
    expect(panBy(zoomed, 1000, -1000, fit, stage)).toEqual({ scale: 2, x: 400, y: -300 });
    expect(panBy(zoomed, 30, 20, fit, stage)).toEqual({ scale: 2, x: 30, y: 20 });
    expect(panBy(FIT, 30, 20, fit, stage)).toEqual(FIT);
    // A tall image zoomed: no room sideways while it is narrower than the stage.
    const tall = fitted({ width: 1000, height: 2000 }, stage);
    expect(panBy({ scale: 2, x: 0, y: 0 }, 100, 100, tall, stage)).toEqual({ scale: 2, x: 0, y: 100 });
  });

  it('keeps the scale between fit and the limit, zooming out to fit re-centres', () => {
    expect(clampView({ scale: 50, x: 0, y: 0 }, fit, stage).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 2, x: 200, y: 100 }, 0.1, { x: 0, y: 0 }, fit, stage)).toEqual(FIT);
    expect(zoomAt(FIT, 1.5, { x: 0, y: 0 }, fit, stage)).toEqual({ scale: 1.5, x: 0, y: 0 });
  });

  it('zooms in as the wheel turns forward and out as it turns back', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1);
    expect(wheelFactor(10000)).toBe(wheelFactor(300));
  });

  it('turns the gallery by a horizontal swipe only', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 90)).toBe(0);
  });

  it('stays at the ends and loads the neighbours ahead', () => {
    expect(stepTo(0, -1, 3)).toBe(0);
    expect(stepTo(1, 1, 3)).toBe(2);
    expect(stepTo(2, 1, 3)).toBe(2);
    expect(neighboursOf(0, 3)).toEqual([1]);
    expect(neighboursOf(1, 3)).toEqual([0, 2]);
    expect(neighboursOf(0, 1)).toEqual([]);
  });
});
