import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { useT } from '../../../lib/i18n';
import { MediaWizardDialog } from '../create/MediaWizardDialog';
import { useCreateUpload } from '../create/use-create-upload';
import { EMPTY_EVENT_FORM, eventFieldErrors, eventFormData, eventPayload, refusalsLeft, refusedFieldErrors, stillWrong, toLocalInput, type EventFieldErrors, type EventFormValues } from './event-form';
import { EventFields } from './EventFields';
import { RepeatFields } from './series/RepeatFields';
import { NO_REPEAT, repeatErrors, repeatRule, repeatStillWrong, type RepeatErrors } from './series/repeat-form';

/** 'Create new event': images, then the event fields (a blank name says 'Event name is required' at the field). */
export function CreateEventDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState(EMPTY_EVENT_FORM);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [repeat, setRepeat] = useState(NO_REPEAT);
  const [repeatWrong, setRepeatWrong] = useState<RepeatErrors>({});
  // What the server refused (a capacity it does not take), at the field until the field changes.
  const [refused, setRefused] = useState<EventFieldErrors>({});
  const [minDate] = useState(() => toLocalInput(new Date()));
  const sentForm = useRef<HTMLFormElement | null>(null);
  const { send, busy, progress } = useCreateUpload('event', onClose, (messages) => {
    const atFields = refusedFieldErrors(messages);
    if (!atFields) return false;
    flushSync(() => setRefused(atFields));
    focusFirstInvalid(sentForm.current);
    return true;
  });

  function change(patch: Partial<EventFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setRefused((current) => refusalsLeft(current, patch));
  }

  function onSubmit(files: File[], form: HTMLFormElement, alts: string[]) {
    const found = eventFieldErrors(values);
    const repeatFound = repeatErrors(repeat, values.event_date);
    flushSync(() => {
      setErrors(found);
      setRepeatWrong(repeatFound);
    });
    if (Object.keys(found).length > 0 || Object.keys(repeatFound).length > 0) return focusFirstInvalid(form);
    sentForm.current = form;
    // A repeating event: its rule (the server makes the dates).
    const rule = repeatRule(repeat, values.event_date);
    void send({ ...eventFormData(eventPayload(values)), ...(rule ? { event_rrule: rule } : {}) }, files, alts);
  }

  return (
    <MediaWizardDialog
      title={t('events.wizard.title')}
      submitLabel={t('events.wizard.create')}
      busy={busy}
      progress={progress}
      onClose={onClose}
      typed={repeat !== NO_REPEAT || (Object.keys(values) as Array<keyof typeof values>).some((field) => values[field] !== EMPTY_EVENT_FORM[field])}
      onSubmit={onSubmit}
      details={
        <>
          <EventFields values={values} minDate={minDate} errors={{ ...refused, ...stillWrong(errors, eventFieldErrors(values)) }} onChange={change} />
          <RepeatFields values={repeat} eventDate={values.event_date} errors={repeatStillWrong(repeatWrong, repeatErrors(repeat, values.event_date))} onChange={setRepeat} />
        </>
      }
    />
  );
}
