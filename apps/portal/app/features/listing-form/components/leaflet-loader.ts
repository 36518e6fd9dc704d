// Leaflet reads `window` as soon as it is evaluated, and the listing form is rendered on the server: it is
// imported here, in the browser only, on first use. Its marker images are imported as asset URLs so Vite
// fingerprints them (Leaflet's own lookup guesses the path from its CSS, which breaks once bundled).
import markerIcon2xUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";
import type * as LeafletModule from "leaflet";

export type Leaflet = typeof LeafletModule;

let loading: Promise<Leaflet> | undefined;

export function loadLeaflet(): Promise<Leaflet> {
  loading ??= import("leaflet").then(
    // Leaflet 1.9 ships CommonJS: depending on the bundler's interop the API is the namespace or its default.
    (module) => (module as Leaflet & { default?: Leaflet }).default ?? module,
    (failure: unknown) => {
      // A lost connection must not poison later attempts (the next mount tries again).
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

/** Leaflet's default marker, with the bundled image URLs. */
export function markerIcon(L: Leaflet) {
  return L.icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    tooltipAnchor: [16, -28],
    shadowSize: [41, 41],
  });
}
