import { crc32, deflateSync } from "node:zlib";
import { expect, type APIRequestContext } from "@playwright/test";

// Listings made over the API for the "Listing Saya" journeys: a real photo upload, a complete listing saved as a
// draft, and (when a test needs one that is already live) an activation.

const json = { "content-type": "application/json" };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB, one colour, horizontal stripes) of the given size, built in memory. */
export function stripedPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const shade = y % 16 < 8 ? 1 : 0.8;
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set(
        rgb.map((c) => Math.round(c * shade)),
        at,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** POST /api/file_content/upload_photo with a small real image: the photo's uuid. */
async function uploadListingPhoto(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post("/api/file_content/upload_photo", {
    headers: auth(token),
    multipart: {
      purpose: "listing",
      photo: { name: "rumah.png", mimeType: "image/png", buffer: stripedPng(96, 72, [40, 120, 90]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { photo_uuid: string } }).data.photo_uuid;
}

type Option = { id: number; name: string };
type Place = { id: string; name: string };

export type ListingFormBase = {
  propertyType: Option;
  furnishingStatusId: number;
  /** The rent period of one month. */
  monthlyRentPeriodId: number;
  region: { province_id: string; city_id: string; area_id: string };
  /** The region's district and city as cards name them: "<district>, <city>". */
  place: string;
};

/** What a complete listing needs from GET /api/v2/listing_form/add and the region lists. */
export async function listingFormBase(request: APIRequestContext, token: string): Promise<ListingFormBase> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: auth(token) });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const form = await get<{
    property_types: Option[];
    furnishing_statuses: Option[];
    rent_periods: (Option & { months: number })[];
  }>("/api/v2/listing_form/add");
  // The property type with the smallest id: the API's own tests prove a full payload is valid for it.
  const propertyType = [...form.property_types].sort((a, b) => a.id - b.id)[0]!;
  const province = (await get<Place[]>("/api/regional/get_provinces"))[0]!;
  const city = (await get<Place[]>(`/api/regional/get-cities-by-province?province_id=${province.id}`))[0]!;
  const area = (await get<Place[]>(`/api/regional/get-areas-by-city?city_id=${city.id}`))[0]!;
  return {
    propertyType,
    furnishingStatusId: form.furnishing_statuses[0]!.id,
    monthlyRentPeriodId: form.rent_periods.find((period) => period.months === 1)!.id,
    region: { province_id: province.id, city_id: city.id, area_id: area.id },
    place: `${area.name}, ${city.name}`,
  };
}

export type CreatedListing = { uuid: string; listingNumber: string; title: string };

/**
 * A complete listing (every field, one uploaded photo) saved as a draft with POST /api/v2/listing_form/save.
 * `title` is the suffix the agent types; the card shows it after the property type's name. `rent` makes it a
 * monthly rental.
 */
export async function createDraftListing(
  request: APIRequestContext,
  token: string,
  base: ListingFormBase,
  { title, price, rent = false }: { title: string; price: number; rent?: boolean },
): Promise<CreatedListing> {
  const photo = await uploadListingPhoto(request, token);
  const response = await request.post("/api/v2/listing_form/save", {
    headers: { ...json, ...auth(token) },
    data: {
      uuid: null,
      action: "save_draft",
      type: rent ? "R" : "S",
      ...(rent ? { rent_period_id: base.monthlyRentPeriodId } : {}),
      ownership: "OWNED_BY_USER",
      property_type_id: base.propertyType.id,
      title_suffix: title,
      description: "Rumah dua lantai yang asri, dekat stasiun dan pasar, siap huni.",
      price,
      address: "Jl. Melati No. 5",
      ...base.region,
      map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
      videos: [],
      photo_uuids: [photo],
      primary_photo_uuid: photo,
      bedroom: 3,
      bathroom: 2,
      building_size: 120,
      land_size: 150,
      total_floor: 2,
      floor: 1,
      electrical_power: 2200,
      hoek: false,
      furnishing_status_id: base.furnishingStatusId,
      block_number: "A",
      unit_number: "5",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const data = ((await response.json()) as { data: { uuid: string; status: string; listing_number: string } }).data;
  expect(data.status).toBe("DRAFT");
  return { uuid: data.uuid, listingNumber: data.listing_number, title: `${base.propertyType.name} ${title}` };
}

/** POST /api/listings/activate: spends the activation coins. */
export async function activateListing(request: APIRequestContext, token: string, uuid: string): Promise<void> {
  const response = await request.post("/api/listings/activate", {
    headers: { ...json, ...auth(token) },
    data: { uuid },
  });
  expect(response.status(), await response.text()).toBe(200);
}
