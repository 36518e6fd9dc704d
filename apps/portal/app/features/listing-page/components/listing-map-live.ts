// Loaded on demand by listing-map.tsx: Leaflet, its stylesheet and marker images come with this chunk only.
import L from "leaflet";
import { leafletMarkerIcon, linkLeafletStylesheet } from "../../../lib/leaflet-assets";
import { FALLBACK_TILES, type MapTileSource } from "../../../lib/map-tile-source";

/** A map centred on the pin, in `container`; returns what removes it again. */
export async function mountMap(
  container: HTMLElement,
  pin: { lat: number; lng: number },
  label: string,
  tiles: MapTileSource = FALLBACK_TILES,
): Promise<() => void> {
  await linkLeafletStylesheet();
  const map = L.map(container, { scrollWheelZoom: false }).setView([pin.lat, pin.lng], 16);
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  L.marker([pin.lat, pin.lng], { icon: leafletMarkerIcon(L.icon), alt: label, keyboard: false }).addTo(map);
  return () => map.remove();
}
