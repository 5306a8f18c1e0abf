import { useId, useState, type FormEvent } from 'react';
import type { EventDetail_EventFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { changedEventFields, eventFormOf, eventFormProblems, toLocalInput } from './event-form';
import { EventFields } from './EventFields';
import { useUpdateEvent } from './use-update-event';

/**
 * 'Update Event': every field prefilled, Update disabled until something changed, a past date
 * alerts 'Event date cannot be in the past'. Only the changed fields are sent; success or failure
 * (only logged), the dialog then closes.
 */
export function UpdateEventDialog({ event, onDone }: { event: EventDetail_EventFragment; onDone: () => void }) {
  const formId = useId();
  const [original] = useState(() => eventFormOf(event));
  const [values, setValues] = useState(original);
  const [minDate] = useState(() => toLocalInput(new Date()));
  const { update, pending } = useUpdateEvent(event.id);
  const changes = changedEventFields(original, values);
  const unchanged = Object.keys(changes).length === 0;

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (unchanged || pending) return;
    const problems = eventFormProblems(values, Date.now(), event.event_date);
    if (problems.length > 0) return window.alert(problems[0]);
    try {
      await update(changes);
    } catch (error) {
      console.error('Update event failed', error);
    }
    onDone();
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onDone())}
      title="Update Event"
      actions={
        <>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={unchanged || pending}>
            Update
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <fieldset className="content-form" disabled={pending}>
          <EventFields values={values} minDate={minDate} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
        </fieldset>
      </form>
    </Dialog>
  );
}
