import { useMemo } from 'react';
import { placeLabel } from '@gatherly/schema';
import type { EventPlaceMap_EventFragment } from './EventPlaceMap.generated';
import { LazyPlacesMap } from '../../../../ui/map/LazyPlacesMap';
import { useMapTiles } from './use-map-tiles';
import { useT } from '../../../../lib/i18n';

/** How close the event dialog's map looks: a town and its streets. */
const EVENT_ZOOM = 13;

type Place = NonNullable<EventPlaceMap_EventFragment['event_place']>;

/** The event's place on a small map in its dialog (the same lazily loaded map as Explore's); nothing for an event without one. */
export function EventPlaceMap({ event }: { event: EventPlaceMap_EventFragment }) {
  return event.event_place ? <PlaceMap place={event.event_place} /> : null;
}

function PlaceMap({ place }: { place: Place }) {
  const t = useT();
  const tiles = useMapTiles();
  const { latitude, longitude } = place;
  const label = placeLabel(place);
  const view = useMemo(() => ({ latitude, longitude, zoom: EVENT_ZOOM }), [latitude, longitude]);
  const markers = useMemo(() => [{ id: 'place', latitude, longitude, title: label }], [label, latitude, longitude]);
  return <LazyPlacesMap label={t('events.map.label', { place: label })} markers={markers} tiles={tiles} view={view} size="small" />;
}
