import { SERVER_MESSAGES } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { useLogout } from '../../../lib/session/use-logout';
import { Button } from '../../../ui/Button';
import { DeleteAccountSection } from './deletion/DeleteAccountSection';
import { ExportSection } from './export/ExportSection';
import '../settings.css';

/**
 * What a suspended account sees once signed in (its session is restricted): why, and the two
 * things it may still do, take its data and delete the account, and log out.
 */
export function SuspendedAccountPage() {
  const { logout, pending } = useLogout();
  const t = useT();
  return (
    <main className="settings-page suspended-account">
      <title>{t('settings.suspended.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.suspended.title')}</h1>
      <p className="settings-page__intro">{t('settings.suspended.intro', { reason: t(SERVER_MESSAGES.accountSuspended) })}</p>
      <ExportSection />
      <DeleteAccountSection />
      <div>
        <Button variant="secondary" onClick={() => void logout()} disabled={pending}>
          {t('settings.suspended.logout')}
        </Button>
      </div>
    </main>
  );
}
