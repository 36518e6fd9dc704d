import { crc32, deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Listings for the listing journeys: real images, complete listings saved over the API, and the steps of the
// listing form (/listing/add) filled the way an agent does. Calls go through the portal's /api proxy: pass the
// agent's token, or use page.request after useToken (the proxy then takes the bearer from the cookie).

const json = { "content-type": "application/json" };
const headersFor = (token?: string) => (token ? { ...json, authorization: `Bearer ${token}` } : json);

type Rgb = [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB) of one colour with a diagonal band, so every photo decodes and looks different. */
function tinyPng(rgb: Rgb, width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = Math.abs(x - y) < 6 ? 0.6 : 1;
      rows.set(
        rgb.map((c) => Math.round(c * shade)),
        y * (width * 3 + 1) + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const PHOTO_COLOURS: Rgb[] = [
  [200, 80, 60],
  [60, 140, 200],
  [90, 170, 90],
  [220, 180, 60],
  [150, 90, 180],
];

/** `count` distinct PNG files, as Playwright's setInputFiles takes them. */
function photoFiles(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    name: `rumah-${index + 1}.png`,
    mimeType: "image/png",
    buffer: tinyPng(PHOTO_COLOURS[index % PHOTO_COLOURS.length]!),
  }));
}

/** POST /api/file_content/upload_photo: a stored listing photo's uuid. */
export async function uploadPhotoViaApi(request: APIRequestContext, token?: string, formKey?: string): Promise<string> {
  const [file] = photoFiles(1);
  const response = await request.post("/api/file_content/upload_photo", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    multipart: { purpose: "listing", ...(formKey ? { form_key: formKey } : {}), photo: file! },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { photo_uuid: string } }).data.photo_uuid;
}

type Option = { id: number; name: string };
type Place = { id: string; name: string };

async function getData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, { headers: headersFor(token) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The "Rumah" property type and the first province, city and area: what a complete house listing needs. */
export async function houseListingBasics(request: APIRequestContext, token?: string) {
  const form = await getData<{ property_types: Option[] }>(request, "/api/v2/listing_form/add", token);
  const house = form.property_types.find((type) => type.name === "Rumah");
  expect(house, "seeded property type Rumah").toBeDefined();
  const province = (await getData<Place[]>(request, "/api/regional/get_provinces"))[0]!;
  const city = (await getData<Place[]>(request, `/api/regional/get-cities-by-province?province_id=${province.id}`))[0]!;
  const area = (await getData<Place[]>(request, `/api/regional/get-areas-by-city?city_id=${city.id}`))[0]!;
  return { propertyTypeId: house!.id, region: { province_id: province.id, city_id: city.id, area_id: area.id } };
}

export type SavedListing = { uuid: string; status: "DRAFT" | "ACTIVE" | "INACTIVE"; listing_number: string };

/**
 * POST /api/v2/listing_form/save with a complete house for sale (one uploaded photo, primary) as a draft;
 * `overrides` replace any body field (e.g. `{ action: "save_and_activate" }` or a title).
 */
export async function createDraftViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  { token }: { token?: string } = {},
): Promise<SavedListing> {
  const { propertyTypeId, region } = await houseListingBasics(request, token);
  const photo = await uploadPhotoViaApi(request, token);
  const response = await request.post("/api/v2/listing_form/save", {
    headers: headersFor(token),
    data: {
      uuid: null,
      action: "save_draft",
      type: "S",
      ownership: "OWNED_BY_USER",
      property_type_id: propertyTypeId,
      title_suffix: "Rumah contoh siap huni",
      description: "Rumah contoh dengan dua kamar tidur, dekat sekolah dan pasar.",
      price: 850_000_000,
      bedroom: 2,
      bathroom: 1,
      land_size: 90,
      building_size: 60,
      selected_facilities: [],
      videos: [],
      address: "Jl. Contoh No. 1",
      ...region,
      map: { lat: null, lng: null, is_map_pinned: false },
      photo_uuids: [photo],
      primary_photo_uuid: photo,
      ...overrides,
    },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  return ((await response.json()) as { data: SavedListing }).data;
}

/** POST /api/listings/activate (spends the activation coins). */
export async function activateViaApi(request: APIRequestContext, uuid: string, token?: string): Promise<void> {
  const response = await request.post("/api/listings/activate", { headers: headersFor(token), data: { uuid } });
  expect(response.status(), await response.text()).toBe(200);
}

/** GET /api/coins/total: the spendable coins. */
export async function coinBalance(request: APIRequestContext, token?: string): Promise<number> {
  return (await getData<{ total_coins: number }>(request, "/api/coins/total", token)).total_coins;
}

export type ListingInformation = {
  propertyType: string;
  title: string;
  description: string;
  /** Typed as the agent types it: digits, the form groups them. */
  price: string;
  /** Label → value of the fields the property type shows ("Kamar tidur": "3"). */
  details: Record<string, string>;
};

export const MINIMAL_HOUSE: ListingInformation = {
  propertyType: "Rumah",
  title: "Rumah asri dekat stasiun",
  description: "Rumah satu lantai, dua kamar tidur, carport, lima menit ke stasiun.",
  price: "1250000000",
  details: { "Kamar tidur": "2", "Kamar mandi": "1", "Luas tanah (m²)": "96", "Luas bangunan (m²)": "70" },
};

/** Step 1 ("Informasi properti") of the listing form: what activation needs, for a property sold by its owner. */
export async function fillListingInformation(page: Page, listing: ListingInformation = MINIMAL_HOUSE): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Tipe properti").selectOption({ label: listing.propertyType });
  await main.getByLabel("Judul listing").fill(listing.title);
  await main.getByLabel("Deskripsi").fill(listing.description);
  await main.getByLabel("Harga (Rp)").fill(listing.price);
  for (const [label, value] of Object.entries(listing.details)) {
    await main.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Picks the first choice of a select whose options load after the level above was chosen. */
async function chooseFirstLoaded(page: Page, label: string): Promise<void> {
  const select = page.getByRole("main").getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  await expect(select.locator("option")).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
}

/** Step 2 ("Lokasi & foto") without photos: the address and the first province, city and area. */
export async function fillListingLocation(page: Page, address = "Jl. Kenanga No. 12"): Promise<void> {
  await page.getByRole("main").getByLabel("Alamat", { exact: true }).fill(address);
  await chooseFirstLoaded(page, "Provinsi");
  await chooseFirstLoaded(page, "Kota/Kabupaten");
  await chooseFirstLoaded(page, "Area (kecamatan)");
}

/** Uploads photos through the photo manager and waits until they are all stored. */
export async function addListingPhotos(page: Page, count: number): Promise<void> {
  const uploaded = page.getByRole("list", { name: "Foto yang sudah diunggah" }).getByRole("listitem");
  const before = await uploaded.count();
  await page.getByLabel("Tambah foto").setInputFiles(photoFiles(count));
  await expect(uploaded).toHaveCount(before + count, { timeout: 20_000 });
}

/** Both steps of a new listing, ready for "Simpan & aktifkan" (one photo), ending on step 2. */
export async function fillMinimalListing(page: Page, listing: ListingInformation = MINIMAL_HOUSE): Promise<void> {
  await fillListingInformation(page, listing);
  await page.getByRole("button", { name: "Lanjut: Lokasi & foto" }).click();
  await expect(page.getByText("Langkah 2 dari 2")).toBeVisible();
  await fillListingLocation(page);
  await addListingPhotos(page, 1);
}
