// The journeys' map tiles (docs/product/marketplace.md#map-search): the portal is pointed at this host
// (MAP_TILE_URL in playwright.config.ts), and every browser context answers its requests with one small PNG
// (support/test.ts), so no journey reaches a tile server and the Content-Security-Policy still sees a real host.
import type { BrowserContext } from "@playwright/test";

const MAP_TILE_HOST = "https://tiles.griya.test";
export const MAP_TILE_URL = `${MAP_TILE_HOST}/{z}/{x}/{y}.png`;

/** A 1 × 1 grey PNG, stretched by the map over each tile. */
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4e/cuAAUyApjDDfqPAAAAAElFTkSuQmCC",
  "base64",
);

export async function stubMapTiles(context: BrowserContext): Promise<void> {
  await context.route(`${MAP_TILE_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG }),
  );
}
