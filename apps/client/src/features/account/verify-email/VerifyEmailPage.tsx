import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SERVER_MESSAGES } from '@gatherly/schema';
import { rememberedNext, withNext } from '../../../lib/navigation/next-path';
import { Phrase, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { AuthLayout } from '../AuthLayout';
import { useResendVerification } from './use-resend-verification';
import { readVerifyEmailState } from './verify-email-state';

/** "Check your inbox" after signup, with a resend button (spec §2, §8). */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const { resendTo, notice, sending, secondsLeft } = useResendVerification();

  const fromSignup = readVerifyEmailState(location.state);
  const stored = sessionStore.pendingVerification();
  const email = fromSignup.email ?? stored.email;
  const username = fromSignup.username ?? stored.username;

  if (!email) return <Navigate to={PATHS.login} replace />;

  return (
    <AuthLayout title={t('account.verify.title')}>
      <title>{t('account.verify.pageTitle')}</title>
      {fromSignup.justRegistered ? <Alert tone="success" messages={[t(SERVER_MESSAGES.signupSuccess)]} /> : null}
      <div className="auth__center">
        <p className="auth__muted">
          {username ? (
            <Phrase id={'account.verify.sentNamed'} values={{ username, email }} components={[<strong />]} />
          ) : (
            <Phrase id={'account.verify.sent'} values={{ email }} components={[<strong />]} />
          )}
        </p>
        {notice ? <Alert tone={notice.tone} messages={[notice.text]} /> : null}
        <Button block onClick={() => void resendTo(email)} disabled={sending || secondsLeft > 0}>
          {sending ? t('account.common.sending') : secondsLeft > 0 ? t('account.verify.resendWait', { seconds: secondsLeft }) : t('account.verify.resend')}
        </Button>
        <Button block variant="secondary" onClick={() => navigate(withNext(PATHS.login, rememberedNext()))}>
          {t('account.verify.alreadyVerified')}
        </Button>
      </div>
    </AuthLayout>
  );
}
