import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { allPlaceAliases, replacePlaceAliases, unknownPlaceCodes } from "./place-alias-repository.js";
import { formatAliasFile, parseAliasFile } from "./place-aliases-file.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = async (query: string) =>
  (await t.app.inject({ method: "GET", url: `/api/search/locations?query=${encodeURIComponent(query)}` })).json()
    .data as { type: string; id: string; label: string }[];

describe("the everyday names' file", () => {
  it("reads names, one place or several districts, and weights, and refuses bad lines by number", () => {
    const { aliases, errors } = parseAliasFile(
      "# komentar\nJaksel;31.74;100\n\nBintaro;36.74.03 31.74.10;80\nX;31;1\nKota;31.74 31.75;5\nJaksel;31.75;1\nA b\n",
    );
    expect(aliases).toEqual([
      { name: "Jaksel", target: { type: "city", id: "31.74" }, weight: 100 },
      { name: "Bintaro", target: { type: "areas", ids: ["31.74.10", "36.74.03"] }, weight: 80 },
    ]);
    expect(errors).toEqual([
      "baris 5: nama 2–100 karakter",
      "baris 6: beberapa kode hanya untuk kecamatan",
      'baris 7: nama "Jaksel" sudah ada di baris lain',
      "baris 8: tulis nama;kode;bobot",
    ]);
  });
});

describe(`the everyday names, exported and imported (${testDriver()})`, () => {
  it("export what the migrations seeded and read back the same", async () => {
    const file = formatAliasFile(await allPlaceAliases(t.database.db));
    expect(file).toContain("\nJaksel;31.74;100\n");
    expect(file).toContain("\nBintaro;31.74.10 36.74.03;80\n");
    const { aliases, errors } = parseAliasFile(file);
    expect(errors).toEqual([]);
    expect(formatAliasFile(aliases)).toBe(file);
  });

  it("replace the whole list, which the location box then finds", async () => {
    const db = t.database.db;
    expect((await unknownPlaceCodes(db, ["31.74", "31.74.99", "99"])).sort()).toEqual(["31.74.99", "99"]);
    const { aliases } = parseAliasFile("Selatan Raya;31.74.07 31.74.05;50\nJkt Sel;31.74;10\n");
    await replacePlaceAliases(db, aliases);
    expect((await lookup("selatan raya"))[0]).toMatchObject({
      type: "areas",
      label: "Selatan Raya — Kebayoran Lama, Jakarta Selatan; Kebayoran Baru, Jakarta Selatan",
    });
    expect((await lookup("jkt sel"))[0]).toMatchObject({ type: "city", id: "31.74" });
    expect((await lookup("jaksel")).some((s) => s.label.startsWith("Jaksel —"))).toBe(false);
  });
});
