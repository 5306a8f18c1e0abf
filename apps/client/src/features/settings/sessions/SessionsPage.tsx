import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DEVICE_MESSAGES } from '@gatherly/schema';
import { EndOtherSessionsDocument, SessionsDocument } from './Sessions.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  const sessions = data?.sessions;
  const others = sessions?.filter((session) => !session.is_current).length ?? 0;

  async function signOutOthers() {
    setProblem(null);
    try {
      await endOthers();
      setAsking(false);
      notices.tell(t(DEVICE_MESSAGES.othersEnded));
    } catch (failure) {
      console.error('Ending the other sessions failed', failure);
      setProblem(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <section className="settings-page">
      <title>{t('settings.sessions.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.sessions.title')}</h1>
      <p className="settings-page__intro">
        {t('settings.sessions.intro')}
      </p>
      {!sessions ? <Pending error={error} onRetry={() => refetch()} label={t('settings.sessions.loading')} count={2} /> : null}
      {sessions && sessions.length === 0 ? <EmptyState title={t('settings.sessions.empty')} hint={t('settings.sessions.emptyHint')} compact /> : null}
      {sessions && sessions.length > 0 ? (
        <ul className="settings-list" aria-label={t('settings.sessions.listLabel')}>
          {sessions.map((session) => (
            <SessionRow key={session.session_id} session={session} />
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <div className="sessions__others">
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('settings.sessions.signOutOthers')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('settings.sessions.othersTitle')}
        confirmLabel={loading ? t('settings.sessions.signingOut') : t('settings.sessions.signOut')}
        onConfirm={signOutOthers}
        onCancel={() => setAsking(false)}
        pending={loading}
      >
        <p>{t('settings.sessions.othersText')}</p>
        {problem ? <Alert tone="error" messages={problem} /> : null}
      </ConfirmDialog>
    </section>
  );
}
