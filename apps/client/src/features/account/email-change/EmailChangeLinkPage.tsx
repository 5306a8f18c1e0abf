import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LINK_PATHS } from '@gatherly/schema';
import { ConfirmEmailChangeDocument } from './ConfirmEmailChange.generated';
import { describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { isAuthorized, useSession } from '../../../lib/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { AuthLayout } from '../AuthLayout';
import { shortNetworkError } from '../texts';

type Outcome = { status: 'confirming' } | { status: 'success' | 'error'; message: string };

/**
 * The page the link mailed to a new address opens, signed in or not: applies the change once and
 * says how it went, leading on to Settings › Account or to the login.
 */
export function EmailChangeLinkPage() {
  const navigate = useNavigate();
  const t = useT();
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
      (error: unknown) => setOutcome({ status: 'error', message: describeError(error, { network: shortNetworkError(), fallback: shortNetworkError() }).messages.join(' ') }),
    );
  }, [token, client]);

  if (!token) return <Navigate to={signedIn ? PATHS.accountSettings : PATHS.login} replace />;

  const onward = signedIn ? (
    <Button block onClick={() => navigate(PATHS.accountSettings, { replace: true })}>
      {t('account.emailChange.goToSettings')}
    </Button>
  ) : (
    <Button block onClick={() => navigate(PATHS.login, { replace: true })}>
      {t('account.emailChange.goToLogin')}
    </Button>
  );

  return (
    <AuthLayout title={t('account.emailChange.title')}>
      <title>{t('account.emailChange.pageTitle')}</title>
      <div className="auth__center" aria-live="polite">
        {outcome.status === 'confirming' ? (
          <>
            <Spinner size={28} />
            <p className="auth__muted">{t('account.emailChange.confirming')}</p>
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
