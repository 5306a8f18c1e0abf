import { useState } from 'react';
import type { EventDetail_EventFragment } from '../../../gql/graphql';
import { EditDialog } from '../owner/EditDialog';
import { changedEventFields, eventFormOf, eventFormProblems, toLocalInput } from './event-form';
import { EventFields } from './EventFields';
import { useUpdateEvent } from './use-update-event';

/**
 * 'Update Event': every field prefilled, Update disabled until something changed, a past date
 * alerts 'Event date cannot be in the past'. Only the changed fields are sent; success or failure
 * (only logged), the dialog then closes.
 */
export function UpdateEventDialog({ event, onDone }: { event: EventDetail_EventFragment; onDone: () => void }) {
  const [original] = useState(() => eventFormOf(event));
  const [values, setValues] = useState(original);
  const [minDate] = useState(() => toLocalInput(new Date()));
  const { update, pending } = useUpdateEvent(event.id);
  const changes = changedEventFields(original, values);

  function submit() {
    const problems = eventFormProblems(values, Date.now(), event.event_date);
    if (problems.length === 0) return update(changes);
    window.alert(problems[0]);
    return null;
  }

  return (
    <EditDialog kind="event" disabled={Object.keys(changes).length === 0} pending={pending} submit={submit} onDone={onDone} noValidate>
      <fieldset className="content-form" disabled={pending}>
        <EventFields values={values} minDate={minDate} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      </fieldset>
    </EditDialog>
  );
}
