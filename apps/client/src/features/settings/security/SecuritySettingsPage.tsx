import { useT } from '../../../lib/i18n';
import { PasskeysSection } from './passkeys/PasskeysSection';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

/** /settings/security: two-factor sign-in with an authenticator app, and passkeys. */
export function SecuritySettingsPage() {
  const t = useT();
  return (
    <section className="settings-page">
      <title>{t('settings.security.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.security.title')}</h1>
      <TwoFactorSection />
      <PasskeysSection />
    </section>
  );
}
