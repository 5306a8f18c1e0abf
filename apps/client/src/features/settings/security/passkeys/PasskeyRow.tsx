import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@apollo/client/react';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, passkeyNameProblems } from '@gatherly/schema';
import { PasskeysDocument, RemovePasskeyDocument, RenamePasskeyDocument, type PasskeyRow_PasskeyFragment } from './Passkeys.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { focusFirstInvalid } from '../../../../ui/FieldError';
import { useNotices } from '../../../../ui/Notices';
import { TextField } from '../../../../ui/TextField';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

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
      flushSync(() => setNameError(wrong));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    try {
      await rename({ variables: { id: passkey.passkey_id, input: { name: name.trim() } } });
      stopEditing();
      notices.tell(PASSKEY_MESSAGES.renamed);
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
      notices.tell(data?.removePasskey ?? PASSKEY_MESSAGES.removed);
    } catch (error) {
      console.error('Removing a passkey failed', error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  return (
    <li className="settings-list__item passkeys__item">
      {editing ? (
        <form ref={form} className="passkeys__rename" onSubmit={(event) => void save(event)} noValidate aria-label={`Rename ${passkey.name}`}>
          <TextField
            label="New name"
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
              {renaming.loading ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={stopEditing} disabled={renaming.loading}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="token-list__about">
            <strong>{passkey.name}</strong>
            <span className="token-list__meta">
              Added {day(passkey.created_at)} · {passkey.last_used_at ? `Last used ${day(passkey.last_used_at)}` : 'Never used'}
            </span>
          </div>
          <div ref={actions} className="passkeys__actions">
            <Button
              variant="secondary"
              onClick={() => {
                setName(passkey.name);
                setEditing(true);
              }}
              aria-label={`Rename ${passkey.name}`}
            >
              Rename
            </Button>
            <Button variant="danger" onClick={() => setAsking(true)} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Remove passkey"
        confirmLabel={removing.loading ? 'Removing...' : 'Remove'}
        onConfirm={removePasskey}
        onCancel={() => setAsking(false)}
        pending={removing.loading}
      >
        <p>“{passkey.name}” will no longer sign you in. You can add it again later.</p>
        {problem && !editing ? <Alert tone="error" messages={problem} /> : null}
      </ConfirmDialog>
    </li>
  );
}
