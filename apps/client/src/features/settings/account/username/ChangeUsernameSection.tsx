import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS, USERNAME_CHANGE_MESSAGES, dayText, isUsernameMessage, usernameChangeProblems, type Said } from '@gatherly/schema';
import { AccountUsernameDocument, ChangeUsernameDocument } from './ChangeUsername.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { formatLocale, Phrase, useSay, useT } from '../../../../lib/i18n';
import { sessionStore } from '../../../../lib/session';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { Pending } from '../../../../ui/Pending';
import { TextField } from '../../../../ui/TextField';
import { sortProblems, type FieldProblems } from '../field-problems';
import '../account-sections.css';

/** The day a username may change again in the language shown ('12 January 2027'): the day in UTC, as the server's refusal says it. */
const changeDate = (date: string) => dayText(formatLocale(), date);

/**
 * Settings › Account, "Username": the current name and a new one. The rule (once every 30 days,
 * the old name kept 90 days) is said before submitting, and when the next change may come.
 */
export function ChangeUsernameSection() {
  const { data, error, refetch } = useQuery(AccountUsernameDocument, { fetchPolicy: 'cache-and-network' });
  const [change, { loading }] = useMutation(ChangeUsernameDocument);
  const [username, setUsername] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'username'>>({ fields: {}, other: [] });
  const [done, setDone] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useId();
  const me = data?.me;
  const t = useT();
  const say = useSay();

  function fail(messages: readonly Said[]) {
    const worded = messages.map((message) => say(message));
    flushSync(() => setProblems(sortProblems(worded, (message) => (isUsernameMessage(message, say) ? 'username' : undefined))));
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!me) return;
    const found = usernameChangeProblems(username);
    if (found.length > 0) return fail(found);
    if (username === me.username) return fail([USERNAME_CHANGE_MESSAGES.same]);
    setProblems({ fields: {}, other: [] });
    setDone(null);
    try {
      const { data: answer } = await change({ variables: { input: { username } } });
      if (!answer) return;
      sessionStore.setUsername(answer.changeUsername.username);
      setDone(answer.changeUsername.message);
      setUsername('');
      void refetch();
    } catch (failure) {
      console.error('Changing the username failed', failure);
      fail(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <section className="account-section" aria-labelledby={heading}>
      <h2 className="settings-page__subtitle" id={heading}>
        {t('settings.username.title')}
      </h2>
      {!me ? <Pending error={error} onRetry={() => refetch()} label={t('settings.username.loading')} count={1} /> : null}
      {me ? (
        <>
          <p className="account-section__current">
            <Phrase id={'settings.username.current'} values={{ username: me.username }} components={[<strong />]} />
          </p>
          {done ? <Alert tone="success" messages={[done]} /> : null}
          <form ref={form} className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('settings.username.formLabel')}>
            <fieldset className="settings-form__fields" disabled={loading}>
              <TextField
                label={t('settings.username.newLabel')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                hint={
                  me.username_changeable_at
                    ? `${t(USERNAME_CHANGE_MESSAGES.rule)} ${t('settings.username.changeAgain', { date: changeDate(me.username_changeable_at) })}`
                    : t(USERNAME_CHANGE_MESSAGES.rule)
                }
                maxLength={LIMITS.usernameMaxLength}
                value={username}
                error={problems.fields.username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setProblems((current) => ({ ...current, fields: {} }));
                }}
              />
            </fieldset>
            {problems.other.length > 0 ? <Alert tone="error" messages={problems.other} /> : null}
            <div className="settings-form__actions">
              <Button type="submit" disabled={loading} aria-busy={loading}>
                {loading ? t('settings.username.changing') : t('settings.username.change')}
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}
