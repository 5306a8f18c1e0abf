import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LINK_PATHS } from '@gatherly/schema';
import { ConfirmEmailChangeDocument } from '../../../gql/graphql';
import { describeError } from '../../../lib/errors/describe-error';
import { PATHS } from '../../../lib/paths';
import { isAuthorized, useSession } from '../../../lib/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { AuthLayout } from '../AuthLayout';
import { SHORT_NETWORK_ERROR } from '../texts';

type Outcome = { status: 'confirming' } | { status: 'success' | 'error'; message: string };

/**
 * The page the link mailed to a new address opens, signed in or not: applies the change once and
 * says how it went, leading on to Settings › Account or to the login.
 */
export function EmailChangeLinkPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const signedIn = isAuthorized(useSession());
  const [params] = useSearchParams();
  const token = params.get(LINK_PATHS.confirmEmailChangeQuery);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });
  // A link works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    client.mutate({ mutation: ConfirmEmailChangeDocument, variables: { token } }).then(
      ({ data }) => {
        // Every screen that shows the address reads it again.
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
        setOutcome({ status: 'success', message: data?.confirmEmailChange.message ?? '' });
      },
      (error: unknown) => setOutcome({ status: 'error', message: describeError(error, { network: SHORT_NETWORK_ERROR, fallback: SHORT_NETWORK_ERROR }).messages.join(' ') }),
    );
  }, [token, client]);

  if (!token) return <Navigate to={signedIn ? PATHS.accountSettings : PATHS.login} replace />;

  const onward = signedIn ? (
    <Button block onClick={() => navigate(PATHS.accountSettings, { replace: true })}>
      Go to Settings
    </Button>
  ) : (
    <Button block onClick={() => navigate(PATHS.login, { replace: true })}>
      Go to Login
    </Button>
  );

  return (
    <AuthLayout title="New e-mail address">
      <title>New e-mail address · Gatherly</title>
      <div className="auth__center" aria-live="polite">
        {outcome.status === 'confirming' ? (
          <>
            <Spinner size={28} />
            <p className="auth__muted">Confirming your new address...</p>
          </>
        ) : null}
        {outcome.status !== 'confirming' ? (
          <>
            <Alert tone={outcome.status === 'success' ? 'success' : 'error'} messages={[outcome.message]} />
            {onward}
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
