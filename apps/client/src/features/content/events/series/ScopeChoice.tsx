import { useId } from 'react';
import type { EditScope } from '../../../../gql/graphql';
import { useT } from '../../../../lib/i18n';
import './series.css';

/**
 * "This event" or "This and following events", asked before changing or deleting a date of a
 * series; with "following" chosen, `following` says what the later dates will become.
 */
export function ScopeChoice({ legend, value, onChange, disabled, following }: { legend: string; value: EditScope; onChange: (scope: EditScope) => void; disabled?: boolean; following?: string | null }) {
  const t = useT();
  const name = useId();
  const options: Array<{ scope: EditScope; label: string }> = [
    { scope: 'THIS', label: t('events.series.scopeThis') },
    { scope: 'FOLLOWING', label: t('events.series.scopeFollowing') },
  ];
  return (
    <fieldset className="series-fields__group series-scope" disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.scope} className="content-form__check">
          <input type="radio" name={name} checked={value === option.scope} onChange={() => onChange(option.scope)} />
          {option.label}
        </label>
      ))}
      <p className="field__hint series-scope__following" aria-live="polite">
        {value === 'FOLLOWING' && following ? following : null}
      </p>
    </fieldset>
  );
}
