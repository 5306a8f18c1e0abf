import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import { AccessTokensDocument } from './AccessTokens.generated';
import { Phrase, useT } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pending } from '../../../ui/Pending';
import { AccessTokenRow } from './AccessTokenRow';
import { NewTokenForm } from './NewTokenForm';

/**
 * /settings/developer: personal access tokens for scripts and other programs. A new token's secret
 * is shown once, when it is made; the list shows what each may do and when it was last used.
 */
export function DeveloperSettingsPage() {
  const { data, error, refetch } = useQuery(AccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const tokens = data?.accessTokens;
  const t = useT();

  async function copy() {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  }

  return (
    <section className="settings-page">
      <title>{t('settings.developer.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.developer.title')}</h1>
      <p className="settings-page__intro">
        <Phrase id={'settings.developer.intro'} components={[<a href="/api/docs" />]} />
      </p>
      {secret ? (
        <div className="calendar-link">
          <label className="calendar-link__label" htmlFor="new-token">
            {t(ACCESS_TOKEN_MESSAGES.created)}
          </label>
          {/* Focus moves to each new secret (remounted by its key), so that its label is read out with it. */}
          <input key={secret} id="new-token" className="calendar-link__input" readOnly value={secret} autoFocus onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('settings.developer.copied') : t('settings.developer.copy')}
          </Button>
        </div>
      ) : null}
      <NewTokenForm
        onCreated={(made) => {
          setCopied(false);
          setSecret(made);
        }}
      />
      <h2 className="settings-page__subtitle">{t('settings.developer.tokensTitle')}</h2>
      {!tokens ? <Pending error={error} onRetry={() => refetch()} label={t('settings.developer.loading')} count={2} /> : null}
      {tokens && tokens.length === 0 ? <EmptyState title={t('settings.developer.empty')} compact /> : null}
      {tokens && tokens.length > 0 ? (
        <ul className="settings-list" aria-label={t('settings.developer.listLabel')}>
          {tokens.map((token) => (
            <AccessTokenRow key={token.id} token={token} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
