import { useId } from 'react';
import { SERIES_LIMITS, WEEKDAYS, type Weekday } from '@gatherly/schema';
import { FieldError } from '../../../../ui/FieldError';
import { TextField } from '../../../../ui/TextField';
import { dayOf, type RepeatErrors, type RepeatKind, repeatSummary, type RepeatValues, withKind } from './repeat-form';
import { useT } from '../../../../lib/i18n';
import { POSITION_WORDS, weekdayName } from './series-text';
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
  const t = useT();
  const id = useId();
  const day = dayOf(eventDate);
  const summary = repeatSummary(values, eventDate);
  const weekly = values.kind === 'weekly' || values.kind === 'biweekly';
  const toggle = (weekday: Weekday, on: boolean) => onChange({ ...values, weekdays: on ? [...values.weekdays, weekday] : values.weekdays.filter((chosen) => chosen !== weekday) });

  return (
    <div className="series-fields">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          {t('events.series.repeats')}
        </label>
        <select id={`${id}-kind`} className="field__input" value={values.kind} onChange={(event) => onChange(withKind(values, event.target.value as RepeatKind, eventDate))}>
          <option value="none">{t('events.series.doesNotRepeat')}</option>
          <option value="weekly">{t('events.series.weekly')}</option>
          <option value="biweekly">{t('events.series.everyTwoWeeks')}</option>
          <option value="monthly_day" disabled={!day}>
            {day ? t('events.series.monthlyOnDay', { day: day.monthDay }) : t('events.series.monthlySameDay')}
          </option>
          <option value="monthly_weekday" disabled={!day}>
            {day ? t('events.series.monthlyOnWeekday', { position: POSITION_WORDS[day.position], weekday: day.weekday }) : t('events.series.monthlySameWeekday')}
          </option>
        </select>
      </div>
      {weekly ? (
        <fieldset className="series-fields__group" aria-invalid={errors.weekdays ? true : undefined} aria-describedby={errors.weekdays ? `${id}-days-error` : undefined}>
          <legend className="field__label">{t('events.series.days')}</legend>
          <div className="series-fields__days">
            {WEEKDAYS.map((weekday) => (
              <label key={weekday} className="series-fields__day">
                <input type="checkbox" aria-label={weekdayName(weekday, 'long')} checked={values.weekdays.includes(weekday)} onChange={(event) => toggle(weekday, event.target.checked)} />
                <span aria-hidden="true">{weekdayName(weekday, 'short')}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-days-error`} error={errors.weekdays} />
        </fieldset>
      ) : null}
      {values.kind !== 'none' ? (
        <fieldset className="series-fields__group">
          <legend className="field__label">{t('events.series.ends')}</legend>
          <label className="content-form__check">
            <input type="radio" name={`${id}-ends`} checked={values.ends === 'count'} onChange={() => onChange({ ...values, ends: 'count' })} />
            {t('events.series.endsAfter')}
          </label>
          {values.ends === 'count' ? (
            <TextField
              label={t('events.series.times')}
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
            {t('events.series.endsOn')}
          </label>
          {values.ends === 'until' ? (
            <TextField label={t('events.series.endDate')} type="date" min={day?.day} value={values.until} error={errors.until} onChange={(event) => onChange({ ...values, until: event.target.value })} />
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
