import {
  BULK_REPOST_PAGE_SIZE,
  COIN_TRANSFER_MIN,
  LISTING_EXPIRY_DAYS,
  MAX_PHOTOS,
  MAX_VIDEOS,
} from "@griya/domain/constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { membershipTiers } from "../../seed/catalogue-data.js";
import { coinPrices, commerceSettings, products } from "../../seed/commerce-seed-data.js";
import { profileAppSettings } from "../../seed/profile-seed-data.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const facts = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/help/facts" });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const coinsOf = (activity: (typeof coinPrices)[number]["activity"]) =>
  coinPrices.find((p) => p.activity === activity)!.coins;

describe(`GET /api/help/facts (${testDriver()})`, () => {
  it("quotes the seeded catalogue and the domain's rules", async () => {
    const data = await facts();
    expect(data.coin_costs).toEqual({
      activate_listing: coinsOf("ACTIVATE_LISTING"),
      repost_listing: coinsOf("REPOST_LISTING"),
      recommended_listing_week: coinsOf("RECOMMENDED_LISTING"),
      featured_agent_month: coinsOf("FEATURED_AGENT"),
    });
    expect(data.memberships).toEqual(
      membershipTiers.map((tier) => ({
        type: tier.code,
        display_name: tier.displayName,
        price: tier.price,
        duration_days: tier.durationDays,
        listing_slots: tier.listingSlots,
        bonus_coins: tier.bonusCoins,
      })),
    );
    expect(data.coin_packages).toEqual(
      products
        .filter((p) => p.kind === "COIN")
        .map((p) => ({ name: p.name, coins: p.coinAmount, price: p.price, validity_days: p.coinValidityDays })),
    );
    const slot = products.find((p) => p.kind === "LISTING_SLOT")!;
    expect(data.listing_slot).toEqual({
      price_per_30_days: slot.price,
      qty_min: slot.qtyMin,
      qty_step: slot.qtyStep,
      durations: slot.durations,
    });
    expect(data.limits).toEqual({
      listing_active_days: LISTING_EXPIRY_DAYS,
      photos_max: MAX_PHOTOS,
      videos_max: MAX_VIDEOS,
      coin_validity_days: commerceSettings.commerce.bonus_coin_validity_days,
      coin_transfer_min: COIN_TRANSFER_MIN,
      coin_transfer_notes_max: 160,
      referral_reward_coins: profileAppSettings.referral.reward_coins,
      referral_reward_validity_days: profileAppSettings.referral.validity_days,
      order_pay_hours: commerceSettings.commerce.order_pay_hours,
      recommended_listings_per_slot: 3,
      featured_agents_per_area: 5,
      featured_agent_months_ahead: 11,
      bulk_repost_per_page: BULK_REPOST_PAGE_SIZE,
    });
    expect(data.vat_percent).toBe(11);
  });

  it("follows the catalogue when the business changes it, without a restart", async () => {
    await db.execute(sql`UPDATE coin_prices SET coins = 7 WHERE activity = 'ACTIVATE_LISTING'`);
    await db.execute(
      sql`UPDATE app_settings SET value = jsonb_set(value, '{reward_coins}', '25') WHERE key = 'referral'`,
    );
    await db.execute(sql`UPDATE products SET is_active = false WHERE kind = 'LISTING_SLOT'`);
    const data = await facts();
    expect(data.coin_costs.activate_listing).toBe(7);
    expect(data.limits.referral_reward_coins).toBe(25);
    expect(data.listing_slot).toBeNull();
  });
});

const feedback = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/help/feedback", payload, remoteAddress });

describe(`POST /api/help/feedback (${testDriver()})`, () => {
  it("stores an anonymous answer: 201 with its uuid, nothing about the visitor", async () => {
    const res = await feedback({ topic: "transfer-coin", helpful: true });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(
      db,
      v.record(v.string(), v.unknown()),
      sql`SELECT * FROM help_feedback WHERE uuid = ${res.json().data.uuid}::uuid`,
    );
    expect(row).toMatchObject({ topic: "transfer-coin", helpful: true, comment: null });
    expect(Object.keys(row!).sort()).toEqual(["comment", "created_at", "helpful", "topic", "uuid"]);
  });

  it("keeps a trimmed comment without contact details or live links", async () => {
    const res = await feedback({
      topic: "coin",
      helpful: false,
      comment: "  Kurang jelas, telepon saya 0812 3456 7890 atau lihat https://contoh.id  ",
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(
      db,
      v.object({ comment: v.string() }),
      sql`SELECT comment FROM help_feedback WHERE uuid = ${res.json().data.uuid}::uuid`,
    );
    expect(row!.comment).toBe("Kurang jelas, telepon saya [nomor disembunyikan] atau lihat contoh[.]id");
  });

  it("answers 470 for an unknown topic or a comment that is too long", async () => {
    const badTopic = await feedback({ topic: "kpr", helpful: true });
    expect(badTopic.statusCode).toBe(470);
    expect(Object.keys(badTopic.json().errors)).toEqual(["topic"]);
    const longComment = await feedback({ topic: "coin", helpful: false, comment: "a".repeat(501) });
    expect(longComment.statusCode).toBe(470);
    expect(Object.keys(longComment.json().errors)).toEqual(["comment"]);
  });

  it("refuses the 31st answer an hour from one address with the Indonesian 429", async () => {
    const ip = freshIp();
    const topics = ["coin", "inbox", "repost", "upload"];
    for (let i = 0; i < 30; i++)
      expect((await feedback({ topic: topics[i % 4], helpful: i % 2 === 0 }, ip)).statusCode).toBe(201);
    const refused = await feedback({ topic: "password", helpful: true }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toBe("Terlalu banyak percobaan. Coba lagi dalam 60 menit.");
  });
});
