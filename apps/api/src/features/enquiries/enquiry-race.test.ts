import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp, outboxFor } from "../../../test/accounts.js";
import { testDriver } from "../../../test/database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "../../../test/marketplace.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

let t: TestApp;
let db: AppDb;
let budiId: number;
let listing: InsertedListing;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  budiId = await userIdOf(db, "agen@demo.id");
  listing = await insertMarketListing(db, budiId);
});
afterAll(() => t.close());

const send = (body: object) => () =>
  t.app.inject({ method: "POST", url: "/api/v2/contact/enquiry", payload: body, remoteAddress: freshIp() });

async function leadsOf(phone: string) {
  return rowsOf(
    db,
    v.object({ uuid: v.string(), messages: v.number() }),
    sql`
    SELECT e.uuid::text AS uuid, (SELECT count(*)::int FROM enquiry_messages m WHERE m.enquiry_uuid = e.uuid) AS messages
    FROM enquiries e WHERE e.phone = ${phone}`,
  );
}

// Every racer reads "no lead of this phone yet" before any writes (the write gate, ADR 0022): without the
// advisory lock on the group each would open its own lead.
describe(`20 identical enquiries at once (${testDriver()})`, () => {
  it("make one lead with one message and one e-mail, and every answer names it", async () => {
    const body = {
      listing_uuid: listing.uuid,
      name: "Tamu Cepat",
      email: "tamu@contoh.id",
      phone: "0815 1111 2222",
      message: "Masih ada?",
    };
    const mailsBefore = (await outboxFor(t.app, "agen@demo.id")).length;
    const responses = await raceAtWriteGate(
      t.database,
      { writesTo: ["enquiries", "enquiry_messages"] },
      Array.from({ length: 20 }, () => send(body)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const leads = await leadsOf("081511112222");
    expect(leads).toEqual([{ uuid: expect.any(String), messages: 1 }]);
    expect(new Set(responses.map((r) => r.json().data.uuid))).toEqual(new Set([leads[0]!.uuid]));
    expect((await outboxFor(t.app, "agen@demo.id")).length).toBe(mailsBefore + 1);
  });

  it("add each different message to the one lead exactly once", async () => {
    const base = { agent_id: budiId, name: "Tamu Ramai", email: "ramai@contoh.id", phone: "+62 815 3333 4444" };
    const responses = await raceAtWriteGate(
      t.database,
      { writesTo: ["enquiries", "enquiry_messages"] },
      Array.from({ length: 10 }, (_, i) => send({ ...base, message: `Pertanyaan ${i % 5}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await leadsOf("081533334444")).toEqual([{ uuid: expect.any(String), messages: 5 }]);
  });
});
