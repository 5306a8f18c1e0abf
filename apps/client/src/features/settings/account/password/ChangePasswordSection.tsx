import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { fieldOf, MESSAGES, PASSWORD_CHANGE_MESSAGES, validateNewPassword, type FieldTexts } from '@gatherly/schema';
import { ChangePasswordDocument } from './ChangePassword.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { say, useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { PasswordField } from '../../../../ui/PasswordField';
import { PasswordRequirements } from '../../../account';

type Field = 'current' | 'next' | 'confirmation';
type Errors = Partial<Record<Field, string>>;

/** The field each of the form's own and the server's messages is about. */
const FIELD_OF: FieldTexts<Field> = [
  [PASSWORD_CHANGE_MESSAGES.currentRequired, 'current'],
  [PASSWORD_CHANGE_MESSAGES.currentWrong, 'current'],
  [PASSWORD_CHANGE_MESSAGES.sameAsCurrent, 'next'],
  [MESSAGES.newPasswordRule, 'next'],
  [MESSAGES.passwordsDoNotMatch, 'confirmation'],
];

/** Sorts messages onto their fields; those about no field are answered apart. */
function sortOut(messages: readonly string[]): { errors: Errors; rest: string[] } {
  const errors: Errors = {};
  const rest: string[] = [];
  for (const message of messages) {
    const field = fieldOf(FIELD_OF, message, say);
    if (field && !errors[field]) errors[field] = message;
    else rest.push(message);
  }
  return { errors, rest };
}

/** Settings, Account, Password: the current password, then the new one twice; other devices are signed out. */
export function ChangePasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const t = useT();

  function show(messages: readonly string[]) {
    const sorted = sortOut(messages);
    flushSync(() => {
      setErrors(sorted.errors);
      setProblem(sorted.rest);
    });
    focusFirstInvalid(form.current);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const own = [...(current === '' ? [PASSWORD_CHANGE_MESSAGES.currentRequired] : []), ...validateNewPassword(next, confirmation)];
    if (own.length > 0) return show(own.map(say));
    setErrors({});
    setProblem([]);
    try {
      const { data } = await change({ variables: { input: { current_password: current, new_password: next } } });
      setCurrent('');
      setNext('');
      setConfirmation('');
      setDone(data?.changePassword ?? t(PASSWORD_CHANGE_MESSAGES.changed));
    } catch (error) {
      console.error('Changing the password failed', error);
      show(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setDone(null);
    setErrors((now) => ({ ...now, [field]: undefined }));
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 className="settings-page__subtitle" id={headingId}>
        {t('settings.password.title')}
      </h2>
      <form ref={form} className="token-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <PasswordField
          label={t('settings.password.current')}
          autoComplete="current-password"
          value={current}
          error={errors.current}
          disabled={loading}
          onChange={(event) => edit('current', setCurrent)(event.target.value)}
        />
        <PasswordField
          label={t('settings.password.new')}
          autoComplete="new-password"
          value={next}
          error={errors.next}
          disabled={loading}
          hint={<PasswordRequirements password={next} />}
          onChange={(event) => edit('next', setNext)(event.target.value)}
        />
        <PasswordField
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          value={confirmation}
          error={errors.confirmation}
          disabled={loading}
          onChange={(event) => edit('confirmation', setConfirmation)(event.target.value)}
        />
        {problem.length > 0 ? <Alert tone="error" messages={problem} /> : null}
        {done ? <Alert tone="success" messages={[done]} /> : null}
        <div>
          <Button type="submit" disabled={loading} aria-busy={loading}>
            {loading ? t('settings.password.changing') : t('settings.password.change')}
          </Button>
        </div>
      </form>
    </section>
  );
}
