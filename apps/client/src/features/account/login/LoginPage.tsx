import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERROR_CODES, MESSAGES, SERVER_MESSAGES, validateLogin } from '@gatherly/schema';
import { LoginDocument } from '../../../gql/graphql';
import { describeError, errorCodesOf, type Problem } from '../../../lib/errors/describe-error';
import { forgetNext, nextFromSearch, withNext } from '../../../lib/navigation/next-path';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { forgetSessionEnd, sessionEndReason } from '../../../lib/session/session-end';
import { applyTheme } from '../../../lib/theme/theme';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { AboutButton } from '../about/AboutButton';
import { AuthLayout } from '../AuthLayout';
import { problemFields } from '../problem-fields';
import { LOGIN_SIGNUP_TEXTS, VERIFIED_NOTICE } from '../texts';
import { useResendVerification } from '../verify-email/use-resend-verification';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The page a signed-out visit was for (a shared link, a calendar file's event): login leads there.
  const next = nextFromSearch(params.toString());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  // Why the last session ended, when the server ended it: "Your account was suspended."
  const [sessionEnd] = useState(sessionEndReason);
  useEffect(forgetSessionEnd, []);
  // The address of an account that is not verified yet: its owner may have the link sent again.
  const [unverified, setUnverified] = useState<string | null>(null);
  const { resendTo, notice, sending, secondsLeft } = useResendVerification();
  const [login, { loading }] = useMutation(LoginDocument);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Only a missing field is marked: a refused login never says which of the two was wrong.
  const marks = problemFields(problem, formId, (message) =>
    message === MESSAGES.loginFieldsRequired ? ([email.trim() === '' && 'email', password === '' && 'password'].filter(Boolean) as Array<'email' | 'password'>) : undefined,
  );

  // Any edit clears the errors shown.
  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setProblem(null);
    setUnverified(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = validateLogin(email, password);
    if (missing.length > 0) {
      flushSync(() => setProblem({ messages: missing, bullets: false, network: false }));
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('Login answered without data');
      const { access, user } = data.login;
      sessionStore.clearPendingVerification(); // logging in proves the address was verified
      sessionStore.signIn({ token: access, username: user.username, profileImage: user.profile_image });
      applyTheme(user.theme_preference);
      forgetNext();
      navigate(next ?? PATHS.home, { replace: true });
    } catch (error) {
      setProblem(describeError(error, LOGIN_SIGNUP_TEXTS));
      if (errorCodesOf(error).includes(ERROR_CODES.emailNotVerified)) setUnverified(email.trim());
    }
  }

  const verified = params.get('verified');
  return (
    <AuthLayout
      footer={
        <>
          <span>Don't have an account?</span>
          <Link to={withNext(PATHS.signup, next)}>Sign up</Link>
        </>
      }
    >
      <title>Log in · Gatherly</title>
      <h1 className="visually-hidden">Log in to Gatherly</h1>
      {verified === 'true' ? <Alert tone="success" messages={[VERIFIED_NOTICE]} /> : null}
      {verified === 'false' ? <Alert tone="error" messages={[SERVER_MESSAGES.verificationInvalid]} /> : null}
      {sessionEnd ? <Alert tone="info" messages={[sessionEnd]} /> : null}
      <form ref={form} className="auth__form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={loading}>
          <TextField label="Email" type="email" autoComplete="email" value={email} problemIds={marks.of('email')} onChange={edit(setEmail)} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            problemIds={marks.of('password')}
            onChange={edit(setPassword)}
          />
          {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} ids={marks.ids} /> : null}
          <Button type="submit" block>
            {loading ? 'Logging in...' : 'Log in'}
          </Button>
        </fieldset>
      </form>
      {unverified ? (
        <div className="auth__center">
          {notice ? <Alert tone={notice.tone} messages={[notice.text]} /> : null}
          <Button block variant="secondary" onClick={() => void resendTo(unverified)} disabled={sending || secondsLeft > 0}>
            {sending ? 'Sending...' : secondsLeft > 0 ? `Resend verification email (${secondsLeft} s)` : 'Resend verification email'}
          </Button>
        </div>
      ) : null}
      <div className="auth__links">
        <Link to={PATHS.resetRequest}>Forgot password?</Link>
        <AboutButton />
      </div>
    </AuthLayout>
  );
}
