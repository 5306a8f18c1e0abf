import type * as Schema from '@gatherly/schema';

/** The parts of libs/schema that index.html needs before the app's JavaScript runs. */
export type ThemeSchema = Pick<typeof Schema, 'DEFAULT_THEME' | 'STORAGE_KEYS' | 'THEMES' | 'THEME_VALUES' | 'themeColors'>;
type Palette = Schema.ThemePalette;

/** camelCase palette key -> `--color-kebab-case` custom property. */
export function cssVariableName(key: string): string {
  return `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

function isDark(palette: Palette): boolean {
  const hex = palette.background.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

/** One `:root[data-theme="x"]` block per theme (its palette and tints); the default theme also styles a bare `:root`. */
export function themeCss({ THEMES, DEFAULT_THEME, themeColors }: ThemeSchema): string {
  return THEMES.map((theme) => {
    const selector = `:root[data-theme="${theme.value}"]`;
    const selectors = theme.value === DEFAULT_THEME ? `:root,${selector}` : selector;
    const vars = Object.entries(themeColors(theme.palette)).map(([key, value]) => `${cssVariableName(key)}:${value}`);
    const dark = isDark(theme.palette);
    // Shadows darken on every theme: the text colour on light themes, the page colour on dark ones.
    vars.push(`--color-shadow:${dark ? theme.palette.background : theme.palette.text}`);
    vars.push(`color-scheme:${dark ? 'dark' : 'light'}`);
    return `${selectors}{${vars.join(';')}}`;
  }).join('\n');
}

/** Runs before first paint: picks the stored theme (or the default) so the page never flashes. */
export function themeBootScript({ STORAGE_KEYS, THEME_VALUES, DEFAULT_THEME }: ThemeSchema): string {
  return (
    `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}` +
    `if(${JSON.stringify(THEME_VALUES)}.indexOf(t)<0)t=${JSON.stringify(DEFAULT_THEME)};` +
    `document.documentElement.dataset.theme=t})();`
  );
}
