import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { LoginWithPasskeyDocument, PasskeyLoginOptionsDocument, type LoginWithPasskeyMutation } from './PasskeyLogin.generated';
import { describeError } from '../../../lib/errors/describe-error';
import { authenticate, ceremonyProblem, passkeysSupported, type CeremonyProblem } from '../../../lib/passkeys/ceremony';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { loginSignupTexts } from '../texts';

export type PasskeySignedIn = LoginWithPasskeyMutation['loginWithPasskey'];

/**
 * "Sign in with a passkey": no e-mail or password, the browser offers the passkeys it holds for
 * Gatherly and the one chosen names the account. A closed prompt is said calmly; a refusal in place.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (signedIn: PasskeySignedIn) => void }) {
  const t = useT();
  const [askOptions] = useMutation(PasskeyLoginOptionsDocument);
  const [logIn] = useMutation(LoginWithPasskeyDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CeremonyProblem | null>(null);

  async function signIn() {
    setProblem(null);
    setBusy(true);
    try {
      const { data: options } = await askOptions();
      if (!options) throw new Error('Passkey options answered without data');
      const response = await authenticate({ optionsJSON: options.passkeyLoginOptions as unknown as PublicKeyCredentialRequestOptionsJSON });
      const { data } = await logIn({ variables: { input: { response: response as unknown as Record<string, unknown> } } });
      if (!data) throw new Error('Login answered without data');
      onSignedIn(data.loginWithPasskey);
    } catch (error) {
      setProblem(ceremonyProblem(error) ?? { tone: 'error', message: describeError(error, loginSignupTexts()).messages.join(' ') });
    } finally {
      setBusy(false);
    }
  }

  if (!passkeysSupported()) return null;
  return (
    <div className="auth__center">
      {problem ? <Alert tone={problem.tone} messages={[problem.message]} /> : null}
      <Button block variant="secondary" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
        {busy ? t('account.passkey.waiting') : t('account.passkey.signIn')}
      </Button>
    </div>
  );
}
