// For the maps' on-demand chunks only (the listing page's pin, the map search): Leaflet's stylesheet and marker
// images. The stylesheet is linked by hand (an asset URL, not a CSS import): a CSS import would make Vite wrap the
// dynamic import in its preload helper, which every page would then load up front. The images are asset URLs so
// Vite fingerprints them (Leaflet's own lookup guesses the path from its CSS, which breaks once bundled).
import type { Icon, IconOptions } from "leaflet";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import markerIcon2xUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";

export function linkLeafletStylesheet(): Promise<void> {
  if (document.querySelector(`link[href="${leafletCssUrl}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: leafletCssUrl });
    link.onload = () => resolve();
    link.onerror = () => reject(new Error("Leaflet stylesheet did not load"));
    document.head.append(link);
  });
}

/** Leaflet's default marker, with the bundled image URLs. */
export function leafletMarkerIcon(icon: (options: IconOptions) => Icon): Icon {
  return icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    shadowSize: [41, 41],
  });
}
