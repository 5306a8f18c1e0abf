import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { characterCount } from '@gatherly/schema';
import { limitedChange } from './character-limit';
import { describedBy, FieldError, FieldHint } from './FieldError';
import './text-field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the value: shown under the field, which is marked invalid and described by it. */
  error?: string;
  /** Messages shown elsewhere (a form's list of problems) that are about this field: it is marked invalid and described by them. */
  problemIds?: readonly string[];
  /** Show 'used/maxLength' under the field. */
  counter?: boolean;
}

/** A labelled input; the label is always present (visible) so every field has a name. */
export function TextField({ label, hint, error, problemIds = [], counter = false, id, className, maxLength, onChange, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const counterId = counter && maxLength !== undefined ? `${inputId}-counter` : undefined;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="field__input"
        id={inputId}
        aria-invalid={error || problemIds.length > 0 ? true : undefined}
        aria-describedby={describedBy(errorId, ...problemIds, hintId, counterId)}
        onChange={limitedChange(maxLength, onChange)}
        {...input}
      />
      <FieldError id={errorId} error={error} />
      {counterId ? (
        <div className="field__counter" id={counterId}>
          {characterCount(String(input.value ?? ''))}/{maxLength}
        </div>
      ) : null}
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
