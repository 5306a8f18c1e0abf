import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { PasskeyLoginOptionsDocument } from './PasskeyLogin.generated';
import { describeError } from '../../../lib/errors/describe-error';
import { authenticate, ceremonyProblem, passkeysSupported, type CeremonyProblem } from '../../../lib/passkeys/ceremony';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { loginSignupTexts } from '../texts';

export interface UsePasskeyInsteadProps {
  /** The two_factor_token of the password login this passkey finishes. */
  token: string;
  /** Sends the passkey's answer as the second step (TwoFactorStep's finish). */
  finish: (proof: { passkey_response: Record<string, unknown> }) => Promise<void>;
}

/** In the login's second step: "Use a passkey instead" of the authenticator app's code. */
export function UsePasskeyInstead({ token, finish }: UsePasskeyInsteadProps) {
  const t = useT();
  const [askOptions] = useMutation(PasskeyLoginOptionsDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CeremonyProblem | null>(null);

  async function answerWithPasskey() {
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await askOptions({ variables: { input: { two_factor_token: token } } });
      if (!data) throw new Error('Passkey options answered without data');
      const response = await authenticate({ optionsJSON: data.passkeyLoginOptions as unknown as PublicKeyCredentialRequestOptionsJSON });
      await finish({ passkey_response: response as unknown as Record<string, unknown> });
    } catch (error) {
      setProblem(ceremonyProblem(error) ?? { tone: 'error', message: describeError(error, loginSignupTexts()).messages.join(' ') });
    } finally {
      setBusy(false);
    }
  }

  if (!passkeysSupported()) return null;
  return (
    <>
      {problem ? <Alert tone={problem.tone} messages={[problem.message]} /> : null}
      <Button variant="link" onClick={() => void answerWithPasskey()} disabled={busy} aria-busy={busy}>
        {busy ? t('account.passkey.waiting') : t('account.passkey.instead')}
      </Button>
    </>
  );
}
