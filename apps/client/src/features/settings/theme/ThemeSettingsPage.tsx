import { useId } from 'react';
import { PROFILE_MESSAGES, THEMES, type ThemePalette, type ThemeValue } from '@gatherly/schema';
import { useT, type TextId } from '../../../lib/i18n';
import { applyTheme, useTheme } from '../../../lib/theme/theme';
import { Alert } from '../../../ui/Alert';
import { useSaveTheme } from './use-save-theme';

/** The palette colours a theme is recognised by: page, card, accent and text. */
const SWATCHES: readonly (keyof ThemePalette)[] = ['background', 'surface', 'primary', 'text'];

/** Each theme's name. */
const THEME_NAMES = {
  light: 'settings.theme.name.light',
  dark: 'settings.theme.name.dark',
  dark_red: 'settings.theme.name.darkRed',
  dark_purple: 'settings.theme.name.darkPurple',
  dark_green: 'settings.theme.name.darkGreen',
  dark_pink: 'settings.theme.name.darkPink',
  dark_orange: 'settings.theme.name.darkOrange',
  dark_yellow: 'settings.theme.name.darkYellow',
  sapphire_blue: 'settings.theme.name.sapphireBlue',
} as const satisfies Record<ThemeValue, TextId>;

/**
 * /settings/theme (spec §2): the nine themes with colour swatches. A choice applies at once and is
 * saved on the account; when saving fails the theme stays applied here and the spec's alert shows.
 */
export function ThemeSettingsPage() {
  const headingId = useId();
  const current = useTheme();
  const { save, failed } = useSaveTheme();
  const t = useT();

  const choose = (theme: ThemeValue) => {
    applyTheme(theme);
    save(theme);
  };

  return (
    <section className="settings-page">
      <title>{t('settings.theme.documentTitle')}</title>
      <h1 className="settings-page__title" id={headingId}>
        {t('settings.theme.title')}
      </h1>
      <p className="settings-page__intro">{t('settings.theme.intro')}</p>
      <div className="theme-list" role="radiogroup" aria-labelledby={headingId}>
        {THEMES.map((theme) => (
          <label className="theme-option" key={theme.value}>
            <span className="theme-option__swatches" aria-hidden="true">
              {SWATCHES.map((key) => (
                <span className="theme-option__swatch" key={key} style={{ background: theme.palette[key] }} />
              ))}
            </span>
            <span className="theme-option__name">
              <input
                className="theme-option__input"
                type="radio"
                name="theme"
                value={theme.value}
                checked={current === theme.value}
                onChange={() => choose(theme.value)}
              />
              {t(THEME_NAMES[theme.value])}
            </span>
          </label>
        ))}
      </div>
      <Alert tone="error" messages={failed ? [t(PROFILE_MESSAGES.themeFailed)] : []} />
    </section>
  );
}
