import { useId } from 'react';
import { PROFILE_MESSAGES, THEMES, type ThemePalette, type ThemeValue } from '@gatherly/schema';
import { applyTheme, useTheme } from '../../../lib/theme/theme';
import { Alert } from '../../../ui/Alert';
import { useSaveTheme } from './use-save-theme';

/** The palette colours a theme is recognised by: page, card, accent and text. */
const SWATCHES: readonly (keyof ThemePalette)[] = ['background', 'surface', 'primary', 'text'];

/**
 * /settings/theme (spec §2): the nine themes with colour swatches. A choice applies at once and is
 * saved on the account; when saving fails the theme stays applied here and the spec's alert shows.
 */
export function ThemeSettingsPage() {
  const headingId = useId();
  const current = useTheme();
  const { save, failed } = useSaveTheme();

  const choose = (theme: ThemeValue) => {
    applyTheme(theme);
    save(theme);
  };

  return (
    <section className="settings-page">
      <title>Theme · Gatherly</title>
      <h1 className="settings-page__title" id={headingId}>
        Theme Preference
      </h1>
      <p className="settings-page__intro">Choose a colour theme. It applies at once.</p>
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
              {theme.label}
            </span>
          </label>
        ))}
      </div>
      <Alert tone="error" messages={failed ? [PROFILE_MESSAGES.themeFailed] : []} />
    </section>
  );
}
