// Pure rules of the location map's coordinate inputs: parsing what the agent types, range messages (the same
// texts as the listing schema and the server), rounding what the map reports.
import { max, min, number } from "@griya/domain/validation-messages";

export type MapValue = { lat: number | null; lng: number | null; is_map_pinned: boolean };
export type Axis = "lat" | "lng";

/** Jakarta (Monas), where the map opens when there is no pin and no other center. */
export const DEFAULT_CENTER = { lat: -6.2, lng: 106.816666 } as const;

const LIMIT: Record<Axis, number> = { lat: 90, lng: 180 };
/** Field names of the messages, as the listing schema words them. */
const FIELD: Record<Axis, string> = { lat: "Lintang", lng: "Bujur" };

export const EMPTY_MAP_VALUE: MapValue = { lat: null, lng: null, is_map_pinned: false };

/** "" → null, "-6,2" or "-6.2" → -6.2 (a comma is what an Indonesian keyboard offers), anything else → NaN. */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The message for a typed coordinate, or null when it is empty or valid. */
export function coordinateError(axis: Axis, value: number | null): string | null {
  if (value === null) return null;
  if (Number.isNaN(value)) return number(FIELD[axis]);
  if (value < -LIMIT[axis]) return min(FIELD[axis], -LIMIT[axis]);
  if (value > LIMIT[axis]) return max(FIELD[axis], LIMIT[axis]);
  return null;
}

export function isValidPoint(value: Pick<MapValue, "lat" | "lng">): value is { lat: number; lng: number } {
  return (
    value.lat !== null &&
    value.lng !== null &&
    coordinateError("lat", value.lat) === null &&
    coordinateError("lng", value.lng) === null
  );
}

/** Six decimals ≈ 0.1 m: finer than any pin on a map, short enough to read and store. */
export function roundCoordinate(value: number): number {
  // `+ 0` turns −0 into 0, which would otherwise show as "0" yet compare unequal in places.
  return Math.round(value * 1e6) / 1e6 + 0;
}

/** A pin placed on the map (click, tap, drag or "center"). Longitude wraps into −180..180 after panning around. */
export function pinAt(lat: number, lng: number): MapValue {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: roundCoordinate(lat), lng: roundCoordinate(wrapped), is_map_pinned: true };
}

/**
 * The value after the agent types one coordinate: a typed point counts as pinned once both coordinates are
 * there. An out-of-range number is passed on as typed so the form's own validation refuses it too; text that
 * is not a number leaves that coordinate empty.
 */
export function typedCoordinate(value: MapValue, axis: Axis, text: string): MapValue {
  const parsed = parseCoordinate(text);
  const next = { ...value, [axis]: parsed === null || Number.isNaN(parsed) ? null : parsed };
  return { ...next, is_map_pinned: next.lat !== null && next.lng !== null };
}

/** The input's text for a value ("" when none). */
export function coordinateText(value: number | null): string {
  return value === null ? "" : String(value);
}
