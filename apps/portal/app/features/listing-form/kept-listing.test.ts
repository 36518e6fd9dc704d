import { describe, expect, it } from "vitest";
import { readKeptListing } from "./kept-listing";
import { emptyListingValues } from "./listing-form-values";

describe("readKeptListing", () => {
  it("gives back what the form held, its step and upload key", () => {
    const values = {
      ...emptyListingValues(),
      title_suffix: "di Menteng",
      price: "1500000",
      photos: [{ uuid: "p1", src: "/api/photo/p1", isPrimary: true }],
    };
    expect(readKeptListing({ values, step: 2, formKey: "k" })).toEqual({ values, step: 2, formKey: "k" });
  });

  it("falls back to the empty form's value for anything of the wrong kind, and ignores unknown fields", () => {
    const kept = readKeptListing({
      values: { price: 15, photos: "x", description: "Rumah", extra: 1 },
      step: 7,
      formKey: "k",
    });
    expect(kept?.values).toEqual({ ...emptyListingValues(), description: "Rumah" });
    expect(kept?.step).toBe(1);
  });

  it("refuses what is not a kept listing form", () => {
    for (const kept of [null, "x", 3, {}, { values: {}, step: 1 }, { values: null, formKey: "k" }]) {
      expect(readKeptListing(kept)).toBeNull();
    }
  });
});
