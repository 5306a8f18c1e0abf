import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { TextField } from '../../../ui/TextField';
import { WHEN_CHOICES, type WhenChoice, type WhenValues } from './date-filter';

export interface WhenFilterProps {
  values: WhenValues;
  onChange: (patch: Partial<WhenValues>) => void;
  /** The server's refusal of a day or of the range, at its field. */
  errors: { date_from?: string; date_to?: string };
}

/** "When": a span of days in the viewer's time zone, or two days (Dates…). */
export function WhenFilter({ values, onChange, errors }: WhenFilterProps) {
  const whenId = useId();
  const t = useT();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={whenId}>
          {t('explore.when.label')}
        </label>
        <select id={whenId} className="field__input" value={values.when} onChange={(event) => onChange({ when: event.target.value as WhenChoice })}>
          {WHEN_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </div>
      {values.when === 'dates' ? (
        <div className="events-dates" role="group" aria-label={t('explore.when.datesGroup')}>
          <TextField label={t('explore.when.from')} type="date" value={values.date_from} error={errors.date_from} onChange={(event) => onChange({ date_from: event.target.value })} />
          <TextField label={t('explore.when.to')} type="date" value={values.date_to} error={errors.date_to} onChange={(event) => onChange({ date_to: event.target.value })} />
        </div>
      ) : null}
    </>
  );
}
