import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./auth-schemas";
import type { FieldRule } from "./listing-rules";
import {
  LISTING_LIMITS,
  type FacilityDefinition,
  floorAboveTotal,
  isYoutubeUrl,
  youtubeVideoId,
  listingActivationSchema,
  listingDraftSchema,
  primaryNotInPhotos,
  toggleFacility,
  togglePrimary,
} from "./listing-schemas";

function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

const P1 = "11111111-1111-4111-8111-111111111111";
const P2 = "22222222-2222-4222-8222-222222222222";
const HOUSE = 1;
const APARTMENT = 2;
const rules: FieldRule[] = [
  { type: "BEDROOM", property_type_id: HOUSE, allowed: true, required: true },
  { type: "BATHROOM", property_type_id: HOUSE, allowed: true, required: true },
  { type: "LAND_SIZE", property_type_id: HOUSE, allowed: true, required: true },
  { type: "BUILDING_SIZE", property_type_id: HOUSE, allowed: true, required: true },
  { type: "TOTAL_FLOOR", property_type_id: HOUSE, allowed: true, required: false },
  { type: "ELECTRICAL_POWER", property_type_id: HOUSE, allowed: true, required: true },
  { type: "HOEK", property_type_id: HOUSE, allowed: true, required: true },
  { type: "FURNISHING_STATUS", property_type_id: HOUSE, allowed: true, required: true },
  { type: "UNIT_BLOCK", property_type_id: APARTMENT, allowed: true, required: true },
  { type: "FLOOR", property_type_id: APARTMENT, allowed: true, required: true },
  { type: "TOTAL_FLOOR", property_type_id: APARTMENT, allowed: true, required: true },
];
const facilities: FacilityDefinition[] = [
  { id: 1, uom_name: null },
  { id: 2, uom_name: "unit" },
];

const complete = {
  type: "S",
  ownership: "OWNED_BY_USER",
  property_type_id: "1",
  title_suffix: "  Rumah asri dekat stasiun  ",
  description: "Rumah dua lantai, siap huni, lingkungan tenang dan aman.",
  price: "1500000000",
  bedroom: "3",
  bathroom: 2,
  building_size: "120",
  land_size: 150,
  electrical_power: "2200",
  hoek: 1,
  furnishing_status_id: "2",
  certificate_id: 1,
  selected_facilities: [
    { id: 1, amount: null },
    { id: 2, amount: "2" },
  ],
  videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", ""],
  address: "Jl. Melati No. 5",
  province_id: "31",
  city_id: "31.71",
  area_id: "31.71.06",
  map: { lat: -6.2, lng: "106.8", is_map_pinned: true },
  photo_uuids: [P1, P2],
  primary_photo_uuid: P2,
};

const houseSchema = listingActivationSchema({ fieldRules: rules, propertyTypeId: HOUSE, facilities });

describe("listingActivationSchema", () => {
  it("accepts a complete house listing and normalises what the form posts", () => {
    const result = v.safeParse(houseSchema, complete);
    expect(result.success ? [] : fieldErrors(result.issues)).toEqual([]);
    if (!result.success) return;
    expect(result.output).toMatchObject({
      title_suffix: "Rumah asri dekat stasiun",
      property_type_id: 1,
      price: 1_500_000_000,
      bedroom: 3,
      hoek: true,
      selected_facilities: [
        { id: 1, amount: null },
        { id: 2, amount: 2 },
      ],
      videos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
      rent_period_id: null,
      block_number: null,
      owner_name: null,
      company_name: null,
    });
  });

  it("requires the core fields of a complete listing", () => {
    const errors = errorsOf(houseSchema, {});
    for (const field of [
      "type",
      "ownership",
      "property_type_id",
      "title_suffix",
      "description",
      "price",
      "address",
      "province_id",
      "city_id",
      "area_id",
    ]) {
      expect(errors[field], field).toBeDefined();
    }
    expect(errors.title_suffix).toEqual(["Judul listing wajib diisi."]);
    expect(errors.photo_uuids).toEqual(["Foto wajib diisi."]);
  });

  it("requires exactly the ruled fields the property type requires", () => {
    const house = errorsOf(houseSchema, {});
    for (const field of [
      "bedroom",
      "bathroom",
      "land_size",
      "building_size",
      "electrical_power",
      "hoek",
      "furnishing_status_id",
    ]) {
      expect(house[field], field).toEqual([expect.stringContaining("wajib diisi")]);
    }
    for (const field of ["total_floor", "floor", "block_number", "unit_number", "certificate_id"])
      expect(house[field], field).toBeUndefined();

    const apartment = errorsOf(listingActivationSchema({ fieldRules: rules, propertyTypeId: APARTMENT }), {});
    expect(apartment.block_number).toEqual(["Nomor blok wajib diisi."]);
    expect(apartment.unit_number).toEqual(["Nomor unit wajib diisi."]);
    expect(apartment.floor).toEqual(["Lantai wajib diisi."]);
    expect(apartment.bedroom).toBeUndefined();
  });

  it.each([
    ["title_suffix", "Rumah", "Judul listing minimal 10 karakter."],
    ["title_suffix", "x".repeat(101), "Judul listing maksimal 100 karakter."],
    ["description", "Pendek", "Deskripsi minimal 30 karakter."],
    ["description", "x".repeat(5001), "Deskripsi maksimal 5000 karakter."],
    ["price", "abc", "Harga harus berupa angka."],
    ["price", 1.5, "Harga harus berupa bilangan bulat."],
    ["price", 999_999, "Harga minimal 1000000."],
    ["price", 1_000_000_000_001, "Harga maksimal 1000000000000."],
    ["bedroom", -1, "Kamar tidur minimal 0."],
    ["bedroom", 51, "Kamar tidur maksimal 50."],
    ["bathroom", "2.5", "Kamar mandi harus berupa bilangan bulat."],
    ["building_size", 0, "Luas bangunan minimal 1."],
    ["land_size", 10_000_001, "Luas tanah maksimal 10000000."],
    ["electrical_power", 300, "Daya listrik minimal 450."],
    ["hoek", "maybe", "Hoek harus bernilai ya atau tidak."],
    ["furnishing_status_id", "x", "Kondisi perabotan yang dipilih tidak valid."],
    ["certificate_id", 0, "Sertifikat yang dipilih tidak valid."],
    ["area_id", "31.71", "Area yang dipilih tidak valid."],
    ["type", "X", "Tipe listing yang dipilih tidak valid."],
    ["ownership", "MINE", "Kepemilikan yang dipilih tidak valid."],
    ["videos", ["https://vimeo.com/123"], "Link video harus berupa video YouTube atau YouTube Shorts."],
    ["videos", Array.from({ length: 6 }, () => "https://youtu.be/dQw4w9WgXcQ"), "Video maksimal 5 item."],
    ["photo_uuids", [], "Foto wajib diisi."],
    [
      "photo_uuids",
      Array.from({ length: 16 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`),
      "Foto maksimal 15 item.",
    ],
    ["photo_uuids", [P1, P1], "Foto tidak boleh dipilih lebih dari sekali."],
    ["photo_uuids.0", ["not-a-uuid"], "Foto yang dipilih tidak valid."],
  ])("%s = %j → %s", (path, value, message) => {
    const field = path.split(".")[0]!;
    const input = {
      ...complete,
      [field]: value,
      primary_photo_uuid: field === "photo_uuids" ? null : complete.primary_photo_uuid,
    };
    expect(errorsOf(houseSchema, input)[path]).toEqual([message]);
  });

  it("bounds rent prices and requires a rent period for rent", () => {
    const rent = { ...complete, type: "R", price: 99_999 };
    expect(errorsOf(houseSchema, rent).price).toEqual(["Harga minimal 100000."]);
    expect(errorsOf(houseSchema, rent).rent_period_id).toEqual(["Periode sewa wajib diisi."]);
    expect(errorsOf(houseSchema, { ...rent, price: 500_000, rent_period_id: "3" })).toEqual({});
    // 500.000 is too low for a sale.
    expect(errorsOf(houseSchema, { ...complete, price: 500_000 }).price).toEqual(["Harga minimal 1000000."]);
  });

  it("asks the name the ownership needs and drops the other", () => {
    expect(errorsOf(houseSchema, { ...complete, ownership: "REPRESENTED_BY_USER" }).owner_name).toEqual([
      "Nama pemilik wajib diisi.",
    ]);
    expect(
      errorsOf(houseSchema, { ...complete, ownership: "MANAGED_BY_USER", company_name: " " }).company_name,
    ).toEqual(["Nama perusahaan wajib diisi."]);
    const result = v.parse(houseSchema, {
      ...complete,
      ownership: "MANAGED_BY_USER",
      company_name: "PT Griya",
      owner_name: "Budi",
    });
    expect(result.company_name).toBe("PT Griya");
    expect(result.owner_name).toBeNull();
  });

  it("needs exactly one primary photo among the photos", () => {
    expect(errorsOf(houseSchema, { ...complete, primary_photo_uuid: null }).primary_photo_uuid).toEqual([
      "Foto utama wajib diisi.",
    ]);
    expect(errorsOf(houseSchema, { ...complete, photo_uuids: [P1] }).primary_photo_uuid).toEqual([
      primaryNotInPhotos(),
    ]);
  });

  it("checks facility amounts against the facility's unit", () => {
    expect(
      errorsOf(houseSchema, { ...complete, selected_facilities: [{ id: 2, amount: null }] }).selected_facilities,
    ).toEqual(["Jumlah fasilitas wajib diisi."]);
    expect(
      errorsOf(houseSchema, { ...complete, selected_facilities: [{ id: 2, amount: 0 }] })[
        "selected_facilities.0.amount"
      ],
    ).toEqual(["Jumlah fasilitas minimal 1."]);
    expect(
      errorsOf(houseSchema, { ...complete, selected_facilities: [{ id: 9, amount: null }] }).selected_facilities,
    ).toEqual(["Fasilitas yang dipilih tidak valid."]);
    expect(
      errorsOf(houseSchema, {
        ...complete,
        selected_facilities: [
          { id: 1, amount: null },
          { id: 1, amount: null },
        ],
      }).selected_facilities,
    ).toEqual(["Fasilitas tidak boleh dipilih lebih dari sekali."]);
    // A stray amount on a facility without a unit is dropped.
    expect(
      v.parse(houseSchema, { ...complete, selected_facilities: [{ id: 1, amount: 4 }] }).selected_facilities,
    ).toEqual([{ id: 1, amount: null }]);
  });

  it("needs lat and lng when the map is pinned, and keeps them in range", () => {
    expect(errorsOf(houseSchema, { ...complete, map: { lat: null, lng: null, is_map_pinned: true } }).map).toEqual([
      "Lokasi pin peta wajib diisi.",
    ]);
    expect(errorsOf(houseSchema, { ...complete, map: { lat: 91, lng: 0, is_map_pinned: true } })["map.lat"]).toEqual([
      "Lintang maksimal 90.",
    ]);
    expect(errorsOf(houseSchema, { ...complete, map: null })).toEqual({});
  });

  it("keeps the floor within the total floors", () => {
    const apartment = listingActivationSchema({ fieldRules: rules, propertyTypeId: APARTMENT });
    const base = { ...complete, property_type_id: APARTMENT, block_number: "A", unit_number: "12", total_floor: 10 };
    expect(errorsOf(apartment, { ...base, floor: 11 }).floor).toEqual([floorAboveTotal()]);
    expect(errorsOf(apartment, { ...base, floor: 10 })).toEqual({});
    expect(errorsOf(apartment, { ...base, floor: 201 }).floor).toEqual(["Lantai maksimal 200."]);
  });
});

describe("listingDraftSchema", () => {
  const draft = listingDraftSchema({ facilities });

  it("accepts an empty draft with everything null or empty", () => {
    const result = v.parse(draft, {});
    expect(result.title_suffix).toBeNull();
    expect(result.price).toBeNull();
    expect(result.photo_uuids).toEqual([]);
    expect(result.videos).toEqual([]);
    expect(result.selected_facilities).toEqual([]);
    expect(result.map).toEqual({ lat: null, lng: null, is_map_pinned: false });
    expect(errorsOf(draft, { type: "R", ownership: "REPRESENTED_BY_USER", photo_uuids: [P1] })).toEqual({});
  });

  it("still refuses invalid values present in a draft", () => {
    const errors = errorsOf(draft, {
      title_suffix: "Kecil",
      price: "-5",
      videos: ["https://www.youtube.com/playlist?list=PL123"],
      photo_uuids: [P1],
      primary_photo_uuid: P2,
      bedroom: 99,
    });
    expect(errors).toEqual({
      title_suffix: ["Judul listing minimal 10 karakter."],
      price: ["Harga minimal 1."],
      videos: ["Link video harus berupa video YouTube atau YouTube Shorts."],
      bedroom: ["Kamar tidur maksimal 50."],
      primary_photo_uuid: [primaryNotInPhotos()],
    });
    // Without a type a draft's price is held to the loosest bounds.
    expect(errorsOf(draft, { price: 100_000 })).toEqual({});
    expect(errorsOf(draft, { price: 99_999 }).price).toEqual(["Harga minimal 100000."]);
    expect(errorsOf(draft, { type: "S", price: 100_000 }).price).toEqual(["Harga minimal 1000000."]);
  });

  it("keeps a 360° tour link in its embeddable form, no tour when blank, and says why a link is refused", () => {
    expect(v.parse(draft, {}).tour_360_url).toBeNull();
    expect(v.parse(draft, { tour_360_url: "  " }).tour_360_url).toBeNull();
    expect(v.parse(draft, { tour_360_url: "https://kuula.co/post/7lvY1" }).tour_360_url).toBe(
      "https://kuula.co/share/7lvY1",
    );
    expect(errorsOf(draft, { tour_360_url: "http://kuula.co/post/7lvY1" })).toEqual({
      tour_360_url: ["Link tur virtual 360° harus diawali https://."],
    });
    expect(errorsOf(draft, { tour_360_url: "https://example.com/tour" })).toEqual({
      tour_360_url: ["Tur virtual 360° hanya bisa dari Matterport, Kuula, Google Street View atau Momento360."],
    });
    expect(errorsOf(draft, { tour_360_url: 42 })).toEqual({
      tour_360_url: ["Tur virtual 360° yang dipilih tidak valid."],
    });
  });

  it("exports its bounds", () => {
    expect(LISTING_LIMITS.TOUR_360_URL_MAX).toBe(500);
    expect(LISTING_LIMITS.PHOTOS_MAX).toBe(15);
    expect(LISTING_LIMITS.VIDEOS_MAX).toBe(5);
  });
});

describe("isYoutubeUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?si=abc",
    "https://www.youtube.com/shorts/abcdefghijk",
    "http://youtube.com/shorts/abc-def_ghi?feature=share",
  ])("accepts %s", (url) => expect(isYoutubeUrl(url)).toBe(true));

  it.each([
    "https://www.youtube.com/playlist?list=PL123",
    "https://www.youtube.com/@channel",
    "https://www.youtube.com/watch?v=short",
    "https://vimeo.com/12345",
    "https://evil.com/?https://youtu.be/dQw4w9WgXcQ",
    "https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ",
    "youtube.com/watch?v=dQw4w9WgXcQ",
    "",
  ])("refuses %s", (url) => expect(isYoutubeUrl(url)).toBe(false));
});

describe("youtubeVideoId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=4", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["  http://youtube.com/shorts/abc-def_ghi?feature=share ", "abc-def_ghi"],
    ["https://www.youtube.com/playlist?list=PL123", null],
    ["https://evil.com/?https://youtu.be/dQw4w9WgXcQ", null],
  ])("%s → %s", (url, id) => expect(youtubeVideoId(url)).toBe(id));
});

describe("togglePrimary", () => {
  const photos = [
    { uuid: "a", isPrimary: false, src: "a.webp" },
    { uuid: "b", isPrimary: true, src: "b.webp" },
    { uuid: "c", isPrimary: false, src: "c.webp" },
  ];

  it("moves the primary, and toggling the current primary unsets it", () => {
    expect(togglePrimary(photos, "c").map((p) => p.isPrimary)).toEqual([false, false, true]);
    expect(togglePrimary(photos, "b").map((p) => p.isPrimary)).toEqual([false, false, false]);
    expect(togglePrimary(photos, "zz").map((p) => p.isPrimary)).toEqual([false, false, false]);
    expect(togglePrimary(photos, "a")[0]).toEqual({ uuid: "a", isPrimary: true, src: "a.webp" });
    expect(photos[1]!.isPrimary).toBe(true);
  });

  it("property: any sequence of toggles leaves at most one primary", () => {
    const uuids = ["a", "b", "c", "d"];
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.array(fc.constantFrom(...uuids, "x"), { maxLength: 20 }),
        (flags, toggles) => {
          let current = uuids.map((uuid, i) => ({ uuid, isPrimary: flags[i]! }));
          for (const uuid of toggles) {
            const before = current;
            current = togglePrimary(current, uuid);
            expect(current.filter((p) => p.isPrimary).length).toBeLessThanOrEqual(1);
            const target = before.find((p) => p.uuid === uuid);
            if (target) expect(current.find((p) => p.uuid === uuid)!.isPrimary).toBe(!target.isPrimary);
          }
        },
      ),
    );
  });
});

describe("toggleFacility", () => {
  it("selects with no amount and unselecting clears the amount", () => {
    const pool = { id: 2, uom_name: "unit" };
    const selected = toggleFacility([], pool);
    expect(selected).toEqual([{ id: 2, amount: null }]);
    const withAmount = selected.map((f) => ({ ...f, amount: 3 }));
    expect(toggleFacility(withAmount, pool)).toEqual([]);
    expect(toggleFacility(toggleFacility(withAmount, pool), pool)).toEqual([{ id: 2, amount: null }]);
    expect(toggleFacility([{ id: 1, amount: null }], pool)).toEqual([
      { id: 1, amount: null },
      { id: 2, amount: null },
    ]);
  });
});
