import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { DEVICE_MESSAGES } from '@gatherly/schema';
import { EndSessionDocument, SessionsDocument, type SessionRow_SessionFragment } from './Sessions.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Phrase, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useNotices } from '../../../ui/Notices';
import { Ago } from '../../../ui/TimeAgo';
import { DeviceIcon } from './DeviceIcon';

/** One signed-in device: what it is, when it signed in and was last active, and Sign out (after asking). */
export function SessionRow({ session }: { session: SessionRow_SessionFragment }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [end, { loading }] = useMutation(EndSessionDocument, { refetchQueries: [SessionsDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const t = useT();
  const label = t('settings.sessions.device', { browser: session.browser, os: session.os });

  async function signOut() {
    setProblem(null);
    try {
      const { data } = await end({ variables: { session_id: session.session_id } });
      setAsking(false);
      notices.tell(data?.endSession ?? t(DEVICE_MESSAGES.ended));
    } catch (error) {
      console.error('Ending a session failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <li className="settings-list__item">
      <div className="session-row__device">
        <DeviceIcon os={session.os} />
        <div className="session-row__about">
          <span className="session-row__name">
            <strong>{label}</strong>
            {session.is_current ? <span className="session-row__badge">{t('settings.sessions.thisDevice')}</span> : null}
          </span>
          <span className="session-row__meta">
            <Phrase id={'settings.sessions.times'} components={[<Ago date={session.created_at} />, <Ago date={session.last_used_at} />]} />
          </span>
        </div>
      </div>
      {session.is_current ? null : (
        <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t('settings.sessions.signOutLabel', { device: label })}>
          {t('settings.sessions.signOut')}
        </Button>
      )}
      <ConfirmDialog open={asking} title={t('settings.sessions.signOutTitle')} confirmLabel={loading ? t('settings.sessions.signingOut') : t('settings.sessions.signOut')} onConfirm={signOut} onCancel={() => setAsking(false)} pending={loading}>
        <p>{t('settings.sessions.signOutText', { device: label })}</p>
        {problem ? <Alert tone="error" messages={problem} /> : null}
      </ConfirmDialog>
    </li>
  );
}
