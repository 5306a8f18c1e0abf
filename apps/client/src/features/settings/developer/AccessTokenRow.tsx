import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ACCESS_TOKEN_MESSAGES } from '@gatherly/schema';
import { AccessTokensDocument, RevokeAccessTokenDocument, type AccessTokenRow_TokenFragment } from './AccessTokens.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { formatLocale, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useNotices } from '../../../ui/Notices';

const day = (iso: string) => new Date(iso).toLocaleDateString(formatLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

/** One token of the list: its name, scopes, end characters and dates, and Revoke (after asking). */
export function AccessTokenRow({ token }: { token: AccessTokenRow_TokenFragment }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [revoke, { loading }] = useMutation(RevokeAccessTokenDocument, { refetchQueries: [AccessTokensDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const t = useT();

  async function revokeToken() {
    setProblem(null);
    try {
      const { data } = await revoke({ variables: { id: token.id } });
      setAsking(false);
      notices.tell(data?.revokeAccessToken ?? t(ACCESS_TOKEN_MESSAGES.revoked));
    } catch (error) {
      console.error('Revoking an access token failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <li className="settings-list__item">
      <div className="token-list__about">
        <strong>{token.name}</strong>
        <span className="token-list__meta">
          {t('settings.token.endsIn', { scopes: token.scopes.join(', '), lastFour: token.last_four })}
        </span>
        <span className="token-list__meta">
          {t('settings.token.created', { date: day(token.created_at) })} ·{' '}
          {token.last_used_at ? t('settings.token.lastUsed', { date: day(token.last_used_at) }) : t('settings.token.neverUsed')} ·{' '}
          {token.expires_at ? t('settings.token.expires', { date: day(token.expires_at) }) : t('settings.token.neverExpires')}
        </span>
      </div>
      <Button variant="danger" onClick={() => setAsking(true)} aria-label={t('settings.token.revokeLabel', { name: token.name })}>
        {t('settings.token.revoke')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('settings.token.revokeTitle')}
        confirmLabel={loading ? t('settings.token.revoking') : t('settings.token.revoke')}
        onConfirm={revokeToken}
        onCancel={() => setAsking(false)}
        pending={loading}
      >
        <p>{t('settings.token.revokeText', { name: token.name })}</p>
        {problem ? <Alert tone="error" messages={problem} /> : null}
      </ConfirmDialog>
    </li>
  );
}
