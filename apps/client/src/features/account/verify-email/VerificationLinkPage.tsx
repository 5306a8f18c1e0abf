import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DELAYS, LINK_PATHS, SERVER_MESSAGES } from '@gatherly/schema';
import { VerifyEmailDocument } from './VerifyEmail.generated';
import { describeError } from '../../../lib/errors/describe-error';
import { rememberedNext, withNext } from '../../../lib/navigation/next-path';
import { say, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { AuthLayout } from '../AuthLayout';
import { shortNetworkError } from '../texts';

type Outcome = { status: 'verifying' } | { status: 'success' | 'error'; message: string };

/** Login, saying how verification went, and leading on to the page the sign-up started from. */
const loginAfter = (verified: boolean) => withNext(`${PATHS.login}?verified=${verified}`, rememberedNext());

/** The page the e-mail link opens: verifies the token once, then sends the user to log in. */
export function VerificationLinkPage() {
  const navigate = useNavigate();
  const t = useT();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const token = params.get(LINK_PATHS.verifyEmailQuery);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });
  // A token is single use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    client.mutate({ mutation: VerifyEmailDocument, variables: { token } }).then(
      ({ data }) => {
        sessionStore.clearPendingVerification();
        setOutcome({ status: 'success', message: data?.verifyEmail || say(SERVER_MESSAGES.emailVerified) });
      },
      (error: unknown) => {
        const problem = describeError(error, { network: shortNetworkError(), fallback: '' });
        const message = problem.network ? shortNetworkError() : say(SERVER_MESSAGES.verificationInvalid);
        setOutcome({ status: 'error', message });
      },
    );
  }, [token, client]);

  useEffect(() => {
    if (outcome.status === 'verifying') return;
    const target = loginAfter(outcome.status === 'success');
    const timer = setTimeout(() => navigate(target, { replace: true }), DELAYS.redirectAfterVerification);
    return () => clearTimeout(timer);
  }, [outcome.status, navigate]);

  if (!token) return <Navigate to={PATHS.login} replace />;

  return (
    <AuthLayout title={t('account.verifyLink.title')}>
      <title>{t('account.verifyLink.pageTitle')}</title>
      <div className="auth__center" aria-live="polite">
        {outcome.status === 'verifying' ? (
          <>
            <Spinner size={28} />
            <p className="auth__muted">{t('account.verifyLink.verifying')}</p>
          </>
        ) : null}
        {outcome.status === 'success' ? (
          <>
            <Alert tone="success" messages={[outcome.message]} />
            <p className="auth__muted">{t('account.verifyLink.redirecting')}</p>
            <Button block onClick={() => navigate(loginAfter(true), { replace: true })}>
              {t('account.verifyLink.goToLogin')}
            </Button>
          </>
        ) : null}
        {outcome.status === 'error' ? (
          <>
            <Alert tone="error" messages={[outcome.message]} />
            <Button block onClick={() => navigate(PATHS.verifyEmail)}>
              {t('account.verifyLink.resend')}
            </Button>
            <Button block variant="secondary" onClick={() => navigate(withNext(PATHS.login, rememberedNext()))}>
              {t('account.verifyLink.backToLogin')}
            </Button>
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
