import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES, isTotpShaped } from '@gatherly/schema';
import { EnableTwoFactorDocument, StartTwoFactorSetupDocument } from './TwoFactor.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { TextField } from '../../../../ui/TextField';

/**
 * Turning two-factor on: a new secret as a QR code with the secret as text beside it (for an app
 * that cannot scan), then a code of the app to show it was added.
 */
export function TwoFactorSetupForm({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [start, started] = useMutation(StartTwoFactorSetupDocument);
  const [enable, { loading }] = useMutation(EnableTwoFactorDocument);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string[] | null>(null);
  const [copied, setCopied] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const setup = started.data?.startTwoFactorSetup;
  const t = useT();

  useEffect(() => {
    void start().catch((error: unknown) => console.error('Starting the two-factor setup failed', error));
  }, [start]);

  useEffect(() => {
    if (setup) heading.current?.focus();
  }, [setup]);

  async function copySecret() {
    if (!setup) return;
    await navigator.clipboard.writeText(setup.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = code.trim() === '' ? t(TWO_FACTOR_MESSAGES.codeRequired) : !isTotpShaped(code) ? t(TWO_FACTOR_MESSAGES.codeWrong) : undefined;
    if (found) {
      flushSync(() => setCodeError(found));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    try {
      const { data } = await enable({ variables: { input: { code: code.trim() } } });
      if (data) onEnabled(data.enableTwoFactor.recovery_codes);
    } catch (error) {
      const described = describeError(error, DEFAULT_PROBLEM_TEXTS);
      if (described.network) {
        setProblem(described.messages);
        return;
      }
      flushSync(() => {
        setCodeError(described.messages.join(' '));
        setCode('');
      });
      focusFirstInvalid(form.current);
    }
  }

  if (!setup) {
    if (started.error) {
      return (
        <div className="two-factor__form">
          <Alert tone="error" messages={describeError(started.error, DEFAULT_PROBLEM_TEXTS).messages} />
          <div className="two-factor__actions">
            <Button onClick={() => void start().catch(() => undefined)}>{t('settings.setup.retry')}</Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('settings.setup.cancel')}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <p className="two-factor__status" role="status">
        {t('settings.setup.preparing')}
      </p>
    );
  }

  return (
    <form ref={form} className="two-factor" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="two-factor-setup-title">
      <h3 id="two-factor-setup-title" ref={heading} tabIndex={-1} className="settings-page__subtitle">
        {t('settings.setup.title')}
      </h3>
      <p className="two-factor__status">{t('settings.setup.scan')}</p>
      <div className="two-factor__scan">
        <img className="two-factor__qr" src={setup.qr_code} alt={t('settings.setup.qrAlt')} />
        <div className="two-factor__secret">
          <span id="two-factor-secret-label">{t('settings.setup.key')}</span>
          <code className="two-factor__secret-value" aria-labelledby="two-factor-secret-label">
            {setup.secret}
          </code>
          <div>
            <Button variant="secondary" onClick={() => void copySecret()}>
              {copied ? t('settings.setup.copied') : t('settings.setup.copyKey')}
            </Button>
          </div>
        </div>
      </div>
      <p className="two-factor__status">{t('settings.setup.enter', { digits: TWO_FACTOR_LIMITS.digits })}</p>
      <div className="two-factor__form">
        <TextField
          label={t('settings.setup.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          error={codeError}
          disabled={loading}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
        />
        {problem ? <Alert tone="error" messages={problem} /> : null}
        <div className="two-factor__actions">
          <Button type="submit" disabled={loading} aria-busy={loading}>
            {loading ? t('settings.setup.turningOn') : t('settings.setup.turnOn')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {t('settings.setup.cancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}
