/** What the map shows and tells, apart from Leaflet (which only its lazily loaded chunk imports). */

/** One place on the map: clicking (or Enter on) it calls `onOpen` with its id. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Read by assistive technology and shown on hover: the event's name and date. */
  title: string;
}

/** The part of the world in view, as the map search takes it. */
export interface MapBounds {
  min_latitude: number;
  max_latitude: number;
  min_longitude: number;
  max_longitude: number;
}

/** Where the base map's tiles come from; null when none is configured (markers on a plain background). */
export interface MapTiles {
  /** A Leaflet URL template, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  url: string;
  attribution: string;
}

/** Where the map opens: a centre with a zoom, or (without one) the markers in view. */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface PlacesMapProps {
  /** The map's accessible name ("Map of events"). */
  label: string;
  markers: readonly MapMarker[];
  /** undefined while the configuration is asked for: no base map yet, and nothing said of it. */
  tiles: MapTiles | null | undefined;
  view?: MapView;
  /** Markers close together gather into one that zooms in (Explore); a single event's map needs none. */
  cluster?: boolean;
  onOpen?: (id: string) => void;
  /** Told once the map settles after opening, panning or zooming. */
  onBoundsChange?: (bounds: MapBounds) => void;
  /** 'small' for the event dialog's map, which moves only when asked (no scroll-wheel zoom). */
  size?: 'large' | 'small';
}

/** The zoom that shows about `radiusKm` around a point on a map a few hundred pixels wide. */
export function zoomForRadius(radiusKm: number): number {
  // At zoom z one 256 px tile spans about 40,075 / 2^z km at the equator; keep the circle's
  // diameter on roughly two tiles (one radius a tile).
  const zoom = Math.log2(40_075 / radiusKm);
  return Math.max(2, Math.min(16, Math.floor(zoom)));
}

/**
 * Bounds as the server takes them: longitudes folded into -180…180 (a view across the antimeridian
 * then has min_longitude above max_longitude, as the server reads it), the whole width when the
 * view shows the world more than once.
 */
export function normalizeBounds(south: number, west: number, north: number, east: number): MapBounds {
  const clampLat = (value: number) => Math.max(-90, Math.min(90, value));
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const whole = east - west >= 360;
  const fold = (value: number) => (value >= -180 && value <= 180 ? value : ((((value + 180) % 360) + 360) % 360) - 180);
  const min = whole ? -180 : fold(west);
  const max = whole ? 180 : fold(east);
  return { min_latitude: round(clampLat(south)), max_latitude: round(clampLat(north)), min_longitude: round(min), max_longitude: round(max) };
}
