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

export const THEMES: readonly Theme[] = [
  {
    value: 'light',
    label: 'Light',
    palette: {
      background: '#fafafa',
      surface: '#ffffff',
      surfaceRaised: '#f1f1f4',
      text: '#18181b',
      textMuted: '#63636e',
      border: '#dedee3',
      primary: '#2563eb',
      primaryText: '#ffffff',
      danger: '#dc2626',
      success: '#15803d',
    },
  },
  { value: 'dark', label: 'Dark', palette: dark('#3b82f6') },
  { value: 'dark_red', label: 'Dark Red', palette: dark('#ef4444') },
  { value: 'dark_purple', label: 'Dark Purple', palette: dark('#a855f7') },
  { value: 'dark_green', label: 'Dark Green', palette: dark('#22c55e', '#052e16') },
  { value: 'dark_pink', label: 'Dark Pink', palette: dark('#ec4899') },
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
      primary: '#4f8cff',
      primaryText: '#ffffff',
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
