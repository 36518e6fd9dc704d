// Loaded on demand by map-search.tsx, on the map page only: Leaflet and the drawing of markers and clusters.
import L from "leaflet";
import { leafletMarkerIcon, linkLeafletStylesheet } from "../../../lib/leaflet-assets";
import { FALLBACK_TILES, type MapTileSource } from "../../../lib/map-tile-source";
import { INDONESIA, MAX_ZOOM, MIN_ZOOM, type MapAreaView, type MapBox, type MapView } from "../map-view";

export type SearchMapControl = {
  /** Replaces the markers and clusters with those of an answer. */
  draw: (area: Pick<MapAreaView, "markers" | "clusters">) => void;
  /** Where the map is now and the box it shows, for the first request after it measured its size. */
  current: () => { view: MapView; box: MapBox };
  remove: () => void;
};

type Options = {
  /** Where to open; null: fitted to all of Indonesia (the phone's zoom is not the desktop's). */
  view: MapView | null;
  /** MAP_TILE_URL as the root loader hands it out; the default source when the root had none. */
  tiles?: MapTileSource;
  /** After the map stopped moving (a pan, a zoom, a cluster opened), with what it shows now. */
  onMove: (view: MapView, box: MapBox) => void;
};

/** The marker's popup: the title as a link to the listing, and the price (text nodes: titles are agents' text). */
function popupOf(marker: MapAreaView["markers"][number]): HTMLElement {
  const box = document.createElement("div");
  box.className = "map-search-popup";
  const link = Object.assign(document.createElement("a"), { href: marker.href, textContent: marker.title });
  const price = Object.assign(document.createElement("p"), { textContent: marker.price });
  box.append(link, price);
  return box;
}

/** A cluster: its count in a round badge, a button (Leaflet's keyboard markers) that zooms in to its listings. */
function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: "map-search-cluster",
    html: `<span aria-hidden="true">${count.toLocaleString("id-ID")}</span>`,
    iconSize: [size, size],
  });
}

const boxOf = (map: L.Map): MapBox => {
  const bounds = map.getBounds();
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
};

/** The map of the search in `container`, at `view`; tells every move through onMove. */
export async function mountSearchMap(container: HTMLElement, options: Options): Promise<SearchMapControl> {
  await linkLeafletStylesheet();
  const map = L.map(container, { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM });
  const { view } = options;
  if (view) map.setView([view.lat, view.lng], view.zoom);
  else {
    map.fitBounds([
      [INDONESIA.south, INDONESIA.west],
      [INDONESIA.north, INDONESIA.east],
    ]);
  }
  const tiles = options.tiles ?? FALLBACK_TILES;
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
  const icon = leafletMarkerIcon(L.icon);
  const layer = L.layerGroup().addTo(map);

  const current = () => {
    const centre = map.getCenter();
    return { view: { lat: centre.lat, lng: centre.lng, zoom: map.getZoom() }, box: boxOf(map) };
  };
  map.on("moveend", () => {
    const now = current();
    options.onMove(now.view, now.box);
  });

  return {
    draw({ markers, clusters }) {
      layer.clearLayers();
      for (const m of markers) {
        const label = `${m.title}, ${m.price}`;
        L.marker([m.lat, m.lng], { icon, alt: label, title: label }).bindPopup(popupOf(m)).addTo(layer);
      }
      for (const c of clusters) {
        const label = `${c.count.toLocaleString("id-ID")} properti di sini. Perbesar`;
        L.marker([c.lat, c.lng], { icon: clusterIcon(c.count), title: label })
          .on("click", () => {
            const { south, west, north, east } = c.bounds;
            map.fitBounds(
              [
                [south, west],
                [north, east],
              ],
              { padding: [24, 24], maxZoom: Math.min(MAX_ZOOM, map.getZoom() + 4) },
            );
          })
          .addTo(layer);
      }
    },
    current,
    remove: () => map.remove(),
  };
}
