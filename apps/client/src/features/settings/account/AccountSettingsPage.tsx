import { ChangeEmailSection } from './email/ChangeEmailSection';
import { ChangePasswordSection } from './password/ChangePasswordSection';
import { ChangeUsernameSection } from './username/ChangeUsernameSection';

/** /settings/account: the account's password, e-mail address and username, each changed in its own section. */
export function AccountSettingsPage() {
  return (
    <section className="settings-page">
      <title>Account · Gatherly</title>
      <h1 className="settings-page__title">Account</h1>
      <ChangePasswordSection />
      <ChangeEmailSection />
      <ChangeUsernameSection />
    </section>
  );
}
