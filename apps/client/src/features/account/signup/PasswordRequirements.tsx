import { LIMITS, MESSAGES, passwordProblems, type TextRef } from '@gatherly/schema';
import { useT, type TextId } from '../../../lib/i18n';
import './password-requirements.css';

/** The requirement box of the signup screen; each rule shows live whether it is met. */
const RULES = [
  { label: 'account.passwordRules.minLength', problem: MESSAGES.passwordTooShort },
  { label: 'account.passwordRules.number', problem: MESSAGES.passwordNoNumber },
  { label: 'account.passwordRules.special', problem: MESSAGES.passwordNoSpecial },
] as const satisfies readonly { label: TextId; problem: TextRef }[];

export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const t = useT();
  const problems: TextRef[] = passwordProblems(password);
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">{t('account.passwordRules.title')}</p>
      <ul className="password-rules__list">
        {RULES.map((rule) => {
          const met = !problems.includes(rule.problem);
          return (
            <li key={rule.label} className={met ? 'is-met' : undefined}>
              <span className="password-rules__mark" aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              {t(rule.label, { min: LIMITS.passwordMinLength })}
              <span className="visually-hidden"> {met ? t('account.passwordRules.met') : t('account.passwordRules.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
