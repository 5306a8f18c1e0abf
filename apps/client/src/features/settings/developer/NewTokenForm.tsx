import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES, API_SCOPES, isBlank, type ApiScope } from '@gatherly/schema';
import { AccessTokensDocument, CreateAccessTokenDocument } from './AccessTokens.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { useT, type TextId } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { describedBy, FieldError, focusFirstInvalid } from '../../../ui/FieldError';
import { TextField } from '../../../ui/TextField';

/** What each scope lets a token do. */
const SCOPE_LABELS = {
  read: 'settings.newToken.scope.read',
  write: 'settings.newToken.scope.write',
  chat: 'settings.newToken.scope.chat',
} as const satisfies Record<ApiScope, TextId>;

interface Errors {
  name?: string;
  scopes?: string;
}

/** 'New token': a name, its scopes and when it expires; answers the secret to show once. */
export function NewTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiScope>>(() => new Set(['read']));
  const [expiry, setExpiry] = useState('90');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[] | null>(null);
  const [create, { loading }] = useMutation(CreateAccessTokenDocument, { refetchQueries: [AccessTokensDocument], awaitRefetchQueries: true });
  const form = useRef<HTMLFormElement>(null);
  const scopesLegend = useId();
  const scopesError = useId();
  const expiryId = useId();
  const t = useT();

  function toggle(scope: ApiScope, on: boolean) {
    setScopes((chosen) => {
      const next = new Set(chosen);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
    setErrors((current) => ({ ...current, scopes: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      name: isBlank(name) ? t(ACCESS_TOKEN_MESSAGES.nameRequired) : undefined,
      scopes: scopes.size === 0 ? t(ACCESS_TOKEN_MESSAGES.scopesRequired) : undefined,
    };
    if (found.name || found.scopes) {
      flushSync(() => setErrors(found));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    try {
      const input = { name: name.trim(), scopes: API_SCOPES.filter((scope) => scopes.has(scope)), expires_in_days: expiry === 'never' ? null : Number(expiry) };
      const { data } = await create({ variables: { input } });
      if (data) onCreated(data.createAccessToken.token);
      setName('');
    } catch (error) {
      console.error('Creating an access token failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <form ref={form} className="token-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.newToken.formLabel')}>
      <h2 className="settings-page__subtitle">{t('settings.newToken.title')}</h2>
      <TextField
        label={t('settings.newToken.name')}
        hint={t('settings.newToken.nameHint')}
        value={name}
        maxLength={ACCESS_TOKEN_LIMITS.nameLength}
        error={errors.name}
        disabled={loading}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <fieldset className="token-form__scopes" aria-labelledby={scopesLegend} disabled={loading}>
        <legend id={scopesLegend}>{t('settings.newToken.scopes')}</legend>
        {API_SCOPES.map((scope, index) => (
          <label key={scope} className="token-form__scope">
            <input
              type="checkbox"
              checked={scopes.has(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              aria-invalid={errors.scopes && index === 0 ? true : undefined}
              aria-describedby={errors.scopes ? describedBy(scopesError) : undefined}
            />
            {t(SCOPE_LABELS[scope])}
          </label>
        ))}
        <FieldError id={scopesError} error={errors.scopes} />
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={expiryId}>
          {t('settings.newToken.expires')}
        </label>
        <select id={expiryId} className="field__input" value={expiry} disabled={loading} onChange={(event) => setExpiry(event.target.value)}>
          {ACCESS_TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {t('settings.newToken.inDays', { days })}
            </option>
          ))}
          <option value="never">{t('settings.newToken.never')}</option>
        </select>
      </div>
      {problem ? <Alert tone="error" messages={problem} /> : null}
      <div>
        <Button type="submit" disabled={loading} aria-busy={loading}>
          {loading ? t('settings.newToken.creating') : t('settings.newToken.create')}
        </Button>
      </div>
    </form>
  );
}
