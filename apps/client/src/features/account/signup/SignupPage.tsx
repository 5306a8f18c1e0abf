import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DELAYS, fieldOf, SIGNUP_MESSAGE_FIELDS, validateSignup } from '@gatherly/schema';
import { SignupDocument } from './Signup.generated';
import { describeError, type Problem } from '../../../lib/errors/describe-error';
import { nextFromSearch, rememberNext, withNext } from '../../../lib/navigation/next-path';
import { say, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { AboutButton } from '../about/AboutButton';
import { AuthLayout } from '../AuthLayout';
import { problemFields } from '../problem-fields';
import { loginSignupTexts } from '../texts';
import type { VerifyEmailState } from '../verify-email/verify-email-state';
import { PasswordRequirements } from './PasswordRequirements';

const EMPTY = { email: '', password: '', fullName: '', username: '', phone: '' };
type Fields = typeof EMPTY;

export function SignupPage() {
  const navigate = useNavigate();
  const t = useT();
  // Where a signed-out visit was going: kept through verification, so that the first login leads there.
  const next = nextFromSearch(useSearchParams()[0].toString());
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [registered, setRegistered] = useState<VerifyEmailState | null>(null);
  const [signup, { loading }] = useMutation(SignupDocument);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const marks = problemFields(problem, formId, (message) => fieldOf(SIGNUP_MESSAGE_FIELDS, message, say));
  // The list of problems is shown as the specification has it, and focus goes to the first field it marks.
  const show = (found: Problem) => {
    flushSync(() => setProblem(found));
    focusFirstInvalid(form.current);
  };

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(
      () => navigate(PATHS.verifyEmail, { state: registered }),
      DELAYS.redirectAfterSignup,
    );
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const edit = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setProblem(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      email: fields.email.trim(),
      password: fields.password,
      full_name: fields.fullName.trim(),
      username: fields.username.trim(),
      phone_number: fields.phone.trim() || null,
    };
    const problems = validateSignup(input);
    if (problems.length > 0) {
      // The spec's list, as bullets when there is more than one.
      show({ messages: problems.map(say), bullets: problems.length > 1, network: false });
      return;
    }
    try {
      const { data } = await signup({ variables: { input } });
      const email = data?.signup.email ?? input.email;
      const username = data?.signup.username ?? input.username;
      sessionStore.rememberPendingVerification(email, username);
      rememberNext(next);
      setRegistered({ email, username, justRegistered: true });
    } catch (error) {
      show(describeError(error, loginSignupTexts()));
    }
  }

  return (
    <AuthLayout
      title={t('account.signup.title')}
      subtitle={t('account.signup.subtitle')}
      footer={
        <>
          <span>{t('account.signup.haveAccount')}</span>
          <Link to={withNext(PATHS.login, next)}>{t('account.signup.logIn')}</Link>
        </>
      }
    >
      <title>{t('account.signup.pageTitle')}</title>
      <form ref={form} className="auth__form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={loading || registered !== null}>
          <TextField label={t('account.fields.email')} type="email" autoComplete="email" value={fields.email} problemIds={marks.of('email')} onChange={edit('email')} />
          <PasswordField
            label={t('account.fields.password')}
            autoComplete="new-password"
            value={fields.password}
            problemIds={marks.of('password')}
            onChange={edit('password')}
            hint={<PasswordRequirements password={fields.password} />}
          />
          <TextField label={t('account.signup.fullName')} autoComplete="name" value={fields.fullName} problemIds={marks.of('full_name')} onChange={edit('fullName')} />
          <TextField label={t('account.signup.username')} autoComplete="username" value={fields.username} problemIds={marks.of('username')} onChange={edit('username')} />
          <TextField
            label={t('account.signup.phone')}
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            problemIds={marks.of('phone_number')}
            onChange={edit('phone')}
          />
          {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} ids={marks.ids} /> : null}
          {registered ? <Alert tone="success" messages={[t('account.signup.created')]} /> : null}
          <Button type="submit" block>
            {loading ? t('account.signup.submitting') : t('account.signup.submit')}
          </Button>
        </fieldset>
      </form>
      <div className="auth__links">
        <AboutButton />
      </div>
    </AuthLayout>
  );
}
