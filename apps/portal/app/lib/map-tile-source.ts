import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from "../../server/map-tiles.mjs";
import { useRootData } from "./use-root-data";

/** Where map tiles come from and the credit line they must carry (HTML, shown by Leaflet). */
export type MapTileSource = { url: string; attribution: string };

/** The server's default (OpenStreetMap), for a page rendered without the root loader's data. */
export const FALLBACK_TILES: MapTileSource = { url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION };

/** The tile source the server was configured with (MAP_TILE_URL), as the root loader hands it out. */
export function useMapTileSource(): MapTileSource {
  return useRootData()?.mapTiles ?? FALLBACK_TILES;
}
