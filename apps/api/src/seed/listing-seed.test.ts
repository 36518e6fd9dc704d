import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { normaliseTour360Url } from "@griya/domain/tour-360";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { bearer, createTestApp, loginAs, type TestApp } from "../../test/test-app.js";
import { incompleteListingFields } from "../features/listings/index.js";
import { bigintColumn, rowsOf } from "../platform/db/rows-of.js";
import { seedListingDemo } from "./listing-seed.js";
import { demoListings } from "./listing-seed-data.js";

let t: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), "griya-listing-seed-"));
beforeAll(async () => {
  t = await createTestApp({ FILES_DIR: filesDir });
  await seedListingDemo(t.database, t.app.storage);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const catalogue = async (token: string, category: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/v2/catalog/items?category=${category}`, headers: bearer(token) })
  ).json();

describe("demo listing seed", () => {
  it("gives the demo agent listings in every tab, with photos that are served", async () => {
    const budi = await loginAs(t.app);
    const active = await catalogue(budi, "active");
    expect(active.data.map((l: { listing_number: string }) => l.listing_number).sort()).toEqual([
      "GRY-104518",
      "GRY-104733",
      "GRY-104802",
    ]);
    expect((await catalogue(budi, "draft")).data).toHaveLength(1);
    expect((await catalogue(budi, "inactive")).data).toHaveLength(2);

    const photo = await t.app.inject({ method: "GET", url: active.data[0].img_source });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");

    const availability = await t.app.inject({
      method: "GET",
      url: "/api/listings/availability",
      headers: bearer(budi),
    });
    expect(availability.json().data.current_amount).toBe(3);

    const notices = await t.app.inject({ method: "GET", url: "/api/notifications", headers: bearer(budi) });
    expect(notices.json().data).toEqual([
      expect.objectContaining({ type: "SCHEDULED_REPOST_FAILED", title: "Repost terjadwal gagal", read_at: null }),
    ]);
  });

  it("gives the marketplace public listings across cities, with photos and titles that read right", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search/listings?per_page=50" });
    const cards = res.json().data as {
      title: string;
      listing_type: string;
      rent_period: unknown;
      photo: unknown;
      area: { city_name: string };
    }[];
    expect(cards.length).toBeGreaterThanOrEqual(20);
    expect(new Set(cards.map((c) => c.area.city_name)).size).toBeGreaterThanOrEqual(8);
    expect(cards.every((c) => c.photo !== null)).toBe(true);
    expect(cards.some((c) => c.listing_type === "R") && cards.some((c) => c.listing_type === "S")).toBe(true);
    expect(cards.filter((c) => c.listing_type === "R").every((c) => c.rent_period !== null)).toBe(true);
    // The demo once showed "Apartemen Apartemen 2BR …": no title repeats its first word.
    for (const { title } of cards)
      expect(title.split(" ")[1]?.toLowerCase()).not.toBe(title.split(" ")[0]!.toLowerCase());
    expect(cards.map((c) => c.title)).toContain("Apartemen 2BR Furnished dekat MRT Blok M");
    const budi = await loginAs(t.app);
    expect((await catalogue(budi, "active")).data.map((l: { listing_title: string }) => l.listing_title)).toContain(
      "Apartemen 2BR Furnished dekat MRT Blok M",
    );
  });

  it("gives only complete listings to what has been live, so reactivating or duplicating one works", async () => {
    const live = await rowsOf(
      t.database.db,
      v.object({ id: v.number(), listing_number: v.string() }),
      sql`
      SELECT id, listing_number FROM listings
      WHERE status <> 'DRAFT' AND listing_number IN (SELECT json_array_elements_text(${JSON.stringify(
        demoListings.map((l) => l.listingNumber),
      )}::json))`,
    );
    expect(live.length).toBeGreaterThanOrEqual(20);
    for (const l of live) expect(await incompleteListingFields(t.database.db, l.id), l.listing_number).toBeNull();
  });

  it("gives the demo agent leads on their listings: unread, read, archived, one with two messages", async () => {
    const budi = await loginAs(t.app);
    const inbox = await t.app.inject({ method: "GET", url: "/api/enquiries", headers: bearer(budi) });
    const leads = inbox.json().data as {
      name: string;
      read: boolean;
      archive: boolean;
      messages: unknown[];
      listing: { listing_number: string } | null;
    }[];
    const onListings = leads.filter((l) => l.listing !== null);
    expect(onListings.map((l) => l.listing!.listing_number).sort()).toEqual([
      "GRY-100262",
      "GRY-104518",
      "GRY-104733",
      "GRY-104802",
    ]);
    expect(onListings.some((l) => !l.read && !l.archive)).toBe(true);
    expect(onListings.some((l) => l.read && !l.archive)).toBe(true);
    expect(onListings.some((l) => l.archive)).toBe(true);
    expect(onListings.find((l) => l.listing!.listing_number === "GRY-104518")!.messages).toHaveLength(2);
    const cards = (await catalogue(budi, "active")).data as { listing_number: string; leads: number }[];
    expect(cards.find((c) => c.listing_number === "GRY-104518")!.leads).toBe(1);
  });

  it("gives the demo agent a scheduled repost that failed for lack of coins, on the home and as a notice", async () => {
    const budi = await loginAs(t.app);
    const home = (await t.app.inject({ method: "GET", url: "/api/home/summary", headers: bearer(budi) })).json().data;
    expect(home.failed_reposts.items).toEqual([
      expect.objectContaining({
        listing: expect.objectContaining({ listing_number: "GRY-104802", status: "ACTIVE" }),
        failure_reason: "insufficient_coins",
      }),
    ]);
    expect(home.notifications.unread_count).toBe(1);
    // The schedule has ended: the listing's card shows no schedule.
    const cards = (await catalogue(budi, "active")).data as { listing_number: string; has_repost_schedule: boolean }[];
    expect(cards.find((c) => c.listing_number === "GRY-104802")!.has_repost_schedule).toBe(false);
  });

  it("gives one demo listing a 360° tour, stored in its embeddable form and shown on its page", async () => {
    const withTour = demoListings.filter((l) => l.tour360Url !== undefined);
    expect(withTour.map((l) => l.listingNumber)).toEqual(["GRY-104518"]);
    for (const l of withTour) expect(normaliseTour360Url(l.tour360Url!)).toMatchObject({ ok: true, url: l.tour360Url });
    const [listing] = await rowsOf(
      t.database.db,
      v.object({ uuid: v.string() }),
      sql`SELECT uuid::text AS uuid FROM listings WHERE listing_number = 'GRY-104518'`,
    );
    const page = await t.app.inject({ method: "GET", url: `/api/search/listings/${listing!.uuid}` });
    expect(page.json().data.tour_360_url).toBe("https://my.matterport.com/show/?m=SxQL3iGyoDo");
  });

  it("adds nothing when run again", async () => {
    const count = async () =>
      (
        await rowsOf(
          t.database.db,
          v.object({ n: bigintColumn }),
          sql`
      SELECT (SELECT count(*) FROM listings) + (SELECT count(*) FROM uploaded_photos) + (SELECT count(*) FROM notifications)
        + (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM enquiry_messages)
        + (SELECT count(*) FROM repost_schedule_runs) AS n`,
        )
      )[0]!.n;
    const before = await count();
    await seedListingDemo(t.database, t.app.storage);
    expect(await count()).toBe(before);
  });
});
