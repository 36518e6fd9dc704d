import { describe, expect, it } from "vitest";
import {
  EMPTY_MAP_VALUE,
  coordinateError,
  coordinateText,
  isValidPoint,
  parseCoordinate,
  pinAt,
  roundCoordinate,
  typedCoordinate,
} from "./map-coordinates";

describe("parseCoordinate", () => {
  it("reads dots, commas, signs and blanks", () => {
    expect(parseCoordinate("-6.2")).toBe(-6.2);
    expect(parseCoordinate(" 106,816666 ")).toBe(106.816666);
    expect(parseCoordinate("+90")).toBe(90);
    expect(parseCoordinate(".5")).toBe(0.5);
    expect(parseCoordinate("")).toBeNull();
    expect(parseCoordinate("   ")).toBeNull();
  });

  it("gives NaN for text that is not a plain number", () => {
    for (const text of ["abc", "-", "1e5", "1.2.3", "Infinity", "0x10"]) expect(parseCoordinate(text)).toBeNaN();
  });
});

describe("coordinateError", () => {
  it("accepts both ends of the ranges and empty", () => {
    for (const lat of [-90, 0, 90, -6.2]) expect(coordinateError("lat", lat)).toBeNull();
    for (const lng of [-180, 180, 106.816666]) expect(coordinateError("lng", lng)).toBeNull();
    expect(coordinateError("lat", null)).toBeNull();
  });

  it("words out-of-range values as the listing schema does", () => {
    expect(coordinateError("lat", -90.5)).toBe("Lintang minimal -90.");
    expect(coordinateError("lat", 91)).toBe("Lintang maksimal 90.");
    expect(coordinateError("lng", -181)).toBe("Bujur minimal -180.");
    expect(coordinateError("lng", 200)).toBe("Bujur maksimal 180.");
    expect(coordinateError("lng", Number.NaN)).toBe("Bujur harus berupa angka.");
  });
});

describe("isValidPoint", () => {
  it("needs both coordinates within range", () => {
    expect(isValidPoint({ lat: -6.2, lng: 106.8 })).toBe(true);
    expect(isValidPoint({ lat: -6.2, lng: null })).toBe(false);
    expect(isValidPoint({ lat: 100, lng: 106.8 })).toBe(false);
  });
});

describe("pinAt", () => {
  it("pins with six decimals", () => {
    expect(pinAt(-6.1753924123, 106.8271528987)).toEqual({ lat: -6.175392, lng: 106.827153, is_map_pinned: true });
    expect(roundCoordinate(-0.0000004)).toBe(0);
  });

  it("wraps a longitude reported after panning around the world", () => {
    expect(pinAt(-6.2, 466.816666).lng).toBeCloseTo(106.816666, 6);
    expect(pinAt(-6.2, -253.183334).lng).toBeCloseTo(106.816666, 6);
    expect(pinAt(0, 180).lng).toBe(-180);
  });
});

describe("typedCoordinate", () => {
  it("pins once both coordinates are typed", () => {
    const withLat = typedCoordinate(EMPTY_MAP_VALUE, "lat", "-6.2");
    expect(withLat).toEqual({ lat: -6.2, lng: null, is_map_pinned: false });
    expect(typedCoordinate(withLat, "lng", "106.816666")).toEqual({ lat: -6.2, lng: 106.816666, is_map_pinned: true });
  });

  it("unpins when a coordinate is cleared or unreadable", () => {
    const pinned = { lat: -6.2, lng: 106.8, is_map_pinned: true };
    expect(typedCoordinate(pinned, "lng", "")).toEqual({ lat: -6.2, lng: null, is_map_pinned: false });
    expect(typedCoordinate(pinned, "lat", "abc")).toEqual({ lat: null, lng: 106.8, is_map_pinned: false });
  });

  it("passes an out-of-range number on as typed, for the form's validation", () => {
    expect(typedCoordinate({ lat: -6.2, lng: null, is_map_pinned: false }, "lng", "200")).toEqual({
      lat: -6.2,
      lng: 200,
      is_map_pinned: true,
    });
  });
});

describe("coordinateText", () => {
  it("shows nothing for no value and the number otherwise", () => {
    expect(coordinateText(null)).toBe("");
    expect(coordinateText(-6.2)).toBe("-6.2");
  });
});
