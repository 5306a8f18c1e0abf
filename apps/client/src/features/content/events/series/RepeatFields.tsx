import { useId } from 'react';
import { SERIES_LIMITS, SERIES_TEXTS, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@gatherly/schema';
import { FieldError } from '../../../../ui/FieldError';
import { TextField } from '../../../../ui/TextField';
import { dayOf, type RepeatErrors, type RepeatKind, repeatSummary, type RepeatValues, withKind } from './repeat-form';
import './series.css';

export interface RepeatFieldsProps {
  values: RepeatValues;
  /** The event's date as the form holds it ('YYYY-MM-DDTHH:mm'): the days offered follow it. */
  eventDate: string;
  onChange: (values: RepeatValues) => void;
  errors?: RepeatErrors;
}

/** Repeats (does not, weekly on days, every two weeks, monthly on the day or on the Nth weekday) and Ends (on a date or after N times), with a summary line. */
export function RepeatFields({ values, eventDate, onChange, errors = {} }: RepeatFieldsProps) {
  const id = useId();
  const day = dayOf(eventDate);
  const summary = repeatSummary(values, eventDate);
  const weekly = values.kind === 'weekly' || values.kind === 'biweekly';
  const toggle = (weekday: Weekday, on: boolean) => onChange({ ...values, weekdays: on ? [...values.weekdays, weekday] : values.weekdays.filter((chosen) => chosen !== weekday) });

  return (
    <div className="series-fields">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {SERIES_TEXTS.repeats}
        </label>
        <select id={`${id}-kind`} className="field__input" value={values.kind} onChange={(event) => onChange(withKind(values, event.target.value as RepeatKind, eventDate))}>
          <option value="none">{SERIES_TEXTS.doesNotRepeat}</option>
          <option value="weekly">{SERIES_TEXTS.weekly}</option>
          <option value="biweekly">{SERIES_TEXTS.everyTwoWeeks}</option>
          <option value="monthly_day" disabled={!day}>
            {day ? SERIES_TEXTS.monthlyOnDay(day.monthDay) : 'Monthly on the same day'}
          </option>
          <option value="monthly_weekday" disabled={!day}>
            {day ? SERIES_TEXTS.monthlyOnWeekday(day.position, day.weekday) : 'Monthly on the same weekday'}
          </option>
        </select>
      </div>
      {weekly ? (
        <fieldset className="series-fields__group" aria-invalid={errors.weekdays ? true : undefined} aria-describedby={errors.weekdays ? `${id}-days-error` : undefined}>
          <legend className="field__label">{SERIES_TEXTS.days}</legend>
          <div className="series-fields__days">
            {WEEKDAYS.map((weekday) => (
              <label key={weekday} className="series-fields__day">
                <input type="checkbox" aria-label={WEEKDAY_NAMES[weekday].long} checked={values.weekdays.includes(weekday)} onChange={(event) => toggle(weekday, event.target.checked)} />
                <span aria-hidden="true">{WEEKDAY_NAMES[weekday].short}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-days-error`} error={errors.weekdays} />
        </fieldset>
      ) : null}
      {values.kind !== 'none' ? (
        <fieldset className="series-fields__group">
          <legend className="field__label">{SERIES_TEXTS.ends}</legend>
          <label className="content-form__check">
            <input type="radio" name={`${id}-ends`} checked={values.ends === 'count'} onChange={() => onChange({ ...values, ends: 'count' })} />
            {SERIES_TEXTS.endsAfter}
          </label>
          {values.ends === 'count' ? (
            <TextField
              label={SERIES_TEXTS.times}
              type="number"
              inputMode="numeric"
              min={2}
              max={SERIES_LIMITS.maxOccurrences}
              step={1}
              value={values.count}
              error={errors.count}
              onChange={(event) => onChange({ ...values, count: event.target.value })}
            />
          ) : null}
          <label className="content-form__check">
            <input type="radio" name={`${id}-ends`} checked={values.ends === 'until'} onChange={() => onChange({ ...values, ends: 'until' })} />
            {SERIES_TEXTS.endsOn}
          </label>
          {values.ends === 'until' ? (
            <TextField label={SERIES_TEXTS.endDate} type="date" min={day?.day} value={values.until} error={errors.until} onChange={(event) => onChange({ ...values, until: event.target.value })} />
          ) : null}
        </fieldset>
      ) : null}
      {summary ? (
        <p className="field__hint series-fields__summary" aria-live="polite">
          {summary}
        </p>
      ) : null}
    </div>
  );
}
