import type { FieldRule } from "@griya/domain/listing-rules";
import { describe, expect, it } from "vitest";
import {
  checkListing,
  errorsByStep,
  firstStepWithErrors,
  requestFields,
  saveBody,
  stepOfField,
  stepOneErrors,
  type ListingRules,
} from "./listing-form-request";
import { emptyListingValues, valuesFromEditData, type ListingFormValues } from "./listing-form-values";
import type { ListingEditData } from "./queries";

const HOUSE = 1;
const NOTHING_PLACED = { facilities: [], selected: [], videos: [] };
const APARTMENT = 2;
const LAND = 4;

const rule = (property_type_id: number, type: string, allowed: boolean, required: boolean): FieldRule => ({
  type,
  property_type_id,
  allowed,
  required,
});

const RULES: ListingRules = {
  field_rules: [
    rule(HOUSE, "BEDROOM", true, true),
    rule(HOUSE, "BATHROOM", true, true),
    rule(HOUSE, "LAND_SIZE", true, true),
    rule(HOUSE, "BUILDING_SIZE", true, true),
    rule(HOUSE, "HOEK", true, false),
    rule(HOUSE, "FLOOR", false, false),
    rule(APARTMENT, "BEDROOM", true, true),
    rule(APARTMENT, "FLOOR", true, true),
    rule(APARTMENT, "UNIT_BLOCK", true, false),
    rule(LAND, "LAND_SIZE", true, true),
  ],
  facilities: [
    { id: 1, uom_name: "mobil" },
    { id: 4, uom_name: null },
  ],
};

const PHOTO_A = "0b6b2f2e-4a0c-4c55-9d8a-1f2e3d4c5b6a";
const PHOTO_B = "9f1e2d3c-4b5a-4678-8123-abcdefabcdef";

/** A complete house for sale. */
function house(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...emptyListingValues(),
    property_type_id: String(HOUSE),
    title_suffix: "Rumah asri di Kebayoran",
    description: "Rumah dua lantai dengan taman, dekat sekolah dan pusat perbelanjaan.",
    price: "1500000000",
    bedroom: "3",
    bathroom: "2",
    land_size: "120",
    building_size: "90",
    floor: "7",
    hoek: "1",
    address: "Jl. Melati No. 5",
    province_id: "31",
    city_id: "31.74",
    area_id: "31.74.01",
    photos: [
      { uuid: PHOTO_A, src: "/a.webp", isPrimary: false },
      { uuid: PHOTO_B, src: "/b.webp", isPrimary: true },
    ],
    ...overrides,
  };
}

describe("requestFields", () => {
  it("sends only the ruled fields the property type shows", () => {
    const fields = requestFields(house({ block_number: "A", unit_number: "7" }), RULES.field_rules);
    expect(fields).toMatchObject({ bedroom: "3", bathroom: "2", land_size: "120", building_size: "90", hoek: "1" });
    // FLOOR is listed but not allowed for a house; UNIT_BLOCK has no row for it.
    for (const hidden of [
      "floor",
      "block_number",
      "unit_number",
      "total_floor",
      "electrical_power",
      "furnishing_status_id",
    ]) {
      expect(fields).not.toHaveProperty(hidden);
    }
  });

  it("hides every ruled field until a property type is chosen", () => {
    const fields = requestFields(house({ property_type_id: "" }), RULES.field_rules);
    expect(fields).not.toHaveProperty("bedroom");
    expect(fields).not.toHaveProperty("land_size");
  });

  it("sends the rent period of a rental only, and the name the ownership asks for only", () => {
    const sale = requestFields(
      house({ rent_period_id: "2", owner_name: "Pak Amir", company_name: "PT Maju" }),
      RULES.field_rules,
    );
    expect(sale).not.toHaveProperty("rent_period_id");
    expect(sale).not.toHaveProperty("owner_name");
    expect(sale).not.toHaveProperty("company_name");

    const rent = requestFields(
      house({ type: "R", rent_period_id: "2", ownership: "REPRESENTED_BY_USER", owner_name: "Pak Amir" }),
      RULES.field_rules,
    );
    expect(rent).toMatchObject({ rent_period_id: "2", owner_name: "Pak Amir" });
    expect(rent).not.toHaveProperty("company_name");

    const company = requestFields(house({ ownership: "MANAGED_BY_USER", company_name: "PT Maju" }), RULES.field_rules);
    expect(company).toMatchObject({ company_name: "PT Maju" });
    expect(company).not.toHaveProperty("owner_name");
  });

  it("sends photos in order with the primary one", () => {
    const fields = requestFields(house(), RULES.field_rules);
    expect(fields.photo_uuids).toEqual([PHOTO_A, PHOTO_B]);
    expect(fields.primary_photo_uuid).toBe(PHOTO_B);
    const none = requestFields(
      house({ photos: [{ uuid: PHOTO_A, src: "/a.webp", isPrimary: false }] }),
      RULES.field_rules,
    );
    expect(none.primary_photo_uuid).toBeNull();
  });
});

describe("checkListing", () => {
  it("turns a complete house into the typed save body, hidden fields left out", () => {
    const check = checkListing(
      house({
        videos: [" https://youtu.be/dQw4w9WgXcQ ", ""],
        selected_facilities: [
          { id: 1, amount: 2 },
          { id: 4, amount: null },
        ],
      }),
      RULES,
      "complete",
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const body = saveBody(check.fields, null, "save_and_activate");
    expect(body).toEqual({
      uuid: null,
      action: "save_and_activate",
      type: "S",
      ownership: "OWNED_BY_USER",
      property_type_id: HOUSE,
      title_suffix: "Rumah asri di Kebayoran",
      description: "Rumah dua lantai dengan taman, dekat sekolah dan pusat perbelanjaan.",
      price: 1_500_000_000,
      bedroom: 3,
      bathroom: 2,
      land_size: 120,
      building_size: 90,
      hoek: true,
      certificate_id: null,
      selected_facilities: [
        { id: 1, amount: 2 },
        { id: 4, amount: null },
      ],
      videos: ["https://youtu.be/dQw4w9WgXcQ"],
      address: "Jl. Melati No. 5",
      province_id: "31",
      city_id: "31.74",
      area_id: "31.74.01",
      map: { lat: null, lng: null, is_map_pinned: false },
      photo_uuids: [PHOTO_A, PHOTO_B],
      primary_photo_uuid: PHOTO_B,
    });
  });

  it("lets an almost empty draft through, with blanks as null", () => {
    const check = checkListing({ ...emptyListingValues(), title_suffix: "Rumah murah sekali" }, RULES, "draft");
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.fields).toMatchObject({
      type: "S",
      title_suffix: "Rumah murah sekali",
      price: null,
      property_type_id: null,
      videos: [],
      photo_uuids: [],
    });
    expect(check.fields).not.toHaveProperty("bedroom");
  });

  it("refuses a malformed value even in a draft", () => {
    const check = checkListing(
      { ...emptyListingValues(), price: "1500", videos: ["https://www.youtube.com/@kanal"] },
      RULES,
      "draft",
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        price: ["Harga minimal 1000000."],
        videos: ["Link video harus berupa video YouTube atau YouTube Shorts."],
      },
    });
  });

  it("requires, on activation, what the property type's rules require", () => {
    const check = checkListing(house({ bedroom: "", land_size: "", photos: [] }), RULES, "complete");
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.bedroom).toEqual(["Kamar tidur wajib diisi."]);
    expect(check.errors.land_size).toEqual(["Luas tanah wajib diisi."]);
    expect(check.errors.photo_uuids).toEqual(["Foto wajib diisi."]);
    expect(check.errors).not.toHaveProperty("floor");

    // Land: only the land size is asked for; the empty bedroom is hidden and not sent.
    const land = checkListing(
      house({ property_type_id: String(LAND), bedroom: "", land_size: "500" }),
      RULES,
      "complete",
    );
    expect(land.ok).toBe(true);
    if (land.ok) expect(land.fields).not.toHaveProperty("bedroom");
  });

  it("asks for a facility's amount when it has a unit", () => {
    const check = checkListing(house({ selected_facilities: [{ id: 1, amount: null }] }), RULES, "draft");
    expect(check).toEqual({ ok: false, errors: { selected_facilities: ["Jumlah fasilitas wajib diisi."] } });
  });

  it("requires a rent period for a rental and the owner's name for an intermediary on activation", () => {
    const check = checkListing(
      house({ type: "R", price: "5000000", ownership: "REPRESENTED_BY_USER" }),
      RULES,
      "complete",
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(["owner_name", "rent_period_id"]);
  });
});

describe("the 360° tour field", () => {
  const TOUR_RULES: ListingRules = { ...RULES, can_embed_360: true };

  it("is sent in its embeddable form (blank as null) only when the agent may add a tour", () => {
    const withTour = checkListing(house({ tour_360_url: " https://kuula.co/post/7lvY1 " }), TOUR_RULES, "complete");
    expect(withTour.ok && withTour.fields.tour_360_url).toBe("https://kuula.co/share/7lvY1");
    const blank = checkListing(house({ tour_360_url: "" }), TOUR_RULES, "draft");
    expect(blank.ok && "tour_360_url" in blank.fields && blank.fields.tour_360_url).toBeNull();
    // Not offered: the body has no tour at all, so the listing keeps the one it has.
    const hidden = checkListing(house({ tour_360_url: "https://kuula.co/post/7lvY1" }), RULES, "complete");
    expect(hidden.ok && Object.hasOwn(hidden.fields, "tour_360_url")).toBe(false);
    expect(requestFields(house({ tour_360_url: "x" }), RULES.field_rules)).not.toHaveProperty("tour_360_url");
  });

  it("says at the field, on step 1, why a link is refused", () => {
    const check = checkListing(house({ tour_360_url: "https://example.com/tur" }), TOUR_RULES, "draft");
    expect(check).toEqual({
      ok: false,
      errors: {
        tour_360_url: ["Tur virtual 360° hanya bisa dari Matterport, Kuula, Google Street View atau Momento360."],
      },
    });
    expect(stepOfField("tour_360_url")).toBe(1);
    expect(stepOneErrors(house({ tour_360_url: "http://kuula.co/post/7lvY1" }), TOUR_RULES)).toEqual({
      tour_360_url: ["Link tur virtual 360° harus diawali https://."],
    });
  });
});

describe("steps", () => {
  it("places every error key on its step", () => {
    expect(stepOfField("title_suffix")).toBe(1);
    expect(stepOfField("selected_facilities.0.amount")).toBe(1);
    expect(stepOfField("videos")).toBe(1);
    expect(stepOfField("block_number")).toBe(2);
    expect(stepOfField("map.lat")).toBe(2);
    expect(stepOfField("photo_uuids")).toBe(2);
    expect(stepOfField("uuid")).toBeNull();
  });

  it("finds the first step that needs fixing and counts errors per step", () => {
    expect(firstStepWithErrors({})).toBeNull();
    expect(firstStepWithErrors({ photo_uuids: ["x"] })).toBe(2);
    expect(firstStepWithErrors({ photo_uuids: ["x"], price: ["y"] })).toBe(1);
    expect(
      errorsByStep(
        { photo_uuids: ["x"], price: ["y"], description: ["z"], uuid: ["Listing tidak valid."] },
        NOTHING_PLACED,
      ),
    ).toEqual({
      counts: { 1: 2, 2: 1 },
      unplaced: ["Listing tidak valid."],
    });
  });

  it("counts every input that shows an error, as the fields place the messages", () => {
    // Carport and AC ask for an amount and have none; the garden has no unit. The list's one "wajib diisi"
    // shows on both amounts, the list's one YouTube message on both bad links.
    const placement = {
      facilities: [
        { id: 1, uom_name: "mobil" },
        { id: 2, uom_name: null },
        { id: 3, uom_name: "unit" },
      ],
      selected: [
        { id: 1, amount: null },
        { id: 2, amount: null },
        { id: 3, amount: null },
      ],
      videos: ["https://www.youtube.com/@kanal", "", "https://contoh.id/video"],
    };
    const errors = {
      rent_period_id: ["Periode sewa wajib diisi."],
      price: ["Harga wajib diisi."],
      selected_facilities: ["Jumlah fasilitas wajib diisi."],
      videos: ["Link video harus berupa video YouTube atau YouTube Shorts."],
      "map.lat": ["x"],
      "map.lng": ["y"],
      photo_uuids: ["Foto wajib diisi."],
      primary_photo_uuid: ["z"],
    };
    // rent period, price, 2 amounts, 2 links; the map once, the photos once.
    expect(errorsByStep(errors, placement).counts).toEqual({ 1: 6, 2: 2 });
    // An amount's own message and the list's on the same input count once.
    expect(
      errorsByStep({ ...errors, "selected_facilities.0.amount": ["Jumlah minimal 1."] }, placement).counts[1],
    ).toBe(6);
    // With nothing to place it on, a list's message is one message above the list.
    expect(errorsByStep({ selected_facilities: ["a"], videos: ["b"] }, NOTHING_PLACED).counts[1]).toBe(2);
    // Step 1 of the empty form as activation checks it: one per field marked invalid.
    const empty = checkListing({ ...emptyListingValues(), property_type_id: String(HOUSE) }, RULES, "complete");
    if (empty.ok) throw new Error("an empty listing cannot be activated");
    const step1 = Object.keys(empty.errors).filter((key) => stepOfField(key) === 1);
    expect(errorsByStep(empty.errors, NOTHING_PLACED).counts[1]).toBe(step1.length);
  });

  it("leaves step 1 with an incomplete but well-formed listing, not with a malformed one", () => {
    expect(stepOneErrors({ ...emptyListingValues(), title_suffix: "Rumah" + " asri".repeat(3) }, RULES)).toEqual({});
    // Step 2 problems (a primary that is not among the photos) do not hold step 1 back.
    expect(
      stepOneErrors({ ...emptyListingValues(), photos: [{ uuid: "not-a-uuid", src: "/x", isPrimary: true }] }, RULES),
    ).toEqual({});
    expect(stepOneErrors({ ...emptyListingValues(), title_suffix: "Pendek" }, RULES)).toEqual({
      title_suffix: ["Judul listing minimal 10 karakter."],
    });
  });
});

describe("valuesFromEditData", () => {
  it("fills the form from a saved listing and sends the same values back", () => {
    const edit = {
      uuid: "5f0c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f",
      status: "DRAFT",
      listing_number: "GRY-000042",
      type: "S",
      ownership: "OWNED_BY_USER",
      owner_name: null,
      company_name: null,
      property_type_id: HOUSE,
      title_suffix: "Rumah asri di Kebayoran",
      description: "Rumah dua lantai dengan taman, dekat sekolah dan pusat perbelanjaan.",
      price: 1_500_000_000,
      rent_period_id: null,
      bedroom: 3,
      bathroom: 2,
      building_size: 90,
      land_size: 120,
      total_floor: null,
      floor: null,
      electrical_power: null,
      hoek: false,
      furnishing_status_id: null,
      certificate_id: 2,
      selected_facilities: [{ id: 1, amount: 1 }],
      videos: [],
      tour_360_url: "https://kuula.co/share/7lvY1",
      address: "Jl. Melati No. 5",
      block_number: null,
      unit_number: null,
      province_id: "31",
      city_id: "31.74",
      area_id: "31.74.01",
      map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
      photo_uuids: [PHOTO_A],
      primary_photo_uuid: PHOTO_A,
      photos: [{ uuid: PHOTO_A, is_primary: true, src: "/api/files/photos/a-1600.webp", file_name: null }],
    } satisfies ListingEditData;
    const values = valuesFromEditData(edit);
    expect(values).toMatchObject({
      price: "1500000000",
      hoek: "0",
      certificate_id: "2",
      videos: [""],
      bedroom: "3",
      tour_360_url: "https://kuula.co/share/7lvY1",
    });
    expect(values.photos).toEqual([
      { uuid: PHOTO_A, src: "/api/files/photos/a-1600.webp", isPrimary: true, fileName: null },
    ]);
    const check = checkListing(values, RULES, "complete");
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.fields).toMatchObject({
        price: 1_500_000_000,
        hoek: false,
        certificate_id: 2,
        map: edit.map,
        primary_photo_uuid: PHOTO_A,
      });
    }
  });
});
