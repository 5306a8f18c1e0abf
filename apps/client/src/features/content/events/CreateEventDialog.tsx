import { useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '../../../ui/FieldError';
import { MediaWizardDialog } from '../create/MediaWizardDialog';
import { useCreateUpload } from '../create/use-create-upload';
import { EMPTY_EVENT_FORM, eventFieldErrors, eventPayload, stillWrong, toLocalInput, type EventFieldErrors } from './event-form';
import { EventFields } from './EventFields';

/** 'Create new event': images, then the event fields (a blank name says 'Event name is required' at the field). */
export function CreateEventDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(EMPTY_EVENT_FORM);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [minDate] = useState(() => toLocalInput(new Date()));
  const { send, busy, progress } = useCreateUpload('event', onClose);

  function onSubmit(files: File[], form: HTMLFormElement) {
    const found = eventFieldErrors(values);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) return focusFirstInvalid(form);
    const payload = eventPayload(values);
    void send({ ...payload, event_is_online: String(payload.event_is_online) }, files);
  }

  return (
    <MediaWizardDialog
      title="Create new event"
      submitLabel="Create"
      busy={busy}
      progress={progress}
      onClose={onClose}
      typed={(Object.keys(values) as Array<keyof typeof values>).some((field) => values[field] !== EMPTY_EVENT_FORM[field])}
      onSubmit={onSubmit}
      details={<EventFields values={values} minDate={minDate} errors={stillWrong(errors, eventFieldErrors(values))} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />}
    />
  );
}
