import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TextId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';
import { useAltTextReminder } from '../../../lib/preferences/alt-text-reminder';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useDiscardGuard } from '../../../ui/DiscardGuard';
import { AltReminderDialog } from './AltReminderDialog';
import { altFieldId, ArrangeStep } from './ArrangeStep';
import { ChooseStep } from './ChooseStep';
import { galleryAlts, undescribedCount, WIZARD_STEPS, type WizardStep } from './media-wizard';
import { UploadProgress } from './UploadProgress';
import { useMediaWizard, type WizardImage } from './use-media-wizard';

const STEP_NAMES = { choose: 'content.wizard.stepName.choose', arrange: 'content.wizard.stepName.arrange', details: 'content.wizard.stepName.details' } as const satisfies Record<WizardStep, TextId>;

export interface MediaWizardDialogProps {
  /** 'Create new post' or 'Create new event'. */
  title: string;
  submitLabel: string;
  /** The details step: the fields of the kind. */
  details: ReactNode;
  /** Uploading: the dialog cannot be closed and nothing can be changed. */
  busy: boolean;
  /** Share of the upload sent, 0 to 1, while uploading. */
  progress: number | null;
  /** `form` holds the details step's fields (to focus the first one in error); `alts` the images' descriptions in gallery order ("" for none). */
  onSubmit: (files: File[], form: HTMLFormElement, alts: string[]) => void;
  /** Unmounts the wizard, which resets it and releases the previews. */
  onClose: () => void;
  /** The details hold something typed: closing asks first, as it does once photos are chosen. */
  typed: boolean;
}

/** The 3-step creation wizard of posts and events (spec §4). */
export function MediaWizardDialog({ title, submitLabel, details, busy, progress, onSubmit, onClose, typed }: MediaWizardDialogProps) {
  const t = useT();
  const formId = useId();
  const { state, dispatch, addFiles, fileProblems, alts, describe } = useMediaWizard();
  const remind = useAltTextReminder();
  // The details form, while the reminder about undescribed images asks before sharing.
  const [reminding, setReminding] = useState<HTMLFormElement | null>(null);
  // Back from the reminder: the id of the description field to focus, the first image's left undescribed.
  const describeNext = useRef<string | null>(null);
  const { step, images } = state;
  const discard = useDiscardGuard(images.length > 0 || typed, onClose);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);

  // A step change moves focus to the new step (its first field on the details step), never to the page.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const describe = describeNext.current;
    describeNext.current = null;
    const field = step === 'details' ? form.current?.querySelector<HTMLElement>('input, textarea, select') : describe ? document.getElementById(describe) : null;
    (field ?? stepHeading.current)?.focus();
  }, [step]);
  const close = () => (busy ? undefined : discard.request());

  const share = (details: HTMLFormElement) => onSubmit(images.map((image: WizardImage) => image.file), details, galleryAlts(images, alts));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A gentle reminder, never a refusal: Share anyway goes on.
    if (remind && undescribedCount(images, alts) > 0) setReminding(event.currentTarget);
    else share(event.currentTarget);
  };
  const addDescriptions = () => {
    setReminding(null);
    const undescribed = images.find((image) => !(alts[image.key] ?? '').trim());
    describeNext.current = undescribed ? altFieldId(undescribed.key) : null;
    dispatch({ type: 'back' });
  };
  const shareAnyway = () => {
    const details = reminding;
    setReminding(null);
    if (details) share(details);
  };

  const back = (
    <Button key="back" variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
      {t('content.wizard.back')}
    </Button>
  );
  const next = (
    <Button key="next" onClick={() => dispatch({ type: 'next' })} disabled={images.length === 0}>
      {t('content.wizard.next')}
    </Button>
  );
  const actions = {
    choose: (
      <>
        <Button key="cancel" variant="secondary" onClick={close}>
          {t('content.wizard.cancel')}
        </Button>
        {images.length > 0 ? next : null}
      </>
    ),
    arrange: (
      <>
        {back}
        {next}
      </>
    ),
    details: (
      <>
        {back}
        {/* Its own key: were React to turn the Next button into it, the click on Next would submit. */}
        <Button key="submit" type="submit" form={formId} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </>
    ),
  }[step];

  return (
    <Dialog open onClose={close} title={title} size="wide" actions={actions}>
      <h3 className="wizard__step" ref={stepHeading} tabIndex={-1}>
        {t('content.wizard.step', { number: WIZARD_STEPS.indexOf(step) + 1, total: WIZARD_STEPS.length, name: t(STEP_NAMES[step]) })}
      </h3>
      {step !== 'details' ? <Alert tone="error" messages={fileProblems} /> : null}
      {step === 'choose' ? <ChooseStep onFiles={addFiles} chosen={images.length} /> : null}
      {step === 'arrange' ? <ArrangeStep images={images} dispatch={dispatch} onFiles={addFiles} alts={alts} onDescribe={describe} /> : null}
      {step === 'details' ? (
        <form id={formId} ref={form} className="wizard__details" onSubmit={submit} noValidate>
          <img className="wizard__details-cover" src={images[0]?.url} alt={images[0] && alts[images[0].key]?.trim() ? t('content.wizard.coverWithDescription', { description: alts[images[0].key].trim() }) : t('content.wizard.cover')} />
          <fieldset className="content-form" disabled={busy}>
            {details}
            {progress !== null ? <UploadProgress fraction={progress} /> : null}
          </fieldset>
        </form>
      ) : null}
      <AltReminderDialog open={reminding !== null} undescribed={undescribedCount(images, alts)} total={images.length} onDescribe={addDescriptions} onShareAnyway={shareAnyway} />
      {discard.dialog}
    </Dialog>
  );
}
