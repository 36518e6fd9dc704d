import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../../../test/database-template.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { seedBannerDemo, wibMidnight } from "../../seed/banner-seed.js";
import { demoBanners } from "../../seed/banner-seed-data.js";
import { insertBanner, type NewBanner } from "./banner-repository.js";
import { BANNER_NOT_FOUND } from "./get-agent-banner-detail.js";

let t: TestApp;
let token: string;
const filesDir = mkdtempSync(join(tmpdir(), "griya-banners-"));
beforeAll(async () => {
  t = await createTestApp({ FILES_DIR: filesDir });
  await seedBannerDemo(t.database, t.app.storage);
  token = await loginAs(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

type Banner = {
  uuid: string;
  type: string;
  title: string;
  detail: string | null;
  image: { src: string; srcset: { width: number; src: string }[]; width: number; height: number };
};

const get = (url: string, auth = true) => t.app.inject({ method: "GET", url, headers: auth ? bearer(token) : {} });
const titles = async (query = "") => ((await get(`/api/banners${query}`)).json().data as Banner[]).map((b) => b.title);
const running = demoBanners.filter((b) => b.endDay > 0);
const HOUR = 3_600_000;

function banner(overrides: Partial<NewBanner>): NewBanner {
  return {
    type: "AGENT",
    title: "Uji",
    body: "Isi",
    link_url: null,
    image_uuid: randomUUID(),
    image_widths: [480, 960],
    image_width: 1600,
    image_height: 600,
    image_alt: "Gambar",
    starts_at: new Date(Date.now() - HOUR),
    ends_at: new Date(Date.now() + HOUR),
    sort_order: 50,
    ...overrides,
  };
}

describe(`banners API (${testDriver()})`, () => {
  it("lists the running banners of a type in their order, never the expired one", async () => {
    const agent = running.filter((b) => b.type === "AGENT").map((b) => b.title);
    expect(await titles("?type=AGENT")).toEqual(agent);
    expect(await titles("?type=TAKEOVER_AGENT")).toEqual(
      running.filter((b) => b.type === "TAKEOVER_AGENT").map((b) => b.title),
    );
    expect(await titles()).toEqual(running.map((b) => b.title));
    expect(await titles()).not.toContain("Promo Kemerdekaan telah berakhir");
  });

  it("answers each banner with a served responsive WebP image and its proportions", async () => {
    const [first] = (await get("/api/banners?type=AGENT")).json().data as Banner[];
    expect(first!.image).toMatchObject({ width: 1600, height: 600 });
    expect(first!.image.srcset.map((s) => s.width)).toEqual([480, 960, 1600]);
    const file = await get(first!.image.src, false);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
  });

  it("shows a banner only from its start until (not at) its end", async () => {
    const now = Date.now();
    await insertBanner(
      t.database.db,
      banner({ title: "Besok", starts_at: new Date(now + HOUR), ends_at: new Date(now + 48 * HOUR) }),
    );
    await insertBanner(
      t.database.db,
      banner({ title: "Baru usai", starts_at: new Date(now - 48 * HOUR), ends_at: new Date(now - 1000) }),
    );
    await insertBanner(t.database.db, banner({ title: "Sekarang", type: "TAKEOVER_AGENT" }));
    const listed = await titles();
    expect(listed).toContain("Sekarang");
    expect(listed).not.toContain("Besok");
    expect(listed).not.toContain("Baru usai");
    expect(await titles("?type=AGENT")).not.toContain("Sekarang");
  });

  it("opens a running banner's detail; unknown, expired and future ones answer 404", async () => {
    const [first] = (await get("/api/banners?type=AGENT")).json().data as Banner[];
    const detail = await get(`/api/agent_banner/get_detail?uuid=${first!.uuid.toUpperCase()}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ uuid: first!.uuid, title: first!.title, detail: running[0]!.body });

    const expired = await insertBanner(
      t.database.db,
      banner({ starts_at: new Date(Date.now() - 9 * HOUR), ends_at: new Date(Date.now() - HOUR) }),
    );
    const future = await insertBanner(
      t.database.db,
      banner({ starts_at: new Date(Date.now() + HOUR), ends_at: new Date(Date.now() + 9 * HOUR) }),
    );
    for (const uuid of [expired, future, randomUUID()]) {
      const res = await get(`/api/agent_banner/get_detail?uuid=${uuid}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: BANNER_NOT_FOUND });
    }
    expect((await get("/api/agent_banner/get_detail?uuid=bukan-uuid")).statusCode).toBe(470);
  });

  it("needs a logged-in agent and a known type", async () => {
    expect((await get("/api/banners", false)).statusCode).toBe(401);
    expect((await get(`/api/agent_banner/get_detail?uuid=${randomUUID()}`, false)).statusCode).toBe(401);
    expect((await get("/api/banners?type=BUYER")).statusCode).toBe(470);
  });

  it("seeds once: a second run adds nothing", async () => {
    const before = (await titles()).length;
    await seedBannerDemo(t.database, t.app.storage);
    expect((await titles()).length).toBe(before);
  });
});

describe("WIB days of the demo banners", () => {
  it("starts a day at 00:00 WIB, which is 17:00 UTC the day before", () => {
    expect(wibMidnight(new Date("2026-11-24T17:30:00Z"), 0).toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(wibMidnight(new Date("2026-11-24T16:59:00Z"), 0).toISOString()).toBe("2026-11-23T17:00:00.000Z");
    expect(wibMidnight(new Date("2026-12-31T18:00:00Z"), 1).toISOString()).toBe("2027-01-01T17:00:00.000Z");
  });
});
