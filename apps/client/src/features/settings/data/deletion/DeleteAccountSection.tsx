import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETION_LIMITS, ACCOUNT_DELETION_MESSAGES, fieldOf, TWO_FACTOR_CODE_FIELDS, TWO_FACTOR_MESSAGES, type FieldTexts } from '@gatherly/schema';
import { DeleteAccountSettingsDocument, RequestAccountDeletionDocument } from './DeleteAccount.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { say, useT } from '../../../../lib/i18n';
import { PATHS } from '../../../../lib/paths';
import { sessionStore } from '../../../../lib/session';
import { rememberSessionEnd } from '../../../../lib/session/session-end';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { PasswordField } from '../../../../ui/PasswordField';
import { SecondFactorCodeField } from '../../../account';

const GRACE_DAYS = Math.round(ACCOUNT_DELETION_LIMITS.graceSeconds / 86_400);
/** The field each of the server's refusals of a deletion is about. */
const FIELD_OF: FieldTexts<'password' | 'code'> = [
  [ACCOUNT_DELETION_MESSAGES.passwordWrong, 'password'],
  [ACCOUNT_DELETION_MESSAGES.passwordRequired, 'password'],
  ...TWO_FACTOR_CODE_FIELDS,
];

interface Errors {
  password?: string;
  code?: string;
}

/**
 * Settings, Your data: "Delete account". Says what happens, asks the password (and a code when
 * two-factor sign-in is on), asks once more, then signs out: the login page says when it happens.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const settings = useQuery(DeleteAccountSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [requestDeletion, { loading }] = useMutation(RequestAccountDeletionDocument);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const twoFactor = settings.data?.me.two_factor_enabled === true;
  const t = useT();

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem([]);
    const found: Errors = {
      password: password === '' ? t(ACCOUNT_DELETION_MESSAGES.passwordRequired) : undefined,
      code: twoFactor && code.trim() === '' ? t(TWO_FACTOR_MESSAGES.codeRequired) : undefined,
    };
    if (found.password || found.code) {
      flushSync(() => setErrors(found));
      focusFirstInvalid(form.current);
      return;
    }
    setConfirming(true);
  }

  async function deleteAccount() {
    try {
      const { data } = await requestDeletion({ variables: { input: { password, code: twoFactor ? code.trim() : null } } });
      if (!data) throw new Error('The deletion was answered without data');
      // Every session has ended: the login page says when the account goes, and how to keep it.
      rememberSessionEnd(data.requestAccountDeletion.message);
      // Signed out by the person here: no page is kept for after the next login.
      sessionStore.logOut();
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      const messages = describeError(error, DEFAULT_PROBLEM_TEXTS).messages;
      const found: Errors = {
        password: messages.find((message) => fieldOf(FIELD_OF, message, say) === 'password'),
        code: messages.find((message) => fieldOf(FIELD_OF, message, say) === 'code'),
      };
      flushSync(() => {
        setConfirming(false);
        setErrors(found);
        setProblem(messages.filter((message) => message !== found.password && message !== found.code));
      });
      focusFirstInvalid(form.current);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="settings-page__subtitle">
        {t('settings.deletion.title')}
      </h2>
      <p className="settings-page__intro">
        {t('settings.deletion.intro', { days: GRACE_DAYS, name: t('messages.message.deletedAccount') })}
      </p>
      <form ref={form} className="settings-form" onSubmit={ask} noValidate aria-label={t('settings.deletion.formLabel')}>
        <PasswordField
          label={t('settings.deletion.password')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          disabled={loading}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        {twoFactor ? (
          <SecondFactorCodeField
            value={code}
            error={errors.code}
            disabled={loading}
            onChange={(event) => {
              setCode(event.target.value);
              setErrors((current) => ({ ...current, code: undefined }));
            }}
          />
        ) : null}
        <Alert tone="error" messages={problem} />
        <div>
          <Button type="submit" variant="danger" disabled={loading || settings.data === undefined}>
            {t('settings.deletion.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog open={confirming} title={t('settings.deletion.confirmTitle')} confirmLabel={t('settings.deletion.confirm')} pending={loading} onConfirm={deleteAccount} onCancel={() => setConfirming(false)}>
        <p>{t('settings.deletion.confirmText', { days: GRACE_DAYS })}</p>
      </ConfirmDialog>
    </section>
  );
}
