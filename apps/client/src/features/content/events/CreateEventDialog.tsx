import { useState } from 'react';
import { MediaWizardDialog } from '../create/MediaWizardDialog';
import { useCreateUpload } from '../create/use-create-upload';
import { EMPTY_EVENT_FORM, eventFormProblems, eventPayload, toLocalInput } from './event-form';
import { EventFields } from './EventFields';

/** 'Create new event': images, then the event fields (a blank name alerts 'Event name is required'). */
export function CreateEventDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(EMPTY_EVENT_FORM);
  const [minDate] = useState(() => toLocalInput(new Date()));
  const { send, busy, progress } = useCreateUpload('event', onClose);

  function onSubmit(files: File[]) {
    const problems = eventFormProblems(values);
    if (problems.length > 0) return window.alert(problems[0]);
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
      onSubmit={onSubmit}
      details={<EventFields values={values} minDate={minDate} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />}
    />
  );
}
