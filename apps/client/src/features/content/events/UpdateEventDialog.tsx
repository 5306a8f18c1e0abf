import { useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid } from '../../../ui/FieldError';
import type { EventDetail_EventFragment } from './EventDetail.generated';
import { describeError, errorFieldOf } from '../../../lib/errors/describe-error';
import { EditDialog, STAY_OPEN } from '../owner/EditDialog';
import { changedEventFields, type EventFieldErrors, eventFieldErrors, eventFormOf, type EventFormValues, refusalsLeft, refusedFieldErrors, stillWrong, toLocalInput } from './event-form';
import { EventFields } from './EventFields';
import { useUpdateEvent } from './use-update-event';
import type { EditScope } from '../../../gql/graphql';
import { useT } from '../../../lib/i18n';
import { ScopeChoice } from './series/ScopeChoice';
import { useFollowingMove } from './series/following-move';

/**
 * 'Update Event': every field prefilled, Update disabled until something changed, a past date
 * says 'Event date cannot be in the past' at the field. Only the changed fields are sent; success or failure
 * (only logged), the dialog then closes; a refused capacity (below the people going) is told at its
 * field instead, and the dialog stays open.
 */
export function UpdateEventDialog({ event, onDone }: { event: EventDetail_EventFragment; onDone: () => void }) {
  const t = useT();
  const [original] = useState(() => eventFormOf(event));
  const [values, setValues] = useState(original);
  const [errors, setErrors] = useState<EventFieldErrors>({});
  const [refused, setRefused] = useState<EventFieldErrors>({});
  const [minDate] = useState(() => toLocalInput(new Date()));
  const { update, pending } = useUpdateEvent(event.id);
  // A date of a series: this one, or this and the following.
  const [scope, setScope] = useState<EditScope>('THIS');
  const changes = changedEventFields(original, values);
  const following = useFollowingMove(event.series_id, scope, original.event_date, values.event_date);

  function submit(form: HTMLFormElement) {
    const found = eventFieldErrors(values, Date.now(), event.event_date);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length === 0) {
      return update(changes, event.series_id ? scope : undefined).catch((error: unknown) => {
        const atFields = refusedFieldErrors(describeError(error, { network: '', fallback: '' }).messages.filter(Boolean), errorFieldOf(error));
        if (!atFields) throw error;
        flushSync(() => setRefused(atFields));
        focusFirstInvalid(form);
        return STAY_OPEN;
      });
    }
    focusFirstInvalid(form);
    return null;
  }

  function change(patch: Partial<EventFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setRefused((current) => refusalsLeft(current, patch));
  }

  return (
    <EditDialog kind="event" disabled={Object.keys(changes).length === 0} pending={pending} submit={submit} onDone={onDone} noValidate>
      <fieldset className="content-form" disabled={pending}>
        {event.series_id ? <ScopeChoice legend={t('events.series.scopeTitleEdit')} value={scope} onChange={setScope} following={following} /> : null}
        <EventFields values={values} minDate={minDate} errors={{ ...refused, ...stillWrong(errors, eventFieldErrors(values, Date.now(), event.event_date)) }} onChange={change} />
      </fieldset>
    </EditDialog>
  );
}
