import { mixColors } from './contrast';

/** The nine themes of spec §3. Colours live here and nowhere else; the client writes them as CSS custom properties. */
export interface ThemePalette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryText: string;
  danger: string;
  success: string;
}

export interface Theme {
  value: ThemeValue;
  label: string;
  palette: ThemePalette;
}

export const THEME_VALUES = [
  'light',
  'dark',
  'dark_red',
  'dark_purple',
  'dark_green',
  'dark_pink',
  'dark_orange',
  'dark_yellow',
  'sapphire_blue',
] as const;
export type ThemeValue = (typeof THEME_VALUES)[number];
export const DEFAULT_THEME: ThemeValue = 'light';

const dark = (primary: string, primaryText = '#ffffff'): ThemePalette => ({
  background: '#0f0f12',
  surface: '#18181d',
  surfaceRaised: '#232329',
  text: '#f2f2f5',
  textMuted: '#a1a1ad',
  border: '#2e2e36',
  primary,
  primaryText,
  danger: '#f87171',
  success: '#4ade80',
});

// On dark themes the primary colour is also text on dark surfaces, so it is a light one, and the
// text on primary buttons is dark: white on it would fall below 4.5:1.

export const THEMES: readonly Theme[] = [
  {
    value: 'light',
    label: 'Light',
    palette: {
      background: '#fafafa',
      surface: '#ffffff',
      surfaceRaised: '#f1f1f4',
      text: '#18181b',
      textMuted: '#5f5f6a',
      border: '#dedee3',
      primary: '#1d4ed8',
      primaryText: '#ffffff',
      danger: '#b91c1c',
      success: '#166534',
    },
  },
  { value: 'dark', label: 'Dark', palette: dark('#60a5fa', '#0b1120') },
  { value: 'dark_red', label: 'Dark Red', palette: dark('#f87171', '#1f0606') },
  { value: 'dark_purple', label: 'Dark Purple', palette: dark('#c084fc', '#1e0b33') },
  { value: 'dark_green', label: 'Dark Green', palette: dark('#22c55e', '#052e16') },
  { value: 'dark_pink', label: 'Dark Pink', palette: dark('#f472b6', '#2a0718') },
  { value: 'dark_orange', label: 'Dark Orange', palette: dark('#f97316', '#1c0a00') },
  { value: 'dark_yellow', label: 'Dark Yellow', palette: dark('#eab308', '#1a1400') },
  {
    value: 'sapphire_blue',
    label: 'Sapphire Blue',
    palette: {
      background: '#0b1530',
      surface: '#10204a',
      surfaceRaised: '#172b5e',
      text: '#eef3ff',
      textMuted: '#a9b8de',
      border: '#243a75',
      primary: '#7aa7ff',
      primaryText: '#0b1530',
      danger: '#ff7a7a',
      success: '#5ee6a0',
    },
  },
];

export function isThemeValue(value: unknown): value is ThemeValue {
  return typeof value === 'string' && (THEME_VALUES as readonly string[]).includes(value);
}

export function themeByValue(value: unknown): Theme {
  return THEMES.find((theme) => theme.value === value) ?? THEMES[0];
}

/** A palette with the tints derived from it: a colour washed over the surface, for text in that colour on it. */
export interface ThemeColors extends ThemePalette {
  /** Selected navigation, pressed toggles, badges, one's own messages. */
  primaryTint: string;
  /** Behind error messages. */
  dangerTint: string;
  /** Behind success messages and the online badge. */
  successTint: string;
}

/** Every colour a theme gives the CSS (as `--color-kebab-case`). */
export function themeColors(palette: ThemePalette): ThemeColors {
  return {
    ...palette,
    primaryTint: mixColors(palette.primary, palette.surface, 0.14),
    dangerTint: mixColors(palette.danger, palette.surface, 0.1),
    successTint: mixColors(palette.success, palette.surface, 0.14),
  };
}

/**
 * Each text colour with every background the screens put it on: all must reach 4.5:1 in every
 * theme (themes.spec.ts). A style that puts text on a new background adds its pair here.
 */
export const THEME_TEXT_PAIRS: ReadonlyArray<readonly [text: keyof ThemeColors, background: keyof ThemeColors]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'primaryTint'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['primaryText', 'primary'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'surfaceRaised'],
  ['primary', 'primaryTint'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['danger', 'surfaceRaised'],
  ['danger', 'dangerTint'],
  ['success', 'background'],
  ['success', 'surface'],
  ['success', 'surfaceRaised'],
  ['success', 'successTint'],
];
