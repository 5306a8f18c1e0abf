import { useId } from 'react';
import { setAltTextReminder, useAltTextReminder } from '../../../lib/preferences/alt-text-reminder';

/**
 * /settings/accessibility: whether sharing a post or an event with an image that has no
 * description first reminds to add one. Kept on this device; applies at once.
 */
export function AccessibilitySettingsPage() {
  const remind = useAltTextReminder();
  const hintId = useId();
  return (
    <section className="settings-page">
      <title>Accessibility · Gatherly</title>
      <h1 className="settings-page__title">Accessibility</h1>
      <div className="settings-switch">
        <label className="settings-switch__switch">
          <input type="checkbox" role="switch" checked={remind} aria-describedby={hintId} onChange={(event) => setAltTextReminder(event.target.checked)} />
          <span>Remind me to describe my images</span>
        </label>
        <p id={hintId} className="settings-switch__hint">
          Before sharing a post or an event with an image that has no description, ask whether to add one. Descriptions let people who cannot see
          images know what they show. This setting is kept on this device.
        </p>
      </div>
    </section>
  );
}
