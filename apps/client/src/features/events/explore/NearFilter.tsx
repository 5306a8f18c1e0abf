import { useId, useState } from 'react';
import { EVENT_RADII_KM, type EventRadiusKm } from '@gatherly/schema';
import { useT, type TextId } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { PlacePicker, type PickedPlace } from '../../content';
import { askBrowserLocation, LOCATION_TEXTS } from './browser-location';
import { nearLabel, type NearChoice, type NearPlace } from './near-filter';

export interface NearFilterProps {
  near: NearChoice;
  onChange: (near: NearChoice) => void;
}

const nearPlace = ({ name, region, country, latitude, longitude }: PickedPlace, place_id: string): NearPlace => ({ place_id, name, region, country, latitude, longitude });

/**
 * "Near": a place picked from the gazetteer, or the browser's location once the person allows it,
 * and how far around it. What the browser could not give is said beside the button.
 */
export function NearFilter({ near, onChange }: NearFilterProps) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<TextId | null>(null);
  const t = useT();
  const place = near.centre?.kind === 'place' ? near.centre.place : null;

  async function locate() {
    setLocating(true);
    setMessage(LOCATION_TEXTS.finding);
    const outcome = await askBrowserLocation();
    setLocating(false);
    setMessage(outcome.ok ? null : outcome.message);
    if (outcome.ok) onChange({ ...near, centre: { kind: 'location', latitude: outcome.latitude, longitude: outcome.longitude } });
  }

  const pick = (picked: PickedPlace | null) => {
    setMessage(null);
    onChange({ ...near, centre: picked?.place_id ? { kind: 'place', place: nearPlace(picked, picked.place_id) } : null });
  };

  return (
    <fieldset className="events-near">
      <legend className="field__label">{t('explore.near.legend')}</legend>
      <PlacePicker label={t('explore.near.place')} clearLabel={t('explore.near.clearPlace')} value={place} onChange={pick} />
      <div className="events-near__row">
        <Button variant="secondary" onClick={() => void locate()} disabled={locating} aria-describedby={`${id}-location`}>
          {t('explore.near.useLocation')}
        </Button>
        {near.centre?.kind === 'location' ? (
          <>
            <span>{nearLabel(near.centre)}</span>
            <Button variant="ghost" onClick={() => onChange({ ...near, centre: null })}>
              {t('explore.near.clearLocation')}
            </Button>
          </>
        ) : null}
      </div>
      <p id={`${id}-location`} className="events-near__message" role="status">
        {message ? t(message) : ''}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-radius`}>
          {t('explore.near.within')}
        </label>
        <select id={`${id}-radius`} className="field__input" value={near.radius_km} onChange={(event) => onChange({ ...near, radius_km: Number(event.target.value) as EventRadiusKm })}>
          {EVENT_RADII_KM.map((radius) => (
            <option key={radius} value={radius}>
              {t('explore.near.radius', { radius })}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

