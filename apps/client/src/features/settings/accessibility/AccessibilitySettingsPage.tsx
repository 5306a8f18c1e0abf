import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { setAltTextReminder, useAltTextReminder } from '../../../lib/preferences/alt-text-reminder';

/**
 * /settings/accessibility: whether sharing a post or an event with an image that has no
 * description first reminds to add one. Kept on this device; applies at once.
 */
export function AccessibilitySettingsPage() {
  const remind = useAltTextReminder();
  const hintId = useId();
  const t = useT();
  return (
    <section className="settings-page">
      <title>{t('settings.accessibility.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.accessibility.title')}</h1>
      <div className="settings-switch">
        <label className="settings-switch__switch">
          <input type="checkbox" role="switch" checked={remind} aria-describedby={hintId} onChange={(event) => setAltTextReminder(event.target.checked)} />
          <span>{t('settings.accessibility.remind')}</span>
        </label>
        <p id={hintId} className="settings-switch__hint">
          {t('settings.accessibility.remindHint')}
        </p>
      </div>
    </section>
  );
}
