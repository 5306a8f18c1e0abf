import { useId } from 'react';
import { describedBy, FieldError } from '../../../ui/FieldError';
import { WHEN_CHOICES, type WhenChoice, type WhenValues } from './date-filter';

export interface WhenFilterProps {
  values: WhenValues;
  onChange: (patch: Partial<WhenValues>) => void;
  /** The server's refusal of a day or of the range, at its field. */
  errors: { date_from?: string; date_to?: string };
}

/** "When": a span of days in the viewer's time zone, or two days (Dates…). */
export function WhenFilter({ values, onChange, errors }: WhenFilterProps) {
  const id = useId();
  const ids = { when: `${id}-when`, from: `${id}-from`, to: `${id}-to`, fromError: `${id}-from-error`, toError: `${id}-to-error` };
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.when}>
          When
        </label>
        <select id={ids.when} className="field__input" value={values.when} onChange={(event) => onChange({ when: event.target.value as WhenChoice })}>
          {WHEN_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {values.when === 'dates' ? (
        <div className="events-dates" role="group" aria-label="Dates">
          <div className="field">
            <label className="field__label" htmlFor={ids.from}>
              From
            </label>
            <input
              id={ids.from}
              className="field__input"
              type="date"
              value={values.date_from}
              aria-invalid={errors.date_from ? true : undefined}
              aria-describedby={describedBy(errors.date_from ? ids.fromError : undefined)}
              onChange={(event) => onChange({ date_from: event.target.value })}
            />
            <FieldError id={ids.fromError} error={errors.date_from} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.to}>
              To
            </label>
            <input
              id={ids.to}
              className="field__input"
              type="date"
              value={values.date_to}
              aria-invalid={errors.date_to ? true : undefined}
              aria-describedby={describedBy(errors.date_to ? ids.toError : undefined)}
              onChange={(event) => onChange({ date_to: event.target.value })}
            />
            <FieldError id={ids.toError} error={errors.date_to} />
          </div>
        </div>
      ) : null}
    </>
  );
}
