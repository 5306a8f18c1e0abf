import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { EventMapDocument } from './EventMap.generated';
import { keptData } from '../../../lib/apollo/kept-data';
import { formatLocale, t as translate, useT } from '../../../lib/i18n';
import { ErrorState } from '../../../ui/ErrorState';
import { LazyPlacesMap } from '../../../ui/map/LazyPlacesMap';
import { zoomForRadius, type MapBounds } from '../../../ui/map/map-types';
import { useContentDetail, useMapTiles } from '../../content';
import type { SearchFilters } from './event-filters';
import type { NearChoice } from './near-filter';

const markerDate = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Explore as a map: the events with a place in view that the filters find, clustered; a marker
 * opens its event. It centres on "Near" when one is chosen. The list stays one switch away, as the
 * map's equivalent for whoever cannot use it.
 */
export function EventsMapView({ filters, near }: { filters: SearchFilters; near: NearChoice }) {
  const { open } = useContentDetail();
  const t = useT();
  const locale = formatLocale();
  const tiles = useMapTiles();
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const result = useQuery(EventMapDocument, { variables: { filters, bounds: bounds! }, skip: bounds === null, fetchPolicy: 'cache-and-network' });
  const found = keptData(result)?.eventMap;
  const markers = useMemo(
    () => (found ?? []).map((marker) => ({ id: marker.event_id, latitude: marker.latitude, longitude: marker.longitude, title: translate('explore.map.marker', { name: marker.event_name, date: markerDate(marker.event_date, locale) }) })),
    [found, locale],
  );
  const centre = near.centre?.kind === 'place' ? near.centre.place : near.centre;
  const latitude = centre?.latitude;
  const longitude = centre?.longitude;
  const view = useMemo(
    () => (latitude !== undefined && longitude !== undefined ? { latitude, longitude, zoom: zoomForRadius(near.radius_km) } : undefined),
    [latitude, longitude, near.radius_km],
  );

  return (
    <div className="events-map">
      <LazyPlacesMap label={t('explore.map.label')} markers={markers} tiles={tiles} view={view} cluster onOpen={(id) => open({ kind: 'event', id })} onBoundsChange={setBounds} />
      {result.error && !found ? <ErrorState error={result.error} onRetry={() => result.refetch()} compact /> : null}
      <p className="events-map__count" role="status">
        {found === undefined ? '' : found.length === 0 ? t('explore.map.none') : t('explore.map.count', { count: found.length })}
      </p>
    </div>
  );
}
