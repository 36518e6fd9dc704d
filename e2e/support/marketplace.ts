import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createVerifiedAgent } from "./accounts";
import { activateViaApi, createDraftViaApi, houseListingBasics, uploadPhotoViaApi } from "./listings";

// A public listing of its own for the marketplace journeys: a new agent (a verified phone starts the Trial
// membership, enough to activate one listing) and a complete house for sale with three photos, a map pin and
// a word in its title no other listing has, so a search can find exactly it.

export type PublicListing = {
  uuid: string;
  title: string;
  listingNumber: string;
  /** The unique word of the title, for the keyword filter. */
  keyword: string;
  price: number;
  city: { id: string; name: string; label: string };
  agent: { id: number; name: string; phone: string; email: string };
};

/** Where the listing's pin is (null: none), and a title word shared by listings a journey searches together. */
type ListingOptions = { pin?: { lat: number; lng: number } | null; keyword?: string };

export async function createPublicListing(
  request: APIRequestContext,
  label: string,
  { pin = { lat: -6.2, lng: 106.8 }, keyword = `Galeri${Date.now().toString(36)}${label}` }: ListingOptions = {},
): Promise<PublicListing> {
  const agent = await createVerifiedAgent(request, label);
  const { region } = await houseListingBasics(request, agent.token);
  const photos = [
    await uploadPhotoViaApi(request, agent.token),
    await uploadPhotoViaApi(request, agent.token),
    await uploadPhotoViaApi(request, agent.token),
  ];
  const price = 1_500_000_000;
  const saved = await createDraftViaApi(
    request,
    {
      title_suffix: `${keyword} tiga kamar dekat taman`,
      description: "Rumah terang dengan taman belakang.\nDekat sekolah dan pasar.",
      price,
      bedroom: 3,
      bathroom: 2,
      land_size: 150,
      building_size: 120,
      map: pin ? { ...pin, is_map_pinned: true } : { lat: null, lng: null, is_map_pinned: false },
      photo_uuids: photos,
      primary_photo_uuid: photos[0],
    },
    { token: agent.token },
  );
  await activateViaApi(request, saved.uuid, agent.token);
  const detail = await request.get(`/api/search/listings/${saved.uuid}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const {
    title,
    listing_number,
    agent: owner,
  } = ((await detail.json()) as { data: { title: string; listing_number: string; agent: { id: number } } }).data;
  const city = await cityOf(request, region.province_id, region.city_id);
  return {
    uuid: saved.uuid,
    title,
    listingNumber: listing_number,
    keyword,
    price,
    city,
    agent: { id: owner.id, name: agent.name, phone: agent.phone, email: agent.email },
  };
}

async function cityOf(request: APIRequestContext, provinceId: string, cityId: string) {
  const response = await request.get(`/api/regional/get-cities-by-province?province_id=${provinceId}`);
  const cities = ((await response.json()) as { data: Array<{ id: string; name: string }> }).data;
  const name = cities.find((c) => c.id === cityId)!.name;
  const found = await request.get(`/api/search/locations?query=${encodeURIComponent(name)}`);
  const suggestions = ((await found.json()) as { data: Array<{ type: string; id: string; label: string }> }).data;
  const suggestion = suggestions.find((s) => s.type === "city" && s.id === cityId);
  expect(suggestion, `location suggestion for ${name}`).toBeDefined();
  return { id: cityId, name, label: suggestion!.label };
}

/** The monthly annuity installment, worked out here independently of the portal: rounded to the rupiah. */
export function annuity(price: number, downPaymentPercent: number, yearlyRatePercent: number, years: number): number {
  const loan = price - Math.round((price * downPaymentPercent) / 100);
  const r = yearlyRatePercent / 100 / 12;
  const n = years * 12;
  return Math.round((loan * r) / (1 - (1 + r) ** -n));
}

/** "Rp 1.234.567" */
export const rupiah = (value: number) => `Rp ${value.toLocaleString("id-ID")}`;

/** A finger swiping right to left across `target` (real touch input through the DevTools protocol). */
export async function swipeLeft(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.85);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from - step * box.width * 0.07, y }],
    });
    // One move per frame, as a finger does: however busy the machine, the moves are not merged into a jump.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
