import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { ERROR_CODES, TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES, TWO_FACTOR_METHODS, type TwoFactorMethod } from '@gatherly/schema';
import type { GraphQLFormattedError } from 'graphql';
import { LoginWithTwoFactorDocument, type LoginWithTwoFactorMutation } from './TwoFactorStep.generated';
import { describeError } from '../../../lib/errors/describe-error';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { TextField } from '../../../ui/TextField';
import { loginSignupTexts } from '../texts';

/** What a login that asks a second factor answered: its single-use token and the ways to finish. */
export interface TwoFactorChallenge {
  token: string;
  methods: TwoFactorMethod[];
}

export type SignedIn = LoginWithTwoFactorMutation['loginWithTwoFactor'];

/** The challenge of a login refused with auth/two_factor_required, or null for any other failure. */
export function twoFactorChallengeOf(error: unknown): TwoFactorChallenge | null {
  let errors: readonly GraphQLFormattedError[] = [];
  if (CombinedGraphQLErrors.is(error)) errors = error.errors;
  else if (ServerError.is(error)) {
    try {
      errors = (JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] }).errors ?? [];
    } catch {
      errors = [];
    }
  }
  const found = errors.find((item) => item.extensions?.code === ERROR_CODES.twoFactorRequired);
  const token = found?.extensions?.two_factor_token;
  if (typeof token !== 'string') return null;
  const methods = Array.isArray(found?.extensions?.methods) ? found.extensions.methods : [];
  return { token, methods: methods.filter((method): method is TwoFactorMethod => (TWO_FACTOR_METHODS as readonly unknown[]).includes(method)) };
}

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** The login answered: the page signs in with it. */
  onSignedIn: (signedIn: SignedIn) => void;
  /** Back to the e-mail and password (the challenge expired, or the person asks to). */
  onRestart: () => void;
  /**
   * Other ways to finish, shown under the code's form when the challenge offers them (a passkey when
   * `challenge.methods` holds 'passkey'): given `finish`, which sends their answer as this step does.
   */
  alternatives?: (finish: (proof: { passkey_response: Record<string, unknown> }) => Promise<void>) => ReactNode;
}

/**
 * The login's second step: "Enter the 6-digit code from your authenticator app", or a recovery
 * code instead. A wrong code is said under the field; an expired sign-in asks for the password again.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart, alternatives }: TwoFactorStepProps) {
  const t = useT();
  const [finish, { loading }] = useMutation(LoginWithTwoFactorDocument);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string[] | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [recovery]);

  async function send(proof: { code?: string; passkey_response?: Record<string, unknown> }) {
    setProblem(null);
    try {
      const { data } = await finish({ variables: { input: { two_factor_token: challenge.token, ...proof } } });
      if (!data) throw new Error('Login answered without data');
      onSignedIn(data.loginWithTwoFactor);
    } catch (error) {
      const described = describeError(error, loginSignupTexts());
      const message = described.messages.join(' ');
      if (message === t(TWO_FACTOR_MESSAGES.challengeExpired)) {
        setExpired(true);
        return;
      }
      if (described.network || proof.passkey_response) {
        setProblem(described.messages);
        return;
      }
      flushSync(() => {
        setCodeError(message);
        setCode('');
      });
      focusFirstInvalid(form.current);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      flushSync(() => setCodeError(recovery ? t('account.twoFactor.recoveryRequired') : t(TWO_FACTOR_MESSAGES.codeRequired)));
      focusFirstInvalid(form.current);
      return;
    }
    await send({ code: code.trim() });
  }

  if (expired) {
    return (
      <div className="auth__form">
        <Alert tone="error" messages={[t(TWO_FACTOR_MESSAGES.challengeExpired)]} />
        <Button block onClick={onRestart} autoFocus>
          {t('account.twoFactor.logInAgain')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <form ref={form} className="auth__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="two-factor-step-title">
        <h2 id="two-factor-step-title" className="auth__title">
          {t('account.twoFactor.title')}
        </h2>
        <fieldset disabled={loading}>
          {recovery ? (
            <TextField
              key="recovery"
              label={t('account.twoFactor.recoveryLabel')}
              hint={t('account.twoFactor.recoveryHint')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              value={code}
              error={codeError}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(undefined);
              }}
            />
          ) : (
            <TextField
              key="totp"
              label={t('account.twoFactor.codeLabel', { digits: TWO_FACTOR_LIMITS.digits })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              error={codeError}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(undefined);
              }}
            />
          )}
          {problem ? <Alert tone="error" messages={problem} /> : null}
          <Button type="submit" block aria-busy={loading}>
            {loading ? t('account.twoFactor.checking') : t('account.twoFactor.continue')}
          </Button>
        </fieldset>
      </form>
      <div className="auth__links">
        <Button
          variant="link"
          onClick={() => {
            setRecovery((current) => !current);
            setCode('');
            setCodeError(undefined);
          }}
        >
          {recovery ? t('account.twoFactor.useApp') : t('account.twoFactor.useRecovery')}
        </Button>
        {alternatives && challenge.methods.includes('passkey') ? alternatives((proof) => send(proof)) : null}
        <Button variant="link" onClick={onRestart}>
          {t('account.twoFactor.back')}
        </Button>
      </div>
    </>
  );
}
