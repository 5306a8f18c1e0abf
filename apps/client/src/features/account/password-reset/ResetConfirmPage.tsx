import { skipToken, useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LINK_PATHS } from '@gatherly/schema';
import { ValidateResetTokenDocument } from './ValidateResetToken.generated';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Spinner } from '../../../ui/Spinner';
import { AuthLayout } from '../AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';

/** The reset link's page: checks the token first; an invalid or missing one silently goes to /login. */
export function ResetConfirmPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get(LINK_PATHS.resetPasswordQuery);
  const { data, error } = useQuery(
    ValidateResetTokenDocument,
    token ? { variables: { token }, fetchPolicy: 'no-cache' } : skipToken,
  );

  if (!token || error || data?.validateResetToken === false) return <Navigate to={PATHS.login} replace />;

  if (!data) {
    return (
      <AuthLayout>
        <title>{t('account.reset.pageTitle')}</title>
        <div className="auth__center" role="status">
          <Spinner size={28} />
          <p className="auth__muted">{t('account.reset.validating')}</p>
        </div>
      </AuthLayout>
    );
  }

  return <NewPasswordForm token={token} />;
}
