import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { PASSKEY_LIMITS } from '@gatherly/schema';
import { PasskeysDocument } from './Passkeys.generated';
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
  const passkeys = data?.passkeys;
  const full = (passkeys?.length ?? 0) >= PASSKEY_LIMITS.perAccount;

  return (
    <section className="passkeys" aria-labelledby={heading}>
      <h2 id={heading} className="settings-page__subtitle">
        Passkeys
      </h2>
      <p className="settings-page__intro">
        A passkey signs you in with your fingerprint, face or device PIN instead of your password, and can stand in for the code of your authenticator
        app. It stays on your device: Gatherly keeps only what checks it.
      </p>
      {!passkeys ? <Pending error={error} onRetry={() => refetch()} label="Loading your passkeys…" count={1} /> : null}
      {passkeys && passkeys.length === 0 ? <EmptyState title="You have no passkeys." compact /> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className="settings-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.passkey_id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      {passkeys ? <AddPasskeyForm full={full} /> : null}
    </section>
  );
}
