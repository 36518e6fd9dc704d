import { describe, expect, it } from "vitest";
import { formValueOf, listingValuesOf, readListingForm } from "./listing-form-data";
import { emptyListingValues, type ListingFormValues } from "./listing-form-values";

const filled: ListingFormValues = {
  ...emptyListingValues(),
  type: "R",
  rent_period_id: "2",
  property_type_id: "1",
  title_suffix: "Rumah asri",
  price: "1250000000",
  selected_facilities: [
    { id: 3, amount: 2 },
    { id: 1, amount: null },
  ],
  videos: ["https://youtu.be/abc", ""],
  map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
  photos: [{ uuid: "u1", src: "/p/u1.jpg", isPrimary: true, fileName: "a.jpg" }],
};

describe("the listing form's values in its inputs", () => {
  it("come back as they went in (the facilities in the order ticked)", () => {
    expect(listingValuesOf(formValueOf(filled))).toEqual(filled);
    expect(listingValuesOf(formValueOf(emptyListingValues()))).toEqual(emptyListingValues());
  });

  it("read from the form's data: the price's digits, the video rows, empty inputs as empty", () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(formValueOf(filled))) {
      if (typeof value === "string") data.append(name, value);
    }
    data.set("price", "1.250.000.000");
    data.append("videos[0]", "https://youtu.be/abc");
    data.append("videos[1]", "");
    data.set("title_suffix", "");
    expect(readListingForm(data)).toEqual({ ...filled, title_suffix: "" });
  });

  it("fall back to the empty form's for what is missing or broken", () => {
    const values = listingValuesOf({ map: "{not json", photos: "null", videos: undefined });
    expect(values).toEqual(emptyListingValues());
  });
});
