import { PasskeysSection } from './passkeys/PasskeysSection';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

/** /settings/security: two-factor sign-in with an authenticator app, and passkeys. */
export function SecuritySettingsPage() {
  return (
    <section className="settings-page">
      <title>Security · Gatherly</title>
      <h1 className="settings-page__title">Security</h1>
      <TwoFactorSection />
      <PasskeysSection />
    </section>
  );
}
