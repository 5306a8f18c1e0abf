import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { MapConfigDocument } from './MapConfig.generated';
import type { MapTiles } from '../../../../ui/map/map-types';

/**
 * The base map's tiles as the server configures them (MAP_TILES_URL, MAP_ATTRIBUTION): null when
 * none is configured or the server cannot say (the map then shows its markers on a plain
 * background), undefined while it is asked.
 */
export function useMapTiles(): MapTiles | null | undefined {
  const { data, error } = useQuery(MapConfigDocument, { fetchPolicy: 'cache-first' });
  const known = data !== undefined || error !== undefined;
  const url = data?.mapConfig.tiles_url ?? null;
  const attribution = data?.mapConfig.attribution ?? '';
  return useMemo(() => (!known ? undefined : url ? { url, attribution } : null), [known, url, attribution]);
}
