import { describe, expect, it } from '@jest/globals';
import * as schema from '@gatherly/schema';
import { cssVariableName, themeBootScript, themeCss } from './theme-css';

/** Runs the inline boot script against a stored value, as the browser would before first paint. */
function boot(stored: string | null): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  const localStorage = { getItem: () => stored };
  new Function('localStorage', 'document', themeBootScript(schema))(localStorage, { documentElement });
  return documentElement.dataset.theme;
}

describe('theme css', () => {
  it('writes one block per theme with every palette colour and its tints', () => {
    const css = themeCss(schema);
    for (const theme of schema.THEMES) {
      expect(css).toContain(`:root[data-theme="${theme.value}"]{`);
      expect(css).toContain(`--color-primary:${theme.palette.primary}`);
      expect(css).toContain(`--color-primary-tint:${schema.themeColors(theme.palette).primaryTint}`);
    }
    expect(css.split('\n')).toHaveLength(schema.THEMES.length);
    expect(css).toContain(':root,:root[data-theme="light"]{');
    expect(cssVariableName('surfaceRaised')).toBe('--color-surface-raised');
  });

  it('boots the stored theme and falls back to Light', () => {
    expect(boot('dark_red')).toBe('dark_red');
    expect(boot('sapphire_blue')).toBe('sapphire_blue');
    expect(boot(null)).toBe('light');
    expect(boot('neon')).toBe('light');
  });
});
