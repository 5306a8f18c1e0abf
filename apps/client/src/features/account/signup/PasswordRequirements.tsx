import { LIMITS, MESSAGES, passwordProblems } from '@gatherly/schema';
import './password-requirements.css';

/** The requirement box of the signup screen; each rule shows live whether it is met. */
const RULES = [
  { label: `At least ${LIMITS.passwordMinLength} characters`, problem: MESSAGES.passwordTooShort },
  { label: 'At least 1 number', problem: MESSAGES.passwordNoNumber },
  { label: 'At least 1 special character', problem: MESSAGES.passwordNoSpecial },
] as const;

export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const problems: string[] = passwordProblems(password);
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">Password requirements</p>
      <ul className="password-rules__list">
        {RULES.map((rule) => {
          const met = !problems.includes(rule.problem);
          return (
            <li key={rule.label} className={met ? 'is-met' : undefined}>
              <span className="password-rules__mark" aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              {rule.label}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
