import { lazy, Suspense } from 'react';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../EmptyState';
import type { PlacesMapProps } from './map-types';
import './lazy-places-map.css';

/** Said where the map would be when its code could not be loaded (offline on a first visit). */
function MapNotLoaded() {
  const t = useT();
  return <EmptyState title={t('common.map.notLoaded')} hint={t('common.map.notLoadedHint')} />;
}

// Leaflet, its plugins and style sheets are in this chunk alone: only a page that shows a map loads them.
const PlacesMap = lazy(() => import('./PlacesMap').catch(() => ({ default: MapNotLoaded })));

/** A map of places, its code loaded when first shown; a plain frame stands in while it loads. */
export function LazyPlacesMap(props: PlacesMapProps) {
  const size = props.size ?? 'large';
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className={`places-map-pending places-map-pending--${size}`} role="status">
          <span className="visually-hidden">{t('common.map.loading')}</span>
        </div>
      }
    >
      <PlacesMap {...props} />
    </Suspense>
  );
}
