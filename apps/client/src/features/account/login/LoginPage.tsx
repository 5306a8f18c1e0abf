import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ERROR_CODES, MESSAGES, SERVER_MESSAGES, validateLogin } from '@gatherly/schema';
import { LoginDocument } from './Login.generated';
import { describeError, errorCodesOf, type Problem } from '../../../lib/errors/describe-error';
import { forgetNext, nextFromSearch, withNext } from '../../../lib/navigation/next-path';
import { followAccountLanguage, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { restrictedSession } from '../../../lib/session/restricted-session';
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
import { loginSignupTexts } from '../texts';
import { useResendVerification } from '../verify-email/use-resend-verification';
import { PasskeySignIn } from './PasskeySignIn';
import { PendingDeletion, deletionScheduledForOf } from './PendingDeletion';
import { TwoFactorStep, twoFactorChallengeOf, type SignedIn, type TwoFactorChallenge } from './TwoFactorStep';
import { UsePasskeyInstead } from './UsePasskeyInstead';

export function LoginPage() {
  const navigate = useNavigate();
  const t = useT();
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
  // The password fitted and the account asks a second factor: the code's step replaces the form.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // When the account is scheduled for deletion: the date, with the offer to cancel.
  const [deletionDue, setDeletionDue] = useState<string | null>(null);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  // Only a missing field is marked: a refused login never says which of the two was wrong.
  const marks = problemFields(problem, formId, (message) =>
    message === t(MESSAGES.loginFieldsRequired) ? ([email.trim() === '' && 'email', password === '' && 'password'].filter(Boolean) as Array<'email' | 'password'>) : undefined,
  );

  // Any edit clears the errors shown.
  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setProblem(null);
    setUnverified(null);
    setDeletionDue(null);
  };

  function signedIn({ access, user, restricted }: SignedIn) {
    sessionStore.clearPendingVerification(); // logging in proves the address was verified
    sessionStore.signIn({ token: access, username: user.username, profileImage: user.profile_image });
    // A suspended account's session: the app shows only what it may still do (SuspendedAccountPage).
    restrictedSession.mark(restricted);
    applyTheme(user.theme_preference);
    followAccountLanguage(user.language);
    forgetNext();
    navigate(next ?? PATHS.home, { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = validateLogin(email, password);
    if (missing.length > 0) {
      flushSync(() => setProblem({ messages: missing.map((rule) => t(rule)), bullets: false, network: false }));
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('Login answered without data');
      signedIn(data.login);
    } catch (error) {
      const asked = twoFactorChallengeOf(error);
      if (asked) {
        setChallenge(asked);
        return;
      }
      const due = deletionScheduledForOf(error);
      if (due) {
        setDeletionDue(due);
        return;
      }
      setProblem(describeError(error, loginSignupTexts()));
      if (errorCodesOf(error).includes(ERROR_CODES.emailNotVerified)) setUnverified(email.trim());
    }
  }

  const verified = params.get('verified');
  return (
    <AuthLayout
      footer={
        <>
          <span>{t('account.login.noAccount')}</span>
          <Link to={withNext(PATHS.signup, next)}>{t('account.login.signUp')}</Link>
        </>
      }
    >
      <title>{t('account.login.pageTitle')}</title>
      <h1 className="visually-hidden">{t('account.login.heading')}</h1>
      {verified === 'true' ? <Alert tone="success" messages={[t('account.login.verified')]} /> : null}
      {verified === 'false' ? <Alert tone="error" messages={[t(SERVER_MESSAGES.verificationInvalid)]} /> : null}
      {sessionEnd && !challenge ? <Alert tone="info" messages={[sessionEnd]} /> : null}
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={() => {
            setChallenge(null);
            setPassword('');
          }}
          // A passkey, when challenge.methods offers one.
          alternatives={(finish) => <UsePasskeyInstead token={challenge.token} finish={finish} />}
        />
      ) : null}
      {challenge ? null : (
        <form ref={form} className="auth__form" onSubmit={onSubmit} noValidate>
          <fieldset disabled={loading}>
            <TextField label={t('account.fields.email')} type="email" autoComplete="email" value={email} problemIds={marks.of('email')} onChange={edit(setEmail)} />
            <PasswordField
              label={t('account.fields.password')}
              autoComplete="current-password"
              value={password}
              problemIds={marks.of('password')}
              onChange={edit(setPassword)}
            />
            {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} ids={marks.ids} /> : null}
            <Button type="submit" block>
              {loading ? t('account.login.submitting') : t('account.login.submit')}
            </Button>
          </fieldset>
        </form>
      )}
      {deletionDue && !challenge ? (
        <PendingDeletion
          due={deletionDue}
          email={email}
          password={password}
          onCancelled={() => {
            setDeletionDue(null);
            // Cancelled: signs in with what was typed.
            form.current?.requestSubmit();
          }}
        />
      ) : null}
      {challenge ? null : <PasskeySignIn onSignedIn={signedIn} />}
      {unverified ? (
        <div className="auth__center">
          {notice ? <Alert tone={notice.tone} messages={[notice.text]} /> : null}
          <Button block variant="secondary" onClick={() => void resendTo(unverified)} disabled={sending || secondsLeft > 0}>
            {sending ? t('account.common.sending') : secondsLeft > 0 ? t('account.login.resendWait', { seconds: secondsLeft }) : t('account.login.resend')}
          </Button>
        </div>
      ) : null}
      {challenge ? null : (
        <div className="auth__links">
          <Link to={PATHS.resetRequest}>{t('account.login.forgot')}</Link>
          <AboutButton />
        </div>
      )}
    </AuthLayout>
  );
}
