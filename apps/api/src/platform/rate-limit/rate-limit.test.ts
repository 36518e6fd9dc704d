import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { hit, refund, slowDownMs, targetDigest, tooManyAttemptsMessage } from "./rate-limit.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limit = { max: 3, windowSeconds: 600 };

describe("rate limit counters", () => {
  it("count atomically: concurrent hits each get their own number", async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => hit(t.database.db, "test:concurrent", limit)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const h of hits) {
      expect(h.retryAfter).toBeGreaterThan(0);
      expect(h.retryAfter).toBeLessThanOrEqual(600);
    }
  });

  it("start again in a new window", async () => {
    await hit(t.database.db, "test:window", limit);
    await hit(t.database.db, "test:window", limit);
    await t.database.db
      .execute(sql`UPDATE rate_limits SET window_started_at = window_started_at - interval '600 seconds',
      window_ends_at = now() - interval '1 millisecond' WHERE bucket = 'test:window'`);
    expect((await hit(t.database.db, "test:window", limit)).hits).toBe(1);
  });

  it("give a refunded attempt back, never below zero", async () => {
    const first = await hit(t.database.db, "test:refund", limit);
    await refund(t.database.db, [first, first]);
    expect((await hit(t.database.db, "test:refund", limit)).hits).toBe(1);
  });

  it("say how many minutes to wait, rounded up", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Terlalu banyak percobaan. Coba lagi dalam 1 menit.");
    expect(tooManyAttemptsMessage(61)).toBe("Terlalu banyak percobaan. Coba lagi dalam 2 menit.");
  });

  it("slow an attempt past a target's ceiling by a second per attempt over, at most five", () => {
    expect([9, 10, 11, 12, 14, 15, 16, 100].map((hits) => slowDownMs(hits, 10))).toEqual([
      0, 0, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });
});

describe("the log's name for a rate-limited target", () => {
  it("is a short digest, the same for the same target, never the e-mail or phone itself", () => {
    const digest = targetDigest("budi@contoh.id");
    expect(digest).toMatch(/^[0-9a-f]{12}$/);
    expect(targetDigest("budi@contoh.id")).toBe(digest);
    expect(targetDigest("081234567890")).not.toBe(digest);
    expect(targetDigest("081234567890")).not.toContain("0812");
  });
});
