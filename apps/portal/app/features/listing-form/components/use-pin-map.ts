import type { Icon, Map as LeafletMap, Marker } from "leaflet";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { MapTileSource } from "../../../lib/map-tile-source";
import { loadLeaflet, markerIcon, type Leaflet } from "./leaflet-loader";
import { isValidPoint, pinAt, type MapValue } from "./map-coordinates";
import { TILE_REFERRER_POLICY } from "./map-tiles";

const ZOOM_AREA = 12;
const ZOOM_PIN = 16;

type LiveMap = { L: Leaflet; map: LeafletMap; icon: Icon; marker: Marker | null };
type LoadState = "loading" | "ready" | "failed";

export type PinMapOptions = {
  value: MapValue;
  /** Where the map opens (and moves to while nothing is pinned). */
  opensAt: { lat: number; lng: number };
  tiles: MapTileSource;
  labels: { marker: string; zoomIn: string; zoomOut: string };
  /** A pin set on the map: a click or tap, or the pin dragged. */
  onPlace: (value: MapValue) => void;
};

/**
 * The Leaflet map of the location field, in `containerRef`, loaded in the browser only: the marker follows the
 * value, a click or a drag places the pin. `mapCenter` is null until the map has loaded.
 */
export function usePinMap(containerRef: RefObject<HTMLDivElement | null>, options: PinMapOptions) {
  const live = useRef<LiveMap | null>(null);
  const [loadState, setLoadState] = useState<LoadState>("loading");
  const [tilesFailed, setTilesFailed] = useState(false);
  const { value, opensAt } = options;

  // Map events fire outside render: they read the latest options through this ref.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    loadLeaflet().then(
      (L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const start = latest.current;
        const pin = isValidPoint(start.value) ? start.value : null;
        const map = L.map(container, {
          center: pin ? [pin.lat, pin.lng] : [start.opensAt.lat, start.opensAt.lng],
          zoom: pin ? ZOOM_PIN : ZOOM_AREA,
          zoomControl: false,
          // The map sits in a long form: the wheel scrolls the page; zoom with the buttons, keys or pinch.
          scrollWheelZoom: false,
        });
        L.control.zoom({ zoomInTitle: start.labels.zoomIn, zoomOutTitle: start.labels.zoomOut }).addTo(map);
        let anyTileLoaded = false;
        L.tileLayer(start.tiles.url, {
          attribution: start.tiles.attribution,
          maxZoom: 19,
          referrerPolicy: TILE_REFERRER_POLICY,
        })
          .on("tileload", () => {
            anyTileLoaded = true;
            setTilesFailed(false);
          })
          .on("tileerror", () => {
            if (!anyTileLoaded) setTilesFailed(true);
          })
          .addTo(map);
        map.on("click", (event) => latest.current.onPlace(pinAt(event.latlng.lat, event.latlng.lng)));
        // A map first laid out while hidden (another form step) or resized must re-measure its container.
        const resize = new ResizeObserver(() => map.invalidateSize());
        resize.observe(container);
        live.current = { L, map, icon: markerIcon(L), marker: null };
        cleanup = () => {
          resize.disconnect();
          map.remove();
          live.current = null;
        };
        setLoadState("ready");
      },
      () => {
        if (!cancelled) setLoadState("failed");
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);

  // The marker follows the value, wherever it came from.
  useEffect(() => {
    const current = live.current;
    if (loadState !== "ready" || !current) return;
    const point = { lat: value.lat, lng: value.lng };
    if (!isValidPoint(point)) {
      current.marker?.remove();
      current.marker = null;
      return;
    }
    const at = current.L.latLng(point.lat, point.lng);
    if (current.marker) {
      current.marker.setLatLng(at);
    } else {
      const label = latest.current.labels.marker;
      const marker = current.L.marker(at, { icon: current.icon, draggable: true, alt: label, title: label });
      marker.on("dragend", () => {
        const dropped = marker.getLatLng();
        latest.current.onPlace(pinAt(dropped.lat, dropped.lng));
      });
      current.marker = marker.addTo(current.map);
    }
    if (!current.map.getBounds().contains(at)) current.map.panTo(at);
  }, [loadState, value.lat, value.lng]);

  // A new center (say the agent picked another area) moves the map while nothing is pinned.
  useEffect(() => {
    const current = live.current;
    if (loadState !== "ready" || !current || isValidPoint(latest.current.value)) return;
    current.map.setView([opensAt.lat, opensAt.lng], ZOOM_AREA);
  }, [loadState, opensAt.lat, opensAt.lng]);

  return { loadState, tilesFailed, mapCenter: () => live.current?.map.getCenter() ?? null };
}
