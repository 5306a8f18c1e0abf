import { useId } from 'react';
import { EVENT_CATEGORIES, LIMITS } from '@gatherly/schema';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { EventFormValues } from './event-form';

export interface EventFieldsProps {
  values: EventFormValues;
  onChange: (patch: Partial<EventFormValues>) => void;
  /** The earliest date the picker offers (now, when the form opened). */
  minDate: string;
}

/** The fields of an event, shared by the creation wizard and the edit dialog. */
export function EventFields({ values, onChange, minDate }: EventFieldsProps) {
  const categoryId = useId();
  return (
    <>
      <TextField label="Event name" value={values.event_name} maxLength={LIMITS.eventNameLength} required onChange={(event) => onChange({ event_name: event.target.value })} />
      <TextArea
        label="Description"
        value={values.event_description}
        maxLength={LIMITS.eventDescriptionLength}
        counter
        onChange={(event) => onChange({ event_description: event.target.value })}
      />
      <TextField label="Date and time" type="datetime-local" value={values.event_date} min={minDate} required onChange={(event) => onChange({ event_date: event.target.value })} />
      <TextField label="Location" value={values.event_location} maxLength={LIMITS.eventLocationLength} onChange={(event) => onChange({ event_location: event.target.value })} />
      <div className="field">
        <label className="field__label" htmlFor={categoryId}>
          Category
        </label>
        <select id={categoryId} className="field__input" value={values.event_category} onChange={(event) => onChange({ event_category: event.target.value })}>
          <option value="">Select a category</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <label className="content-form__check">
        <input type="checkbox" checked={values.event_is_online} onChange={(event) => onChange({ event_is_online: event.target.checked })} />
        Online event
      </label>
    </>
  );
}
