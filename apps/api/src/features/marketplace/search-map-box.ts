import { invalidFields } from "../../platform/openapi/refusal.js";

/** The visible box of a map, in degrees (the contract checked each edge's range). */
export type MapBox = { south: number; west: number; north: number; east: number };

/** The widest box a map may ask for: a map zoomed out further asks for a continent (docs/product/marketplace.md#map-search). */
const MAX_BOX_LAT_SPAN = 60;
const MAX_BOX_LNG_SPAN = 120;

/** Up to this many matches in a box come as single markers; past it they are grouped by a grid. */
export const MAX_SINGLE_MARKERS = 100;

/** Cells of the grid along the box's longer side, at most (so at most 17 × 17 cells touch a box). */
const GRID_CELLS_PER_SIDE = 16;

/**
 * The box's own contradictions as a 470 (an edge past its opposite, a box wider than a map shows); undefined
 * when it is sound.
 */
export function mapBoxRefusal(box: MapBox) {
  const errors: Record<string, string[]> = {};
  if (box.north <= box.south) errors.north = ["Batas utara harus lebih besar dari batas selatan."];
  else if (box.north - box.south > MAX_BOX_LAT_SPAN) errors.north = ["Area peta terlalu luas. Perbesar peta."];
  if (box.east <= box.west) errors.east = ["Batas timur harus lebih besar dari batas barat."];
  else if (box.east - box.west > MAX_BOX_LNG_SPAN) errors.east = ["Area peta terlalu luas. Perbesar peta."];
  return Object.keys(errors).length > 0 ? invalidFields(errors) : undefined;
}

/**
 * The side of a grid cell in degrees for a box: the power of two (…, 1/4, 1/2, 1, 2, …) nearest above a
 * sixteenth of the box's longer side. Cells are anchored at 0°, not at the box, so panning keeps every cell and
 * its cluster where they were; only zooming changes the cell.
 */
export function gridCellDegrees(box: MapBox): number {
  const span = Math.max(box.north - box.south, box.east - box.west);
  return 2 ** Math.ceil(Math.log2(span / GRID_CELLS_PER_SIDE));
}
