import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { TWO_FACTOR_MESSAGES } from '@gatherly/schema';
import { DisableTwoFactorDocument } from './TwoFactor.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError, errorFieldOf } from '../../../../lib/errors/describe-error';
import { useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { PasswordField } from '../../../../ui/PasswordField';
import { SecondFactorCodeField } from '../../../account';

interface Errors {
  password?: string;
  code?: string;
}

/** Turning two-factor off: the password and a code of the app (or a recovery code). */
export function TurnOffForm({ onTurnedOff, onCancel }: { onTurnedOff: () => void; onCancel: () => void }) {
  const [disable, { loading }] = useMutation(DisableTwoFactorDocument);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[] | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const t = useT();

  useEffect(() => form.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      password: password === '' ? t(TWO_FACTOR_MESSAGES.passwordRequired) : undefined,
      code: code.trim() === '' ? t(TWO_FACTOR_MESSAGES.codeRequired) : undefined,
    };
    if (found.password || found.code) {
      flushSync(() => setErrors(found));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    try {
      await disable({ variables: { input: { password, code: code.trim() } } });
      onTurnedOff();
    } catch (error) {
      const described = describeError(error, DEFAULT_PROBLEM_TEXTS);
      const message = described.messages.join(' ');
      // The server names the field that is wrong: the password or the code.
      const field = errorFieldOf(error);
      if (field === 'password' || field === 'code') flushSync(() => setErrors({ [field]: message }));
      else setProblem(described.messages);
      focusFirstInvalid(form.current);
    }
  }

  return (
    <form ref={form} className="two-factor__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="two-factor-off-title">
      <h3 id="two-factor-off-title" className="settings-page__subtitle">
        {t('settings.turnOff.title')}
      </h3>
      <p className="two-factor__status">{t('settings.turnOff.intro')}</p>
      <PasswordField
        label={t('settings.turnOff.password')}
        autoComplete="current-password"
        value={password}
        error={errors.password}
        disabled={loading}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <SecondFactorCodeField
        value={code}
        error={errors.code}
        disabled={loading}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
      />
      {problem ? <Alert tone="error" messages={problem} /> : null}
      <div className="two-factor__actions">
        <Button type="submit" variant="danger" disabled={loading} aria-busy={loading}>
          {loading ? t('settings.turnOff.turningOff') : t('settings.turnOff.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          {t('settings.turnOff.cancel')}
        </Button>
      </div>
    </form>
  );
}
