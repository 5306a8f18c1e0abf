import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MODERATION_LIMITS, moderationReasonProblems, type TextRef } from '@gatherly/schema';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../lib/errors/describe-error';
import { say, useT } from '../../lib/i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { focusFirstInvalid } from '../../ui/FieldError';
import { TextArea } from '../../ui/TextArea';

export interface ReasonDialogProps {
  title: string;
  /** What will happen, above the reason. */
  intro: string;
  /** The confirming button: 'Remove post', 'Suspend account'. */
  confirm: string;
  /** Does it; a failure is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** The field's label, when the reason is not told to the account concerned (a dismissal); else 'Reason (they are told this)'. */
  label?: string;
  /** What a blank reason is told. */
  required?: TextRef;
}

/** Asks a moderator why, in words the account concerned is told, before an action on it. */
export function ReasonDialog({ title, intro, confirm, onConfirm, onClose, label, required }: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [invalid] = moderationReasonProblems(reason, required);
    if (invalid) {
      flushSync(() => setFieldError(say(invalid)));
      focusFirstInvalid(form.current);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      console.error(`${confirm} failed`, error);
      setProblem(describeError(error, DEFAULT_PROBLEM_TEXTS).messages);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} locked={busy} title={title}>
      <form ref={form} className="reason-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="reason-form__intro">{intro}</p>
        <TextArea
          label={label ?? t('notifications.moderation.reason.label')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setFieldError(undefined);
          }}
          maxLength={MODERATION_LIMITS.reasonLength}
          counter
          rows={3}
          error={fieldError}
          disabled={busy}
        />
        {problem ? <Alert tone="error" messages={problem} /> : null}
        <div className="reason-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('notifications.moderation.reason.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
            {busy ? t('notifications.moderation.reason.working') : confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
