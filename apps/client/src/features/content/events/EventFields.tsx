import { useId } from 'react';
import { ATTENDANCE_LIMITS, EVENT_CATEGORIES, LIMITS } from '@gatherly/schema';
import { MentionTextArea } from '../../mentions';
import { TextField } from '../../../ui/TextField';
import { FieldError } from '../../../ui/FieldError';
import { formZone, type EventFieldErrors, type EventFormValues } from './event-form';
import { PlacePicker } from './place/PlacePicker';
import { TimeZoneSelect } from './place/TimeZoneSelect';

export interface EventFieldsProps {
  values: EventFormValues;
  onChange: (patch: Partial<EventFormValues>) => void;
  /** The earliest date the picker offers (now, when the form opened). */
  minDate: string;
  /** What is wrong with each field, after a try to send. */
  errors?: EventFieldErrors;
}

/** The fields of an event, shared by the creation wizard and the edit dialog. */
export function EventFields({ values, onChange, minDate, errors = {} }: EventFieldsProps) {
  const categoryId = useId();
  const categoryErrorId = `${categoryId}-error`;
  return (
    <>
      <TextField label="Event name" value={values.event_name} maxLength={LIMITS.eventNameLength} counter required error={errors.event_name} onChange={(event) => onChange({ event_name: event.target.value })} />
      <MentionTextArea
        label="Description"
        value={values.event_description}
        onValueChange={(event_description) => onChange({ event_description })}
        maxLength={LIMITS.eventDescriptionLength}
        counter
        error={errors.event_description}
        onChange={(event) => onChange({ event_description: event.target.value })}
      />
      <TextField label="Date and time" type="datetime-local" value={values.event_date} min={minDate} required error={errors.event_date} onChange={(event) => onChange({ event_date: event.target.value })} />
      <TextField
        label="Location"
        value={values.event_location}
        maxLength={LIMITS.eventLocationLength}
        hint="The venue, such as Blue Note, 131 W 3rd St."
        error={errors.event_location}
        onChange={(event) => onChange({ event_location: event.target.value })}
      />
      <PlacePicker
        label="City"
        value={values.event_place}
        hint={values.event_place ? `The date and time are in ${formZone(values).replaceAll('_', ' ')}, the city's time zone.` : 'Puts the event on maps and in searches near a place.'}
        onChange={(place) => onChange({ event_place: place })}
      />
      {values.event_place ? null : (
        <TimeZoneSelect
          value={formZone(values)}
          hint={values.event_is_online ? 'The date and time are in this zone; people elsewhere also see their own time.' : 'The date and time are in this zone, unless a city gives its own.'}
          onChange={(zone) => onChange({ event_timezone: zone })}
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor={categoryId}>
          Category
        </label>
        <select
          id={categoryId}
          className="field__input"
          value={values.event_category}
          aria-invalid={errors.event_category ? true : undefined}
          aria-describedby={errors.event_category ? categoryErrorId : undefined}
          onChange={(event) => onChange({ event_category: event.target.value })}
        >
          <option value="">Select a category</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
        <FieldError id={categoryErrorId} error={errors.event_category} />
      </div>
      <label className="content-form__check">
        <input type="checkbox" checked={values.event_is_online} onChange={(event) => onChange({ event_is_online: event.target.checked })} />
        Online event
      </label>
      <TextField
        label="Capacity"
        type="number"
        inputMode="numeric"
        min={1}
        max={ATTENDANCE_LIMITS.maxCapacity}
        step={1}
        value={values.event_capacity}
        hint="Leave empty for no limit. Once it is reached, people can join a waitlist."
        error={errors.event_capacity}
        onChange={(event) => onChange({ event_capacity: event.target.value })}
      />
      <label className="content-form__check">
        <input type="checkbox" checked={values.event_requires_approval} onChange={(event) => onChange({ event_requires_approval: event.target.checked })} />
        Require approval
      </label>
    </>
  );
}
