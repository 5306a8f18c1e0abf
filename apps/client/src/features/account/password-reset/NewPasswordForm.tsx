import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { DELAYS, fieldOf, LIMITS, MESSAGES, SERVER_MESSAGES, validateNewPassword, type FieldTexts } from '@gatherly/schema';
import { ResetPasswordDocument } from './ResetPassword.generated';
import { describeError, type Problem } from '../../../lib/errors/describe-error';
import { say, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { PasswordField } from '../../../ui/PasswordField';
import { PasswordRequirements } from '../signup/PasswordRequirements';
import { AuthLayout } from '../AuthLayout';
import { problemFields } from '../problem-fields';
import { shortNetworkError } from '../texts';

type Outcome = { status: 'idle' } | { status: 'error'; problem: Problem } | { status: 'success'; message: string };

/** The field each of the form's own messages is about. */
const FIELD_OF: FieldTexts<'password' | 'confirmation'> = [
  [MESSAGES.newPasswordRule, 'password'],
  [MESSAGES.passwordsDoNotMatch, 'confirmation'],
];

/** 'Create A Strong Password': sets the new password, then goes to /login after a moment. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const marks = problemFields(outcome.status === 'error' ? outcome.problem : null, formId, (message) => fieldOf(FIELD_OF, message, say));

  useEffect(() => {
    if (outcome.status !== 'success') return;
    const timer = setTimeout(() => navigate(PATHS.login, { replace: true }), DELAYS.redirectAfterPasswordReset);
    return () => clearTimeout(timer);
  }, [outcome.status, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateNewPassword(password, confirmation);
    if (problems.length > 0) {
      flushSync(() => setOutcome({ status: 'error', problem: { messages: problems.map(say), bullets: false, network: false } }));
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const { data } = await resetPassword({ variables: { input: { password, token } } });
      setOutcome({ status: 'success', message: data?.resetPassword || say(SERVER_MESSAGES.passwordChanged) });
    } catch (error) {
      setOutcome({ status: 'error', problem: describeError(error, { network: shortNetworkError(), fallback: t('account.newPassword.failed') }) });
    }
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (outcome.status === 'error') setOutcome({ status: 'idle' });
  };

  return (
    <AuthLayout
      title={t('account.newPassword.title')}
      subtitle={t('account.newPassword.subtitle', { min: LIMITS.passwordMinLength })}
    >
      <title>{t('account.reset.pageTitle')}</title>
      <form ref={form} className="auth__form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={loading || outcome.status === 'success'}>
          <PasswordField
            label={t('account.newPassword.label')}
            autoComplete="new-password"
            value={password}
            problemIds={marks.of('password')}
            onChange={(event) => edit(setPassword)(event.target.value)}
            hint={<PasswordRequirements password={password} />}
          />
          <PasswordField
            label={t('account.newPassword.confirm')}
            autoComplete="new-password"
            value={confirmation}
            problemIds={marks.of('confirmation')}
            onChange={(event) => edit(setConfirmation)(event.target.value)}
          />
          {outcome.status === 'error' ? (
            <Alert tone="error" messages={outcome.problem.messages} bullets={outcome.problem.bullets} ids={marks.ids} />
          ) : null}
          {outcome.status === 'success' ? <Alert tone="success" messages={[outcome.message]} /> : null}
          <Button type="submit" block>
            {loading ? t('account.newPassword.submitting') : t('account.newPassword.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
