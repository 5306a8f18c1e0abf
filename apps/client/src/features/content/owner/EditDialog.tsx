import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useT } from '../../../lib/i18n';
import type { ContentKind } from '../kind-facts';

/** What `submit`'s promise answers when the server refused a value now shown at its field: the dialog stays open. */
export const STAY_OPEN = Symbol('stay open');

export interface EditDialogProps {
  kind: ContentKind;
  /** Update is disabled (nothing changed, or the text is blank); it is also while the update is sent. */
  disabled: boolean;
  /** The update is in flight: Cancel, Update and closing do nothing. */
  pending: boolean;
  /**
   * Sends the change when Update is pressed; null sends nothing and keeps the dialog open (the
   * values were refused, and said so if need be); a promise answering STAY_OPEN keeps it open too.
   */
  submit: (form: HTMLFormElement) => Promise<unknown> | null;
  /** Called once the update answered, success or failure (only logged), and on Cancel. */
  onDone: () => void;
  /** The form's class (the fields may bring their own wrapper instead). */
  formClassName?: string;
  /** Leave the checks to `submit` instead of the browser's validation. */
  noValidate?: boolean;
  /** The fields, prefilled with the item's values. */
  children: ReactNode;
}

/** 'Update {Kind}' of the owner menu: the fields, Cancel and Update; closes once the update answered. */
export function EditDialog({ kind, disabled, pending, submit, onDone, formClassName, noValidate, children }: EditDialogProps) {
  const t = useT();
  const formId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || pending) return;
    const sending = submit(event.currentTarget);
    if (sending === null) return;
    try {
      if ((await sending) === STAY_OPEN) return;
    } catch (error) {
      console.error(`Update ${kind} failed`, error);
    }
    onDone();
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onDone())}
      title={t('content.edit.title', { kind })}
      actions={
        <>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            {t('content.edit.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={disabled || pending}>
            {t('content.edit.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate={noValidate}>
        {children}
      </form>
    </Dialog>
  );
}
