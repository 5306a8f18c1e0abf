import { TWO_FACTOR_LIMITS } from '@gatherly/schema';
import { useT } from '../../lib/i18n';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/**
 * The field that asks the second factor again (turning it off, deleting the account or keeping it):
 * a code from the authenticator app or a recovery code, with one label wherever it is asked.
 */
export function SecondFactorCodeField(props: Omit<TextFieldProps, 'label' | 'hint' | 'autoComplete' | 'maxLength'>) {
  const t = useT();
  return (
    <TextField
      label={t('account.secondFactor.label')}
      hint={t('account.secondFactor.hint', { digits: TWO_FACTOR_LIMITS.digits })}
      autoComplete="one-time-code"
      maxLength={20}
      {...props}
    />
  );
}
