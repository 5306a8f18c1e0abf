import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { limitedChange } from './character-limit';
import './text-field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the label is always present (visible) so every field has a name. */
export function TextField({ label, hint, id, className, maxLength, onChange, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input className="field__input" id={inputId} aria-describedby={hintId} onChange={limitedChange(maxLength, onChange)} {...input} />
      {hint ? (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
