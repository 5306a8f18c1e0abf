import { TWO_FACTOR_LIMITS } from '@gatherly/schema';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/**
 * The field that asks the second factor again (turning it off, deleting the account or keeping it):
 * a code from the authenticator app or a recovery code, with one label wherever it is asked.
 */
export function SecondFactorCodeField(props: Omit<TextFieldProps, 'label' | 'hint' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextField
      label="Authentication code"
      hint={`The ${TWO_FACTOR_LIMITS.digits}-digit code from your authenticator app, or a recovery code.`}
      autoComplete="one-time-code"
      maxLength={20}
      {...props}
    />
  );
}
