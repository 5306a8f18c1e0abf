import type { InputHTMLAttributes } from 'react';
import './search-field.css';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'placeholder' | 'aria-label' | 'className'> {
  /** What is searched ('Search guests by username'): the box's name and its placeholder. */
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** A search box that says what it searches, for a dialog's toolbar or a picker. */
export function SearchField({ label, value, onChange, ...input }: SearchFieldProps) {
  return <input className="search-field" type="search" aria-label={label} placeholder={label} value={value} onChange={(event) => onChange(event.target.value)} {...input} />;
}
