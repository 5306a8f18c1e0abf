import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { TextField, type TextFieldProps } from './TextField';

/** A password field with a Show/Hide toggle beside its label, so that what was typed can be checked. */
export function PasswordField({ id, className, ...field }: Omit<TextFieldProps, 'type'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <div className={['password-field', className ?? ''].filter(Boolean).join(' ')}>
      <TextField {...field} id={inputId} type={shown ? 'text' : 'password'} />
      <button type="button" className="password-field__toggle" aria-controls={inputId} aria-pressed={shown} onClick={() => setShown((now) => !now)}>
        {shown ? t('common.password.hide') : t('common.password.show')}
      </button>
    </div>
  );
}
