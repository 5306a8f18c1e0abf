import { useT } from '../../../lib/i18n';
import { ChangeEmailSection } from './email/ChangeEmailSection';
import { ChangePasswordSection } from './password/ChangePasswordSection';
import { ChangeUsernameSection } from './username/ChangeUsernameSection';

/** /settings/account: the account's password, e-mail address and username, each changed in its own section. */
export function AccountSettingsPage() {
  const t = useT();
  return (
    <section className="settings-page">
      <title>{t('settings.account.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.account.title')}</h1>
      <ChangePasswordSection />
      <ChangeEmailSection />
      <ChangeUsernameSection />
    </section>
  );
}
