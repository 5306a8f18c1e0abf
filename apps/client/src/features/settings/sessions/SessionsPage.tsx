import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DEVICE_MESSAGES } from '@gatherly/schema';
import { EndOtherSessionsDocument, SessionsDocument } from './Sessions.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { useNotices } from '../../../ui/Notices';
import { Pending } from '../../../ui/Pending';
import { SessionRow } from './SessionRow';
import './sessions.css';

/**
 * /settings/sessions: every device signed in to the account, this one marked, each with Sign out,
 * and Sign out of all other sessions. Browser and system come from what each device sent when it
 * signed in; no place is guessed.
 */
export function SessionsPage() {
  const { data, error, refetch } = useQuery(SessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [endOthers, { loading }] = useMutation(EndOtherSessionsDocument, { refetchQueries: [SessionsDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const sessions = data?.sessions;
  const others = sessions?.filter((session) => !session.is_current).length ?? 0;

  async function signOutOthers() {
    setProblem(null);
    try {
      await endOthers();
      setAsking(false);
      notices.tell(DEVICE_MESSAGES.othersEnded);
    } catch (failure) {
      console.error('Ending the other sessions failed', failure);
      setProblem(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <section className="settings-page">
      <title>Sessions · Gatherly</title>
      <h1 className="settings-page__title">Sessions</h1>
      <p className="settings-page__intro">
        These devices are signed in to your account. If you do not recognise one, sign it out and change your password.
      </p>
      {!sessions ? <Pending error={error} onRetry={() => refetch()} label="Loading your sessions…" count={2} /> : null}
      {sessions && sessions.length === 0 ? <EmptyState title="No device is signed in." hint="Sessions you start appear here." compact /> : null}
      {sessions && sessions.length > 0 ? (
        <ul className="settings-list" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <SessionRow key={session.session_id} session={session} />
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <div className="sessions__others">
          <Button variant="danger" onClick={() => setAsking(true)}>
            Sign out of all other sessions
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Sign out of all other sessions"
        confirmLabel={loading ? 'Signing out...' : 'Sign out'}
        onConfirm={signOutOthers}
        onCancel={() => setAsking(false)}
        pending={loading}
      >
        <p>Every device but this one is signed out at once and has to log in again to use Gatherly.</p>
        {problem ? <Alert tone="error" messages={problem} /> : null}
      </ConfirmDialog>
    </section>
  );
}
