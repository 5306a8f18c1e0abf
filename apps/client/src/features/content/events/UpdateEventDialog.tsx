import { useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '../../../ui/FieldError';
import type { EventDetail_EventFragment } from '../../../gql/graphql';
import { EditDialog } from '../owner/EditDialog';
import { changedEventFields, type EventFieldErrors, eventFieldErrors, eventFormOf, stillWrong, toLocalInput } from './event-form';
import { EventFields } from './EventFields';
import { useUpdateEvent } from './use-update-event';

/**
 * 'Update Event': every field prefilled, Update disabled until something changed, a past date
 * says 'Event date cannot be in the past' at the field. Only the changed fields are sent; success or failure
 * (only logged), the dialog then closes.
 */
export function UpdateEventDialog({ event, onDone }: { event: EventDetail_EventFragment; onDone: () => void }) {
  const [original] = useState(() => eventFormOf(event));
  const [values, setValues] = useState(original);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [minDate] = useState(() => toLocalInput(new Date()));
  const { update, pending } = useUpdateEvent(event.id);
  const changes = changedEventFields(original, values);

  function submit(form: HTMLFormElement) {
    const found = eventFieldErrors(values, Date.now(), event.event_date);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length === 0) return update(changes);
    focusFirstInvalid(form);
    return null;
  }

  return (
    <EditDialog kind="event" disabled={Object.keys(changes).length === 0} pending={pending} submit={submit} onDone={onDone} noValidate>
      <fieldset className="content-form" disabled={pending}>
        <EventFields values={values} minDate={minDate} errors={stillWrong(errors, eventFieldErrors(values, Date.now(), event.event_date))} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      </fieldset>
    </EditDialog>
  );
}
