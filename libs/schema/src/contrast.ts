/** Colours as `#rrggbb`, mixed and compared as the browser and WCAG 2 do. */

function channels(colour: string): [number, number, number] {
  const hex = colour.replace('#', '');
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** `color-mix(in srgb, a weight, b)`: `weight` of `a` (0 to 1), the rest of `b`. */
export function mixColors(a: string, b: string, weight: number): string {
  const [from, to] = [channels(a), channels(b)];
  return `#${from.map((channel, index) => Math.round(channel * weight + to[index] * (1 - weight)).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio, from 1 (the same colour) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** What every text needs against what is behind it (WCAG 2 AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;
