// API helpers for the repost journeys: complete, active listings for a fresh agent, and coins to spend.
import { expect, type APIRequestContext } from "@playwright/test";
import { createVerifiedAgent } from "./accounts";

/** A 32×20 grey JPEG: the smallest real photo the upload accepts. */
const PHOTO = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAUACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAEF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhgIyQAAAAAH/2Q==",
  "base64",
);

type Option = { id: number; name: string };
type FieldRule = { type: string; property_type_id: number; allowed: boolean; required: boolean };
type BaseData = { property_types: Option[]; furnishing_statuses: Option[]; field_rules: FieldRule[] };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** Values for every field a field rule may ask for, by rule type. */
function ruledFields(furnishingId: number): Record<string, Record<string, unknown>> {
  return {
    BEDROOM: { bedroom: 3 },
    BATHROOM: { bathroom: 2 },
    UNIT_BLOCK: { block_number: "A", unit_number: "5" },
    LAND_SIZE: { land_size: 150 },
    TOTAL_FLOOR: { total_floor: 2 },
    FLOOR: { floor: 1 },
    BUILDING_SIZE: { building_size: 120 },
    ELECTRICAL_POWER: { electrical_power: 2200 },
    HOEK: { hoek: false },
    FURNISHING_STATUS: { furnishing_status_id: furnishingId },
  };
}

/**
 * A complete listing saved as a draft (POST /api/v2/listing_form/save with an uploaded photo), then activated
 * (POST /api/listings/activate, 5 coins and a slot). `titleSuffix` (≥ 10 characters) is what search matches.
 */
export async function createActiveListing(request: APIRequestContext, token: string, titleSuffix: string) {
  const headers = bearer(token);
  const base = await ok<BaseData>(await request.get("/api/v2/listing_form/add", { headers }));
  const propertyType = base.property_types.reduce((a, b) => (b.id < a.id ? b : a));
  const values = ruledFields(base.furnishing_statuses[0]!.id);
  const ruled = Object.assign(
    {},
    ...base.field_rules
      .filter((rule) => rule.property_type_id === propertyType.id && (rule.allowed || rule.required))
      .map((rule) => values[rule.type] ?? {}),
  ) as Record<string, unknown>;
  const [area] = await ok<{ id: string }[]>(await request.get("/api/regional/get-areas-by-city?city_id=31.74"));

  const photo = await ok<{ photo_uuid: string }>(
    await request.post("/api/file_content/upload_photo", {
      headers,
      multipart: { purpose: "listing", photo: { name: "rumah.jpg", mimeType: "image/jpeg", buffer: PHOTO } },
    }),
    201,
  );
  const saved = await ok<{ uuid: string; listing_number: string }>(
    await request.post("/api/v2/listing_form/save", {
      headers,
      data: {
        uuid: null,
        action: "save_draft",
        type: "S",
        ownership: "OWNED_BY_USER",
        property_type_id: propertyType.id,
        title_suffix: titleSuffix,
        description: "Rumah dua lantai yang asri, dekat stasiun dan pasar, siap huni.",
        price: 850_000_000,
        address: "Jl. Melati No. 5",
        province_id: "31",
        city_id: "31.74",
        area_id: area!.id,
        map: { lat: -6.2, lng: 106.8, is_map_pinned: true },
        photo_uuids: [photo.photo_uuid],
        primary_photo_uuid: photo.photo_uuid,
        ...ruled,
      },
    }),
    201,
  );
  await ok(await request.post("/api/listings/activate", { headers, data: { uuid: saved.uuid } }));
  return { uuid: saved.uuid, listingNumber: saved.listing_number, titleSuffix };
}

/** GET /api/coins/total: the coins the agent can spend now. */
export async function coinBalance(request: APIRequestContext, token: string): Promise<number> {
  return (await ok<{ total_coins: number }>(await request.get("/api/coins/total", { headers: bearer(token) })))
    .total_coins;
}

/**
 * 10 more coins for `email`: a second fresh agent transfers its trial coins (a TRIAL member cannot buy coins,
 * and the demo agents' balances belong to other tests).
 */
export async function giveTenCoins(request: APIRequestContext, email: string) {
  const donor = await createVerifiedAgent(request, "donor");
  const headers = bearer(donor.token);
  const batches = await ok<{ uuid: string; remaining: number }[]>(
    await request.get("/api/coins/purchases?category=active", { headers }),
  );
  const batch = batches.find((b) => b.remaining >= 10);
  expect(batch, "the donor's trial coins").toBeDefined();
  await ok(
    await request.post("/api/coin_transfers", {
      headers,
      data: { user_coin_uuid: batch!.uuid, email, amount: 10, notes: "Koin untuk uji repost" },
    }),
    201,
  );
}
