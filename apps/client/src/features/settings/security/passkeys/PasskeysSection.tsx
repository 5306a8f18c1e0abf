import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { PASSKEY_LIMITS } from '@gatherly/schema';
import { PasskeysDocument } from './Passkeys.generated';
import { useT } from '../../../../lib/i18n';
import { EmptyState } from '../../../../ui/EmptyState';
import { Pending } from '../../../../ui/Pending';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyRow } from './PasskeyRow';
import './passkeys.css';

/**
 * Settings › Security › Passkeys: the passkeys of the account (added, last used), each renamed in
 * place or removed after asking, and "Add a passkey", which names it and runs the browser's prompt.
 */
export function PasskeysSection() {
  const { data, error, refetch } = useQuery(PasskeysDocument, { fetchPolicy: 'cache-and-network' });
  const heading = useId();
  const t = useT();
  const passkeys = data?.passkeys;
  const full = (passkeys?.length ?? 0) >= PASSKEY_LIMITS.perAccount;

  return (
    <section className="passkeys" aria-labelledby={heading}>
      <h2 id={heading} className="settings-page__subtitle">
        {t('settings.passkeys.title')}
      </h2>
      <p className="settings-page__intro">
        {t('settings.passkeys.intro')}
      </p>
      {!passkeys ? <Pending error={error} onRetry={() => refetch()} label={t('settings.passkeys.loading')} count={1} /> : null}
      {passkeys && passkeys.length === 0 ? <EmptyState title={t('settings.passkeys.empty')} compact /> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="settings-list" aria-label={t('settings.passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.passkey_id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      {passkeys ? <AddPasskeyForm full={full} /> : null}
    </section>
  );
}
