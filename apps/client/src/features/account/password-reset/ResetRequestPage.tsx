import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SERVER_MESSAGES, validateResetRequest } from '@gatherly/schema';
import { RequestPasswordResetDocument } from './RequestPasswordReset.generated';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { TextField } from '../../../ui/TextField';
import { AuthLayout } from '../AuthLayout';
import { problemFields } from '../problem-fields';

/** "Trouble logging in?": asks for a reset link; the answer never reveals whether the account exists. */
export function ResetRequestPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Every problem this form finds is about its one field.
  const marks = problemFields(problems.length > 0 ? { messages: problems, bullets: false, network: false } : null, formId, () => 'email');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateResetRequest(email);
    flushSync(() => setProblems(found.map((rule) => t(rule))));
    if (found.length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      await requestReset({ variables: { email: email.trim() } });
    } catch (error) {
      console.error('Password reset request failed', error);
    }
    setSent(true);
  }

  return (
    <AuthLayout
      title={t('account.reset.title')}
      subtitle={t('account.reset.subtitle')}
      footer={<Link to={PATHS.login}>{t('account.reset.backToLogin')}</Link>}
    >
      <title>{t('account.reset.pageTitle')}</title>
      <form ref={form} className="auth__form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={loading}>
          <TextField
            label={t('account.fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            problemIds={marks.of('email')}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblems([]);
              setSent(false);
            }}
          />
          <Alert tone="error" messages={problems} ids={marks.ids} />
          {sent ? <Alert tone="success" messages={[t(SERVER_MESSAGES.resetSent)]} /> : null}
          <Button type="submit" block>
            {loading ? t('account.common.sending') : t('account.reset.send')}
          </Button>
        </fieldset>
      </form>
      <p className="auth__divider">{t('account.reset.or')}</p>
      <div className="auth__links">
        <Link to={PATHS.signup}>{t('account.reset.createAccount')}</Link>
      </div>
    </AuthLayout>
  );
}
