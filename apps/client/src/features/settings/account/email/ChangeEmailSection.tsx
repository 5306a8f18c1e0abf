import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { EMAIL_CHANGE_MESSAGE_FIELDS, fieldOf, LIMITS, emailChangeProblems } from '@gatherly/schema';
import { AccountEmailDocument, ChangeEmailDocument } from './ChangeEmail.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { Phrase, say, useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { PasswordField } from '../../../../ui/PasswordField';
import { Pending } from '../../../../ui/Pending';
import { TextField } from '../../../../ui/TextField';
import { sortProblems, type FieldProblems } from '../field-problems';
import '../account-sections.css';

type Field = 'new_email' | 'password';

/**
 * Settings › Account, "E-mail address": the current address, and a new one with the password. The
 * server mails the new address a link; until it is opened the account keeps the current one.
 */
export function ChangeEmailSection() {
  const { data, error, refetch } = useQuery(AccountEmailDocument, { fetchPolicy: 'cache-and-network' });
  const [change, { loading }] = useMutation(ChangeEmailDocument);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({ fields: {}, other: [] });
  const [sent, setSent] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useId();
  const me = data?.me;
  const t = useT();

  function fail(messages: string[]) {
    flushSync(() => setProblems(sortProblems(messages, (message) => fieldOf(EMAIL_CHANGE_MESSAGE_FIELDS, message, say))));
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!me) return;
    const found = emailChangeProblems({ new_email: newEmail, password }, me.email);
    if (found.length > 0) return fail(found.map(say));
    setProblems({ fields: {}, other: [] });
    setSent(null);
    try {
      const { data: answer } = await change({ variables: { input: { new_email: newEmail.trim(), password } } });
      if (!answer) return;
      setSent(answer.changeEmail.message);
      setNewEmail('');
      setPassword('');
      void refetch();
    } catch (failure) {
      console.error('Asking to change the e-mail address failed', failure);
      fail(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  return (
    <section className="account-section" aria-labelledby={heading}>
      <h2 className="settings-page__subtitle" id={heading}>
        {t('settings.email.title')}
      </h2>
      {!me ? <Pending error={error} onRetry={() => refetch()} label={t('settings.email.loading')} count={1} /> : null}
      {me ? (
        <>
          <p className="account-section__current">
            <Phrase id={'settings.email.current'} values={{ email: me.email }} components={[<strong />]} />
          </p>
          {sent ? <Alert tone="success" messages={[sent]} /> : null}
          {!sent && me.pending_email ? (
            <Alert tone="info" messages={[t('settings.email.pending', { email: me.pending_email })]} />
          ) : null}
          <form ref={form} className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.email.formLabel')}>
            <fieldset className="settings-form__fields" disabled={loading}>
              <TextField
                label={t('settings.email.newLabel')}
                type="email"
                autoComplete="email"
                hint={t('settings.email.newHint')}
                maxLength={LIMITS.emailMaxLength}
                value={newEmail}
                error={problems.fields.new_email}
                onChange={(event) => edit('new_email', setNewEmail)(event.target.value)}
              />
              <PasswordField
                label={t('settings.email.password')}
                autoComplete="current-password"
                value={password}
                error={problems.fields.password}
                onChange={(event) => edit('password', setPassword)(event.target.value)}
              />
            </fieldset>
            {problems.other.length > 0 ? <Alert tone="error" messages={problems.other} /> : null}
            <div className="settings-form__actions">
              <Button type="submit" disabled={loading} aria-busy={loading}>
                {loading ? t('settings.email.sending') : t('settings.email.send')}
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}
