import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { TWO_FACTOR_LIMITS } from '@gatherly/schema';
import { TwoFactorStatusDocument } from './TwoFactor.generated';
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

  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h2 className="settings-page__subtitle" id="two-factor-title">
        Two-factor authentication
      </h2>
      <p className="settings-page__intro">
        With two-factor authentication on, signing in asks for a code from an authenticator app on your phone (such as 1Password, Google Authenticator or Aegis)
        after your password, so your password alone is not enough to get into your account.
      </p>
      {notice ? <Alert tone="success" messages={[notice]} /> : null}
      {!status ? <Pending error={error} onRetry={() => refetch()} label="Loading two-factor authentication…" count={1} /> : null}
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
            setNotice('Two-factor authentication is on.');
            void refetch();
          }}
        />
      ) : null}
      {status && step.kind === 'turning-off' ? (
        <TurnOffForm
          onCancel={() => setStep({ kind: 'status' })}
          onTurnedOff={() => {
            setStep({ kind: 'status' });
            setNotice('Two-factor authentication is off.');
            void refetch();
          }}
        />
      ) : null}
      {status && step.kind === 'status' ? (
        status.enabled ? (
          <>
            <p className="two-factor__status">
              <strong>On.</strong> Signing in asks for a code from your authenticator app.
            </p>
            <p className="two-factor__status">
              Recovery codes left: {status.recovery_codes_left} of {TWO_FACTOR_LIMITS.recoveryCodes}.
              {status.recovery_codes_left <= 3 ? ' When they run low, turn two-factor authentication off and on again for ten new ones.' : ''}
            </p>
            <div className="two-factor__actions">
              <Button
                variant="danger"
                onClick={() => {
                  setNotice(null);
                  setStep({ kind: 'turning-off' });
                }}
              >
                Turn off
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="two-factor__status">
              <strong>Off.</strong> Signing in asks for your password only.
            </p>
            <div className="two-factor__actions">
              <Button
                onClick={() => {
                  setNotice(null);
                  setStep({ kind: 'setup' });
                }}
              >
                Turn on
              </Button>
            </div>
          </>
        )
      ) : null}
    </section>
  );
}
