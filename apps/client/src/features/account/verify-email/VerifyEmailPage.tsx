import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, SERVER_MESSAGES } from '@gatherly/schema';
import { ResendVerificationDocument } from '../../../gql/graphql';
import { describeError } from '../../../lib/errors/describe-error';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { AuthLayout } from '../AuthLayout';
import { SHORT_NETWORK_ERROR } from '../texts';
import { readVerifyEmailState } from './verify-email-state';

type Notice = { tone: 'success' | 'error'; text: string };

/** "Check your inbox" after signup, with a resend button (spec §2, §8). */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resend, { loading }] = useMutation(ResendVerificationDocument);

  const fromSignup = readVerifyEmailState(location.state);
  const stored = sessionStore.pendingVerification();
  const email = fromSignup.email ?? stored.email;
  const username = fromSignup.username ?? stored.username;

  if (!email) return <Navigate to={PATHS.login} replace />;

  async function onResend() {
    if (!email) {
      setNotice({ tone: 'error', text: MESSAGES.emailRequired });
      return;
    }
    setNotice(null);
    try {
      const { data } = await resend({ variables: { email } });
      setNotice({ tone: 'success', text: data?.resendVerification || SERVER_MESSAGES.verificationSent });
    } catch (error) {
      const problem = describeError(error, { network: SHORT_NETWORK_ERROR, fallback: '' });
      const detail = problem.messages.filter(Boolean).join(' ');
      const text = problem.network ? SHORT_NETWORK_ERROR : `Error: ${detail || 'Failed to resend email.'}`;
      setNotice({ tone: 'error', text });
    }
  }

  return (
    <AuthLayout title="Check your email">
      <title>Verify your email · Gatherly</title>
      {fromSignup.justRegistered ? <Alert tone="success" messages={[SERVER_MESSAGES.signupSuccess]} /> : null}
      <div className="auth__center">
        <p className="auth__muted">
          {username ? `Hi ${username}, we` : 'We'} sent a verification link to <strong>{email}</strong>. Open it to
          activate your account.
        </p>
        {notice ? <Alert tone={notice.tone} messages={[notice.text]} /> : null}
        <Button block onClick={onResend} disabled={loading}>
          {loading ? 'Sending...' : 'Resend Email'}
        </Button>
        <Button block variant="secondary" onClick={() => navigate(PATHS.login)}>
          Already verified? Go to login
        </Button>
      </div>
    </AuthLayout>
  );
}
