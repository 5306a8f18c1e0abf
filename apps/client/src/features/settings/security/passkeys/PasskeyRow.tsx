import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, passkeyNameProblems } from '@gatherly/schema';
import { PasskeysDocument, RemovePasskeyDocument, RenamePasskeyDocument, type PasskeyRow_PasskeyFragment } from './Passkeys.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { formatLocale, say, useT } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { useNotices } from '../../../../ui/Notices';
import { TextField } from '../../../../ui/TextField';

const day = (iso: string) => new Date(iso).toLocaleDateString(formatLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

/** One passkey of the list: its name and dates, Rename (in place) and Remove (after asking). */
export function PasskeyRow({ passkey }: { passkey: PasskeyRow_PasskeyFragment }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  // Passkeys have no `id` for the cache to find them by: the list is read again.
  const [rename, renaming] = useMutation(RenamePasskeyDocument, { refetchQueries: [PasskeysDocument], awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemovePasskeyDocument, { refetchQueries: [PasskeysDocument], awaitRefetchQueries: true });
  const form = useRef<HTMLFormElement>(null);
  // Focus goes back to Rename once the name is saved or the edit cancelled.
  const actions = useRef<HTMLDivElement>(null);
  const notices = useNotices();
  const t = useT();

  function stopEditing() {
    flushSync(() => {
      setEditing(false);
      setNameError(undefined);
      setProblem(null);
    });
    actions.current?.querySelector('button')?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [wrong] = passkeyNameProblems(name);
    if (wrong) {
      flushSync(() => setNameError(say(wrong)));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    try {
      await rename({ variables: { id: passkey.passkey_id, input: { name: name.trim() } } });
      stopEditing();
      notices.tell(t(PASSKEY_MESSAGES.renamed));
    } catch (error) {
      console.error('Renaming a passkey failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  async function removePasskey() {
    setProblem(null);
    try {
      const { data } = await remove({ variables: { id: passkey.passkey_id } });
      setAsking(false);
      notices.tell(data?.removePasskey ?? t(PASSKEY_MESSAGES.removed));
    } catch (error) {
      console.error('Removing a passkey failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <li className="settings-list__item passkeys__item">
      {editing ? (
        <form ref={form} className="passkeys__rename" onSubmit={(event) => void save(event)} noValidate aria-label={t('settings.passkeys.renameLabel', { name: passkey.name })}>
          <TextField
            label={t('settings.passkeys.newName')}
            value={name}
            maxLength={PASSKEY_LIMITS.nameLength}
            error={nameError}
            disabled={renaming.loading}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') stopEditing();
            }}
          />
          {problem ? <Alert tone="error" messages={problem} /> : null}
          <div className="passkeys__actions">
            <Button type="submit" disabled={renaming.loading} aria-busy={renaming.loading}>
              {renaming.loading ? t('settings.passkeys.saving') : t('settings.passkeys.save')}
            </Button>
            <Button variant="secondary" onClick={stopEditing} disabled={renaming.loading}>
              {t('settings.passkeys.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="token-list__about">
            <strong>{passkey.name}</strong>
            <span className="token-list__meta">
              {t('settings.passkeys.added', { date: day(passkey.created_at) })} ·{' '}
              {passkey.last_used_at ? t('settings.passkeys.lastUsed', { date: day(passkey.last_used_at) }) : t('settings.passkeys.neverUsed')}
            </span>
          </div>
          <div ref={actions} className="passkeys__actions">
            <Button
              variant="secondary"
              onClick={() => {
                setName(passkey.name);
                setEditing(true);
              }}
              aria-label={t('settings.passkeys.renameLabel', { name: passkey.name })}
            >
              {t('settings.passkeys.rename')}
            </Button>
            <Button variant="danger" onClick={() => setAsking(true)} aria-label={t('settings.passkeys.removeLabel', { name: passkey.name })}>
              {t('settings.passkeys.remove')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('settings.passkeys.removeTitle')}
        confirmLabel={removing.loading ? t('settings.passkeys.removing') : t('settings.passkeys.remove')}
        onConfirm={removePasskey}
        onCancel={() => setAsking(false)}
        pending={removing.loading}
      >
        <p>{t('settings.passkeys.removeText', { name: passkey.name })}</p>
        {problem && !editing ? <Alert tone="error" messages={problem} /> : null}
      </ConfirmDialog>
    </li>
  );
}
