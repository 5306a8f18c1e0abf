import { SERVER_MESSAGES } from '@gatherly/schema';
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
  return (
    <main className="settings-page suspended-account">
      <title>Account suspended · Gatherly</title>
      <h1 className="settings-page__title">Your account is suspended</h1>
      <p className="settings-page__intro">{SERVER_MESSAGES.accountSuspended} You can still download your data or delete your account.</p>
      <ExportSection />
      <DeleteAccountSection />
      <div>
        <Button variant="secondary" onClick={() => void logout()} disabled={pending}>
          Log out
        </Button>
      </div>
    </main>
  );
}
