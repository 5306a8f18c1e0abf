/**
 * The arithmetic of the image viewer, apart from the DOM so that it can be tested: a view is the
 * image's scale over its fitted size and its offset from the stage's centre, in CSS pixels.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const FIT: View = { scale: 1, x: 0, y: 0 };

/** Beyond 8 times its fitted size, an image shows nothing more. */
export const MAX_SCALE = 8;

/** A horizontal move of the finger longer than this, when not zoomed, turns to the next or previous image. */
export const SWIPE_DISTANCE = 50;

/** The image's size fitted in the stage, never larger than its own pixels. */
export function fitted(image: Size, stage: Size): Size {
  if (image.width <= 0 || image.height <= 0 || stage.width <= 0 || stage.height <= 0) return { width: 0, height: 0 };
  const ratio = Math.min(stage.width / image.width, stage.height / image.height, 1);
  return { width: image.width * ratio, height: image.height * ratio };
}

/** The scale of "100 %": the image's own pixels, and at least twice the fitted size, so that zooming always shows more. */
export function actualSizeScale(image: Size, fit: Size): number {
  if (fit.width <= 0) return 2;
  return Math.min(MAX_SCALE, Math.max(2, image.width / fit.width));
}

/** The view kept inside its bounds: scale 1 to MAX_SCALE, and the image never pulled away from the stage's edges. */
export function clampView(view: View, fit: Size, stage: Size): View {
  const scale = Math.min(MAX_SCALE, Math.max(1, view.scale));
  if (scale === 1) return FIT;
  const maxX = Math.max(0, (fit.width * scale - stage.width) / 2);
  const maxY = Math.max(0, (fit.height * scale - stage.height) / 2);
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/**
 * The view scaled by `factor` around `at` (relative to the stage's centre): the point of the image
 * under the pointer or between the fingers stays there.
 */
export function zoomAt(view: View, factor: number, at: Point, fit: Size, stage: Size): View {
  const scale = Math.min(MAX_SCALE, Math.max(1, view.scale * factor));
  const grown = scale / view.scale;
  return clampView({ scale, x: at.x - (at.x - view.x) * grown, y: at.y - (at.y - view.y) * grown }, fit, stage);
}

/** The zoom button, a double click or a double tap: from fit to 100 % around `at`, and back. */
export function toggleZoom(view: View, at: Point, image: Size, fit: Size, stage: Size): View {
  if (view.scale > 1) return FIT;
  return zoomAt(FIT, actualSizeScale(image, fit), at, fit, stage);
}

/** The view moved by a drag of (dx, dy), within its bounds. */
export function panBy(view: View, dx: number, dy: number, fit: Size, stage: Size): View {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, fit, stage);
}

/** A wheel turn as a zoom factor: a notch of a mouse wheel (100 pixels) zooms by about 20 %. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-clamp(deltaY, -300, 300) * 0.002);
}

/** Which way a finger's move turns the gallery: 1 to the next image, -1 to the previous, 0 for none (too short, or mostly vertical). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** The image `step` away from `index`, staying at the ends (as the gallery's buttons do). */
export function stepTo(index: number, step: number, count: number): number {
  return clamp(index + step, 0, Math.max(0, count - 1));
}

/** The images on each side of `index`, loaded ahead so that turning to them shows them at once. */
export function neighboursOf(index: number, count: number): number[] {
  return [index - 1, index + 1].filter((other) => other >= 0 && other < count);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
