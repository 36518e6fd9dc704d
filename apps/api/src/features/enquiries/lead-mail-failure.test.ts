import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";

// A mail server that refuses every connection: e-mail goes out by SMTP after the commit and fails there.
let t: TestApp;
let listing: InsertedListing;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
  listing = await insertMarketListing(t.database.db, await userIdOf(t.database.db, "agen@demo.id"));
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshIp() });

describe(`a mail server that is down (${testDriver()})`, () => {
  it("loses no lead and no consultation request", async () => {
    const enquiry = await post("/api/v2/contact/enquiry", {
      listing_uuid: listing.uuid,
      name: "Tetap Sampai",
      email: "sampai@contoh.id",
      phone: "081299990001",
      message: "Halo",
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const consultation = await post("/api/contact/consultation", { name: "Tetap Sampai", phone: "081299990001" });
    expect(consultation.statusCode, consultation.body).toBe(201);
    const [stored] = await rowsOf(
      t.database.db,
      v.object({ leads: v.number(), requests: v.number(), outbox: v.number() }),
      sql`SELECT
      (SELECT count(*)::int FROM enquiries WHERE uuid = ${enquiry.json().data.uuid}::uuid) AS leads,
      (SELECT count(*)::int FROM consultations WHERE uuid = ${consultation.json().data.uuid}::uuid) AS requests,
      (SELECT count(*)::int FROM outbox_messages WHERE recipient IN ('agen@demo.id', 'sales@griya.id')) AS outbox`,
    );
    expect(stored).toEqual({ leads: 1, requests: 1, outbox: 0 });
  });
});
