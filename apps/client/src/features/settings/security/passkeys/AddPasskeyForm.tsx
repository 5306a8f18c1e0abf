import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, passkeyNameProblems } from '@gatherly/schema';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { AddPasskeyDocument, PasskeyRegistrationOptionsDocument, PasskeysDocument } from './Passkeys.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { ceremonyProblem, passkeysSupported, register, type CeremonyProblem } from '../../../../lib/passkeys/ceremony';
import { say, useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { useNotices } from '../../../../ui/Notices';
import { TextField } from '../../../../ui/TextField';

/** "Add a passkey": its name first, then the browser's prompt makes it, then the server keeps it. */
export function AddPasskeyForm({ full }: { full: boolean }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState<CeremonyProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [askOptions] = useMutation(PasskeyRegistrationOptionsDocument);
  const [add] = useMutation(AddPasskeyDocument, { refetchQueries: [PasskeysDocument], awaitRefetchQueries: true });
  const form = useRef<HTMLFormElement>(null);
  const notices = useNotices();
  const supported = passkeysSupported();
  const t = useT();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [wrong] = passkeyNameProblems(name);
    if (wrong) {
      flushSync(() => setNameError(say(wrong)));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await askOptions();
      if (!data) throw new Error('Passkey options answered without data');
      const response = await register({ optionsJSON: data.passkeyRegistrationOptions as unknown as PublicKeyCredentialCreationOptionsJSON });
      await add({ variables: { input: { name: name.trim(), response: response as unknown as Record<string, unknown> } } });
      setName('');
      notices.tell(t(PASSKEY_MESSAGES.added));
    } catch (error) {
      const ceremony = ceremonyProblem(error);
      if (!ceremony) console.error('Adding a passkey failed', error);
      setProblem(ceremony ?? { tone: 'error', message: describeError(error, DEFAULT_PROBLEM_TEXTS).messages.join(' ') });
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return <Alert tone="info" messages={[t(PASSKEY_MESSAGES.unsupported)]} />;
  return (
    <form ref={form} className="passkeys__add" onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.passkeys.addFormLabel')}>
      <TextField
        label={t('settings.passkeys.name')}
        hint={t('settings.passkeys.nameHint')}
        value={name}
        maxLength={PASSKEY_LIMITS.nameLength}
        error={nameError}
        disabled={busy || full}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
          setProblem(null);
        }}
      />
      {full ? <Alert tone="info" messages={[t(PASSKEY_MESSAGES.tooMany)]} /> : null}
      {problem ? <Alert tone={problem.tone} messages={[problem.message]} /> : null}
      <div>
        <Button type="submit" disabled={busy || full} aria-busy={busy}>
          {busy ? t('settings.passkeys.adding') : t('settings.passkeys.add')}
        </Button>
      </div>
    </form>
  );
}
