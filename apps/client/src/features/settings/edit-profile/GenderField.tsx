import { useId } from 'react';
import { LIMITS } from '@gatherly/schema';
import { useT } from '../../../lib/i18n';
import { TextField } from '../../../ui/TextField';
import { GENDER_CHOICES, isGenderChoice, type GenderState } from './gender';

export interface GenderFieldProps {
  value: GenderState;
  onChange: (next: GenderState) => void;
  /** A refusal of the gender, shown at the control that holds it. */
  error: string | null;
  /** Id of the control holding the gender (the custom text box when Custom is chosen), to focus it. */
  controlId: (custom: boolean) => string;
}

/** The Gender dropdown (Male, Female, Custom, Prefer not to say); Custom shows a text box (spec §4). */
export function GenderField({ value, onChange, error, controlId }: GenderFieldProps) {
  const errorId = useId();
  const t = useT();
  const custom = value.choice === 'custom';
  const invalid = (at: boolean) => (error && at ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  return (
    <div className="settings-form__gender">
      <div className="field">
        <label className="field__label" htmlFor={controlId(false)}>
          {t('settings.gender.label')}
        </label>
        <select
          id={controlId(false)}
          className="field__input"
          value={value.choice}
          onChange={(event) => {
            const choice = event.target.value;
            if (isGenderChoice(choice)) onChange({ ...value, choice });
          }}
          {...invalid(!custom)}
        >
          {GENDER_CHOICES.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      {custom ? (
        <TextField
          id={controlId(true)}
          label={t('settings.gender.customLabel')}
          placeholder={t('settings.gender.customPlaceholder')}
          maxLength={LIMITS.customGenderLength}
          value={value.custom}
          onChange={(event) => onChange({ ...value, custom: event.target.value })}
          {...invalid(custom)}
        />
      ) : null}
      {error ? (
        <p className="settings-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
