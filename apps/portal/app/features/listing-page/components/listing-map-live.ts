// Loaded on demand by listing-map.tsx: Leaflet, its stylesheet and marker images come with this chunk only.
// The stylesheet is linked by hand (an asset URL, not a CSS import): a CSS import would make Vite wrap the
// dynamic import in its preload helper, which every listing page would then load up front.
import L from "leaflet";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import markerIcon2xUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";

import { FALLBACK_TILES, type MapTileSource } from "../../../lib/map-tile-source";

function linkStylesheet(): Promise<void> {
  if (document.querySelector(`link[href="${leafletCssUrl}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: leafletCssUrl });
    link.onload = () => resolve();
    link.onerror = () => reject(new Error("Leaflet stylesheet did not load"));
    document.head.append(link);
  });
}

/** A map centred on the pin, in `container`; returns what removes it again. */
export async function mountMap(
  container: HTMLElement,
  pin: { lat: number; lng: number },
  label: string,
  tiles: MapTileSource = FALLBACK_TILES,
): Promise<() => void> {
  await linkStylesheet();
  const map = L.map(container, { scrollWheelZoom: false }).setView([pin.lat, pin.lng], 16);
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  const icon = L.icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    shadowSize: [41, 41],
  });
  L.marker([pin.lat, pin.lng], { icon, alt: label, keyboard: false }).addTo(map);
  return () => map.remove();
}
