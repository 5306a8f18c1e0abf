import { lazy, Suspense } from 'react';
import { EmptyState } from '../EmptyState';
import type { PlacesMapProps } from './map-types';
import './lazy-places-map.css';

/** Said where the map would be when its code could not be loaded (offline on a first visit). */
export const MAP_NOT_LOADED = 'The map could not be loaded';

function MapNotLoaded() {
  return <EmptyState title={MAP_NOT_LOADED} hint="The list shows the same events." />;
}

// Leaflet, its plugins and style sheets are in this chunk alone: only a page that shows a map loads them.
const PlacesMap = lazy(() => import('./PlacesMap').catch(() => ({ default: MapNotLoaded })));

/** A map of places, its code loaded when first shown; a plain frame stands in while it loads. */
export function LazyPlacesMap(props: PlacesMapProps) {
  const size = props.size ?? 'large';
  return (
    <Suspense
      fallback={
        <div className={`places-map-pending places-map-pending--${size}`} role="status">
          <span className="visually-hidden">Loading the map…</span>
        </div>
      }
    >
      <PlacesMap {...props} />
    </Suspense>
  );
}
