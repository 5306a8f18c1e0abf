import { useId } from 'react';
import { ATTENDANCE_LIMITS, EVENT_CATEGORIES, LIMITS } from '@gatherly/schema';
import { MentionTextArea } from '../../mentions';
import { TextField } from '../../../ui/TextField';
import { useT } from '../../../lib/i18n';
import { FieldError } from '../../../ui/FieldError';
import { formZone, type EventFieldErrors, type EventFormValues } from './event-form';
import { categoryLabel } from './event-category';
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
  const t = useT();
  const categoryId = useId();
  const categoryErrorId = `${categoryId}-error`;
  return (
    <>
      <TextField label={t('events.fields.name')} value={values.event_name} maxLength={LIMITS.eventNameLength} counter required error={errors.event_name} onChange={(event) => onChange({ event_name: event.target.value })} />
      <MentionTextArea
        label={t('events.fields.description')}
        value={values.event_description}
        onValueChange={(event_description) => onChange({ event_description })}
        maxLength={LIMITS.eventDescriptionLength}
        counter
        error={errors.event_description}
        onChange={(event) => onChange({ event_description: event.target.value })}
      />
      <TextField label={t('events.fields.date')} type="datetime-local" value={values.event_date} min={minDate} required error={errors.event_date} onChange={(event) => onChange({ event_date: event.target.value })} />
      <TextField
        label={t('events.fields.location')}
        value={values.event_location}
        maxLength={LIMITS.eventLocationLength}
        hint={t('events.fields.locationHint')}
        error={errors.event_location}
        onChange={(event) => onChange({ event_location: event.target.value })}
      />
      <PlacePicker
        label={t('events.fields.city')}
        clearLabel={t('events.place.clearCity')}
        value={values.event_place}
        hint={values.event_place ? t('events.fields.cityZoneHint', { zone: formZone(values).replaceAll('_', ' ') }) : t('events.fields.cityHint')}
        onChange={(place) => onChange({ event_place: place })}
      />
      {values.event_place ? null : (
        <TimeZoneSelect
          value={formZone(values)}
          hint={values.event_is_online ? t('events.fields.zoneHintOnline') : t('events.fields.zoneHint')}
          onChange={(zone) => onChange({ event_timezone: zone })}
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor={categoryId}>
          {t('events.fields.category')}
        </label>
        <select
          id={categoryId}
          className="field__input"
          value={values.event_category}
          aria-invalid={errors.event_category ? true : undefined}
          aria-describedby={errors.event_category ? categoryErrorId : undefined}
          onChange={(event) => onChange({ event_category: event.target.value })}
        >
          <option value="">{t('events.fields.selectCategory')}</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {categoryLabel(category.value)}
            </option>
          ))}
        </select>
        <FieldError id={categoryErrorId} error={errors.event_category} />
      </div>
      <label className="content-form__check">
        <input type="checkbox" checked={values.event_is_online} onChange={(event) => onChange({ event_is_online: event.target.checked })} />
        {t('events.onlineEvent')}
      </label>
      <TextField
        label={t('events.fields.capacity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={ATTENDANCE_LIMITS.maxCapacity}
        step={1}
        value={values.event_capacity}
        hint={t('events.fields.capacityHint')}
        error={errors.event_capacity}
        onChange={(event) => onChange({ event_capacity: event.target.value })}
      />
      <label className="content-form__check">
        <input type="checkbox" checked={values.event_requires_approval} onChange={(event) => onChange({ event_requires_approval: event.target.checked })} />
        {t('events.fields.requireApproval')}
      </label>
    </>
  );
}
