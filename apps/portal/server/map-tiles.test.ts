import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, mapTileConfig, tileImgSources } from "./map-tiles.mjs";

describe("mapTileConfig", () => {
  it("defaults to OpenStreetMap with its credit line", () => {
    expect(mapTileConfig({})).toEqual({
      url: DEFAULT_MAP_TILE_URL,
      attribution: DEFAULT_MAP_TILE_ATTRIBUTION,
      imgSources: ["https://tile.openstreetmap.org"],
    });
    expect(DEFAULT_MAP_TILE_ATTRIBUTION).toContain("OpenStreetMap");
  });

  it("takes a configured source with its attribution", () => {
    const env = {
      MAP_TILE_URL: " https://tiles.example.id/peta/{z}/{x}/{y}.png?key=abc ",
      MAP_TILE_ATTRIBUTION: "© Contoh Peta",
    };
    expect(mapTileConfig(env)).toEqual({
      url: "https://tiles.example.id/peta/{z}/{x}/{y}.png?key=abc",
      attribution: "© Contoh Peta",
      imgSources: ["https://tiles.example.id"],
    });
  });

  it("stops the start for a custom source without attribution, or a template that cannot work", () => {
    expect(() => mapTileConfig({ MAP_TILE_URL: "https://tiles.example.id/{z}/{x}/{y}.png" })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
    expect(() =>
      mapTileConfig({ MAP_TILE_URL: "https://tiles.example.id/{z}/{x}.png", MAP_TILE_ATTRIBUTION: "x" }),
    ).toThrow(/MAP_TILE_URL: must be an https URL template/);
  });
});

describe("tileImgSources", () => {
  it("allows the template's origin, port included, or every subdomain for {s}", () => {
    expect(tileImgSources("https://tiles.example.id:8443/{z}/{x}/{y}.png")).toEqual(["https://tiles.example.id:8443"]);
    expect(tileImgSources("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual([
      "https://*.tile.openstreetmap.org",
    ]);
  });

  it("refuses plain http, credentials, placeholders in the host and missing coordinates", () => {
    for (const template of [
      "http://tiles.example.id/{z}/{x}/{y}.png",
      "https://user:pw@tiles.example.id/{z}/{x}/{y}.png",
      "https://tiles.{s}.example.id/{z}/{x}/{y}.png",
      "https://{z}.example.id/{x}/{y}.png",
      "https://tiles.example.id/{z}/{y}.png",
      "tiles.example.id/{z}/{x}/{y}.png",
    ]) {
      expect(tileImgSources(template), template).toBeNull();
    }
  });
});
