import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { divIcon, type LatLngBounds } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { t, useT } from '../../lib/i18n';
import { normalizeBounds, type MapBounds, type MapMarker, type MapView, type PlacesMapProps } from './map-types';
import './places-map.css';

/** The whole world, when nothing says where to look. */
const WORLD: MapView = { latitude: 20, longitude: 0, zoom: 2 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Markers are drawn in the theme's colours (no image to bundle), and carry their title as text:
 * Leaflet makes each a button reached by Tab, which Enter clicks.
 */
const markerIcon = (title: string) =>
  divIcon({
    className: 'places-map__marker',
    html: `<span class="places-map__pin"></span><span class="visually-hidden">${escapeHtml(title)}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 24],
  });

const clusterIcon = (cluster: { getChildCount(): number }) => {
  const count = cluster.getChildCount();
  return divIcon({ className: 'places-map__cluster', html: `${count}<span class="visually-hidden"> ${escapeHtml(t('common.map.cluster', { count }))}</span>`, iconSize: [36, 36] });
};

/** Tells the bounds in view once the map has settled: at first, then after each pan or zoom. */
function BoundsReporter({ onBoundsChange }: { onBoundsChange: (bounds: MapBounds) => void }) {
  const map = useMapEvents({ moveend: () => onBoundsChange(boundsOf(map.getBounds())) });
  useEffect(() => {
    map.whenReady(() => onBoundsChange(boundsOf(map.getBounds())));
  }, [map, onBoundsChange]);
  return null;
}

const boundsOf = (bounds: LatLngBounds) => normalizeBounds(bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast());

/**
 * Keeps Leaflet's idea of the map's size true when its box changes (a phone turned, the filters
 * opened, or a first layout after Leaflet measured it), with the same place in the middle.
 */
function SizeFollower() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Moves the map when the place it should show changes (another "Near", another event). */
function ViewFollower({ view }: { view: MapView }) {
  const map = useMap();
  useEffect(() => {
    map.setView([view.latitude, view.longitude], view.zoom);
  }, [map, view.latitude, view.longitude, view.zoom]);
  return null;
}

/**
 * The base map's tiles, while they load: once tiles fail and none has loaded (offline, blocked, a
 * wrong URL), the layer goes and the markers stay on the plain background.
 */
function BaseMap({ url, attribution, onUnavailable }: { url: string; attribution: string; onUnavailable: () => void }) {
  const [loaded, setLoaded] = useState(false);
  const handlers = useMemo(
    () => ({
      tileload: () => setLoaded(true),
      tileerror: () => {
        if (!loaded) onUnavailable();
      },
    }),
    [loaded, onUnavailable],
  );
  return <TileLayer url={url} attribution={attribution} eventHandlers={handlers} />;
}

function PlaceMarker({ marker, onOpen }: { marker: MapMarker; onOpen?: (id: string) => void }) {
  const icon = useMemo(() => markerIcon(marker.title), [marker.title]);
  const handlers = useMemo(() => (onOpen ? { click: () => onOpen(marker.id) } : {}), [onOpen, marker.id]);
  const open = onOpen !== undefined;
  return <Marker position={[marker.latitude, marker.longitude]} icon={icon} title={marker.title} interactive={open} keyboard={open} eventHandlers={handlers} />;
}

function Markers({ markers, onOpen }: { markers: readonly MapMarker[]; onOpen?: (id: string) => void }) {
  return markers.map((marker) => <PlaceMarker key={marker.id} marker={marker} onOpen={onOpen} />);
}

/**
 * A Leaflet map of places with their markers (clustered when asked), in this lazily loaded chunk
 * alone. Without a base map it says so in its status line, and still shows and opens the markers.
 */
export default function PlacesMap({ label, markers, tiles, view, cluster = false, onOpen, onBoundsChange, size = 'large' }: PlacesMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const translate = useT();
  const start = view ?? WORLD;
  const unavailable = tiles === null || (tiles !== undefined && tilesFailed);
  const onUnavailable = useMemo(() => () => setTilesFailed(true), []);
  useEffect(() => setTilesFailed(false), [tiles?.url]);

  return (
    <div className={`places-map places-map--${size}`} role="region" aria-label={label}>
      <MapContainer
        className="places-map__canvas"
        center={[start.latitude, start.longitude]}
        zoom={start.zoom}
        minZoom={1}
        worldCopyJump
        scrollWheelZoom={size === 'large'}
      >
        {tiles && !tilesFailed ? <BaseMap url={tiles.url} attribution={tiles.attribution} onUnavailable={onUnavailable} /> : null}
        <SizeFollower />
        {view ? <ViewFollower view={view} /> : null}
        {onBoundsChange ? <BoundsReporter onBoundsChange={onBoundsChange} /> : null}
        {cluster ? (
          <MarkerClusterGroup iconCreateFunction={clusterIcon} showCoverageOnHover={false} chunkedLoading>
            <Markers markers={markers} onOpen={onOpen} />
          </MarkerClusterGroup>
        ) : (
          <Markers markers={markers} onOpen={onOpen} />
        )}
      </MapContainer>
      <p className="places-map__status" role="status">
        {unavailable ? translate('common.map.unavailable') : ''}
      </p>
    </div>
  );
}
