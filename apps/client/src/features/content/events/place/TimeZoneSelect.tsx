import { useId, useMemo } from 'react';
import { DEFAULT_EVENT_TIMEZONE } from '@gatherly/schema';
import { FieldHint } from '../../../../ui/FieldError';
import { useT } from '../../../../lib/i18n';

/** Every IANA zone this browser knows, UTC included. */
function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(DEFAULT_EVENT_TIMEZONE) ? zones : [DEFAULT_EVENT_TIMEZONE, ...zones];
}

/** The time zone of an event without a place (an online one): its time is told in this zone. */
export function TimeZoneSelect({ value, onChange, hint }: { value: string; onChange: (zone: string) => void; hint?: string }) {
  const t = useT();
  const id = useId();
  const zones = useMemo(timeZones, []);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('events.fields.timeZone')}
      </label>
      <select id={id} className="field__input" value={value} aria-describedby={hintId} onChange={(event) => onChange(event.target.value)}>
        {zones.includes(value) ? null : <option value={value}>{value}</option>}
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
