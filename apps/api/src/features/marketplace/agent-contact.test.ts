import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { freshIp } from "../../../test/accounts.js";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { BROWSER, GOOGLEBOT } from "../../../test/marketplace.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { AgentRevealCounts } from "./agent-reveal-counts.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

let seq = 0;
/** A public agent whose WhatsApp entry holds `whatsapp` (none when null), with an Instagram link beside it. */
async function agentWith(whatsapp: string | null, options: { activated?: boolean } = {}) {
  const email = `halaman.agen.${++seq}@contoh.id`;
  const id = await createAgent(db, email, options);
  const socials = [
    ...(whatsapp === null ? [] : [{ code: "WHATSAPP", value: whatsapp }]),
    { code: "INSTAGRAM", value: `https://instagram.com/agen${seq}` },
  ];
  for (const social of socials) {
    await db.execute(sql`INSERT INTO agent_social_medias (user_id, social_media_id, value)
      SELECT ${id}, id, ${social.value} FROM social_medias WHERE code = ${social.code}`);
  }
  return { id, email, name: `Agen ${email.split("@")[0]}` };
}

const profile = (id: number) => t.app.inject({ method: "GET", url: `/api/agent/profile/${id}` });
const reveal = (
  id: number | string,
  {
    address = freshIp(),
    channel = "whatsapp",
    userAgent = BROWSER,
  }: { address?: string; channel?: string; userAgent?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url: `/api/search/agents/${id}/contact`,
    payload: { channel },
    remoteAddress: address,
    headers: { "user-agent": userAgent },
  });

async function revealDays(userId: number) {
  return rowsOf(
    db,
    v.object({ day: v.string(), reveals: v.number() }),
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, reveals FROM agent_contact_reveal_days WHERE user_id = ${userId}
      ORDER BY day`,
  );
}

const homeReveals = async (email: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/home/summary",
    headers: bearer(await loginAs(t.app, email)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.agent_page_reveals;
};

/** Today in WIB, "2026-03-14", from the database clock as the home reads it. */
async function wibToday(): Promise<string> {
  const [row] = await rowsOf(
    db,
    v.object({ day: v.string() }),
    sql`SELECT to_char((now() AT TIME ZONE 'Asia/Jakarta')::date, 'YYYY-MM-DD') AS day`,
  );
  return row!.day;
}

describe(`the agent page's public profile (${testDriver()})`, () => {
  it("leaves the WhatsApp number out and says whether one can be revealed", async () => {
    const agent = await agentWith("+62 812-3456-7001");
    const res = await profile(agent.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.has_whatsapp).toBe(true);
    expect(data.social_medias.map((s: { code: string }) => s.code)).toEqual(["INSTAGRAM"]);
    for (const form of ["812-3456-7001", "81234567001", "6281234567001"]) expect(res.body).not.toContain(form);
  });

  it("offers no reveal for an agent without a WhatsApp entry or whose entry names no number", async () => {
    expect((await profile((await agentWith(null)).id)).json().data.has_whatsapp).toBe(false);
    const named = await profile((await agentWith("budi.properti")).id);
    expect(named.json().data).toMatchObject({ has_whatsapp: false });
    expect(named.body).not.toContain("budi.properti");
  });
});

describe(`revealing an agent's WhatsApp number (${testDriver()})`, () => {
  it("answers the number and a link naming the page, counts the reveal for today and shows it on the home", async () => {
    const agent = await agentWith("https://wa.me/6281234567002");
    expect(await homeReveals(agent.email)).toEqual({ window_days: 30, total: 0 });

    const res = await reveal(agent.id);
    expect(res.statusCode, res.body).toBe(200);
    const { phone_number, whatsapp_url } = res.json().data;
    expect(phone_number).toBe("+6281234567002");
    expect(whatsapp_url).toMatch(/^https:\/\/wa\.me\/6281234567002\?text=/);
    expect(decodeURIComponent(whatsapp_url.split("?text=")[1])).toBe(
      `Halo ${agent.name}, saya melihat profil Anda di Griya dan ingin bertanya tentang properti: ` +
        `http://localhost:3000/agen/${agent.id}`,
    );
    expect((await reveal(agent.id, { channel: "phone" })).statusCode).toBe(200);

    // Counted in memory: nothing is written until the flush.
    expect(await revealDays(agent.id)).toEqual([]);
    expect(t.app.listingMetrics.agentReveals.pendingDays).toBeGreaterThan(0);
    await t.app.listingMetrics.flush(db);
    expect(await revealDays(agent.id)).toEqual([{ day: await wibToday(), reveals: 2 }]);
    expect(await homeReveals(agent.email)).toEqual({ window_days: 30, total: 2 });

    // A later flush adds to the day's row.
    await reveal(agent.id);
    await t.app.listingMetrics.flush(db);
    expect(await revealDays(agent.id)).toEqual([{ day: await wibToday(), reveals: 3 }]);
  });

  it("answers a known bot without counting it", async () => {
    const agent = await agentWith("081234567003");
    expect((await reveal(agent.id, { userAgent: GOOGLEBOT })).statusCode).toBe(200);
    expect((await reveal(agent.id, { userAgent: "" })).statusCode).toBe(200);
    await t.app.listingMetrics.flush(db);
    expect(await revealDays(agent.id)).toEqual([]);
  });

  it("answers 404 in Indonesian without a number to reveal, and for an agent whose page is not public", async () => {
    const cases = [
      (await agentWith(null)).id,
      (await agentWith("budi.properti")).id,
      (await agentWith("081234567004", { activated: false })).id,
      2_147_483_647,
    ];
    for (const id of cases) {
      const res = await reveal(id);
      expect(res.statusCode, `agent ${id}`).toBe(404);
      expect(res.json()).toEqual({ errors: "Nomor WhatsApp agen ini tidak tersedia." });
    }
    await t.app.listingMetrics.flush(db);
    for (const id of cases.slice(0, 3)) expect(await revealDays(id)).toEqual([]);
  });

  it("refuses a bad channel or id with 470", async () => {
    const agent = await agentWith("081234567005");
    const channel = await reveal(agent.id, { channel: "sms" });
    expect(channel.statusCode).toBe(470);
    expect(Object.keys(channel.json().errors)).toContain("channel");
    expect((await reveal("abc")).statusCode).toBe(470);
    expect((await reveal(0)).statusCode).toBe(470);
  });

  it("refuses one address past 10 reveals of one agent (429 in Indonesian), and still serves its other agents", async () => {
    const agent = await agentWith("081234567006");
    const other = await agentWith("081234567007");
    const address = freshIp();
    for (let i = 0; i < 10; i++) expect((await reveal(agent.id, { address })).statusCode).toBe(200);
    const refused = await reveal(agent.id, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toMatch(/^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Someone else behind the same address, at another agent; and the agent from elsewhere.
    expect((await reveal(other.id, { address })).statusCode).toBe(200);
    expect((await reveal(agent.id)).statusCode).toBe(200);
  });

  it("refuses one address past 60 reveals in 10 minutes, whatever the agents", async () => {
    const address = freshIp();
    const agents = await Promise.all(Array.from({ length: 7 }, (_, i) => agentWith(`08123456701${i}`)));
    for (let i = 0; i < 60; i++) {
      expect((await reveal(agents[i % agents.length]!.id, { address })).statusCode, `reveal ${i + 1}`).toBe(200);
    }
    expect((await reveal(agents[6]!.id, { address })).statusCode).toBe(429);
    expect((await reveal(agents[6]!.id)).statusCode).toBe(200);
  });
});

describe(`the daily reveal counts (${testDriver()})`, () => {
  it("count a reveal for its WIB day, however late the flush", async () => {
    const agent = await agentWith("081234567020");
    const counts = new AgentRevealCounts();
    counts.record(agent.id, new Date("2026-03-14T16:59:59Z")); // 23:59:59 WIB
    counts.record(agent.id, new Date("2026-03-14T17:00:00Z")); // 00:00 WIB the next day
    counts.record(agent.id, new Date("2026-03-14T17:30:00Z"));
    expect(counts.pendingDays).toBe(2);
    expect(await counts.flush(db)).toBe(2);
    expect(await revealDays(agent.id)).toEqual([
      { day: "2026-03-14", reveals: 1 },
      { day: "2026-03-15", reveals: 2 },
    ]);
    expect(counts.pendingDays).toBe(0);
  });

  it("keep what could not be written and write it once on the next flush", async () => {
    const agent = await agentWith("081234567021");
    const counts = new AgentRevealCounts();
    const at = new Date("2026-04-01T03:00:00Z");
    counts.record(agent.id, at);
    const failing = {
      execute: () => Promise.reject(new Error("database away")),
    } as unknown as AppDb;
    await expect(counts.flush(failing)).rejects.toThrow("database away");
    counts.record(agent.id, at);
    await counts.flush(db);
    await counts.flush(db);
    expect(await revealDays(agent.id)).toEqual([{ day: "2026-04-01", reveals: 2 }]);
  });

  it("drop the counts of an agent deleted before the flush", async () => {
    const agent = await agentWith("081234567022");
    const counts = new AgentRevealCounts();
    counts.record(agent.id);
    await db.execute(sql`DELETE FROM users WHERE id = ${agent.id}`);
    await counts.flush(db);
    expect(counts.pendingDays).toBe(0);
    expect(await revealDays(agent.id)).toEqual([]);
  });

  it("add up when processes flush the same days at once", async () => {
    const agents = await Promise.all([agentWith("081234567023"), agentWith("081234567024")]);
    const at = new Date("2026-05-02T05:00:00Z");
    const processes = Array.from({ length: 4 }, (_, p) => {
      const counts = new AgentRevealCounts();
      // Opposite orders in alternate processes: a flush still writes in one order.
      const order = p % 2 === 0 ? agents : [...agents].reverse();
      for (const agent of order) for (let i = 0; i <= p; i++) counts.record(agent.id, at);
      return counts;
    });
    await Promise.all(processes.map((counts) => counts.flush(db)));
    for (const agent of agents) expect(await revealDays(agent.id)).toEqual([{ day: "2026-05-02", reveals: 10 }]);
  });

  it("show the home the last 30 WIB days, today included", async () => {
    const agent = await agentWith("081234567025");
    await db.execute(sql`INSERT INTO agent_contact_reveal_days (user_id, day, reveals)
      SELECT ${agent.id}, (now() AT TIME ZONE 'Asia/Jakarta')::date - d.ago, d.reveals
      FROM (VALUES (0, 1), (29, 4), (30, 100), (400, 1000)) AS d(ago, reveals)`);
    expect(await homeReveals(agent.email)).toEqual({ window_days: 30, total: 5 });
  });
});
