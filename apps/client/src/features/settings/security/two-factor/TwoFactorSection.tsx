import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { TWO_FACTOR_LIMITS } from '@gatherly/schema';
import { TwoFactorStatusDocument } from './TwoFactor.generated';
import { Phrase, useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { Pending } from '../../../../ui/Pending';
import { RecoveryCodes } from './RecoveryCodes';
import { TurnOffForm } from './TurnOffForm';
import { TwoFactorSetupForm } from './TwoFactorSetupForm';
import './two-factor.css';

/** Where the section is: off, being set up, showing the new recovery codes, or on. */
type Step = { kind: 'status' } | { kind: 'setup' } | { kind: 'codes'; codes: string[] } | { kind: 'turning-off' };

/**
 * Settings, Security, "Two-factor authentication": turned on by scanning a QR code (or typing its
 * secret) and entering a code of the app, which answers ten recovery codes to save; turned off with
 * the password and a code.
 */
export function TwoFactorSection() {
  const { data, error, refetch } = useQuery(TwoFactorStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const status = data?.twoFactorStatus;
  const t = useT();

  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h2 className="settings-page__subtitle" id="two-factor-title">
        {t('settings.twoFactor.title')}
      </h2>
      <p className="settings-page__intro">
        {t('settings.twoFactor.intro')}
      </p>
      {notice ? <Alert tone="success" messages={[notice]} /> : null}
      {!status ? <Pending error={error} onRetry={() => refetch()} label={t('settings.twoFactor.loading')} count={1} /> : null}
      {status && step.kind === 'setup' ? (
        <TwoFactorSetupForm
          onCancel={() => setStep({ kind: 'status' })}
          onEnabled={(codes) => {
            setNotice(null);
            setStep({ kind: 'codes', codes });
          }}
        />
      ) : null}
      {status && step.kind === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'status' });
            setNotice(t('settings.twoFactor.nowOn'));
            void refetch();
          }}
        />
      ) : null}
      {status && step.kind === 'turning-off' ? (
        <TurnOffForm
          onCancel={() => setStep({ kind: 'status' })}
          onTurnedOff={() => {
            setStep({ kind: 'status' });
            setNotice(t('settings.twoFactor.nowOff'));
            void refetch();
          }}
        />
      ) : null}
      {status && step.kind === 'status' ? (
        status.enabled ? (
          <>
            <p className="two-factor__status">
              <Phrase id={'settings.twoFactor.on'} components={[<strong />]} />
            </p>
            <p className="two-factor__status">
              {t('settings.twoFactor.codesLeft', { left: status.recovery_codes_left, total: TWO_FACTOR_LIMITS.recoveryCodes })}
              {status.recovery_codes_left <= 3 ? ` ${t('settings.twoFactor.codesLow')}` : ''}
            </p>
            <div className="two-factor__actions">
              <Button
                variant="danger"
                onClick={() => {
                  setNotice(null);
                  setStep({ kind: 'turning-off' });
                }}
              >
                {t('settings.twoFactor.turnOff')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="two-factor__status">
              <Phrase id={'settings.twoFactor.off'} components={[<strong />]} />
            </p>
            <div className="two-factor__actions">
              <Button
                onClick={() => {
                  setNotice(null);
                  setStep({ kind: 'setup' });
                }}
              >
                {t('settings.twoFactor.turnOn')}
              </Button>
            </div>
          </>
        )
      ) : null}
    </section>
  );
}
