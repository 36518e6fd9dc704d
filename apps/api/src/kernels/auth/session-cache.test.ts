import { describe, expect, it } from "vitest";
import { SessionCache, type CachedSession } from "./session-cache.js";

const NOW = new Date("2026-03-01T00:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

function read(userId: number, bounds: Partial<Omit<CachedSession, "session">> = {}): CachedSession {
  return {
    session: {
      tokenId: userId * 10,
      user: {
        id: userId,
        name: `Agen ${userId}`,
        email: `agen${userId}@demo.id`,
        password_hash: "hash",
        email_verified_at: null,
        phone_number: null,
        phone_number_verified_at: null,
        referral_code: `KODE${userId}`,
        avatar_path: null,
        admin_project_partner_url: null,
      },
      membership: undefined,
      membershipActive: false,
    },
    tokenExpiresAt: later(86_400_000),
    nextTermStartsAt: undefined,
    ...bounds,
  };
}

function listeningCache(capacity?: number, ttlMs?: number): SessionCache {
  const cache = new SessionCache(capacity, ttlMs);
  cache.listening();
  return cache;
}

describe("SessionCache", () => {
  it("keeps a session until the TTL, the token's expiry or a queued term's start, whichever comes first", () => {
    const cache = listeningCache(10, 60_000);
    cache.set("ttl", read(1), NOW, cache.generation());
    cache.set("token", read(2, { tokenExpiresAt: later(5_000) }), NOW, cache.generation());
    cache.set("queued", read(3, { nextTermStartsAt: later(2_000) }), NOW, cache.generation());
    expect(cache.get("ttl", later(59_999))?.user.id).toBe(1);
    expect(cache.get("ttl", later(60_000))).toBeUndefined();
    expect(cache.get("token", later(4_999))?.user.id).toBe(2);
    expect(cache.get("token", later(5_000))).toBeUndefined();
    expect(cache.get("queued", later(1_999))?.user.id).toBe(3);
    expect(cache.get("queued", later(2_000))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep a session whose token has already expired", () => {
    const cache = listeningCache();
    cache.set("gone", read(1, { tokenExpiresAt: NOW }), NOW, cache.generation());
    expect(cache.size).toBe(0);
  });

  it("drops every session of the user a notification names, and every session on `*`", () => {
    const cache = listeningCache();
    for (const [hash, user] of [
      ["a1", 1],
      ["a2", 1],
      ["b1", 2],
    ] as const) {
      cache.set(hash, read(user), NOW, cache.generation());
    }
    cache.changed("1");
    expect([cache.get("a1", NOW), cache.get("a2", NOW)]).toEqual([undefined, undefined]);
    expect(cache.get("b1", NOW)?.user.id).toBe(2);
    cache.changed("*");
    expect(cache.size).toBe(0);
  });

  it("does not store a read that started before a drop (it may predate the change)", () => {
    const cache = listeningCache();
    const before = cache.generation();
    cache.changed("7");
    cache.set("stale", read(1), NOW, before);
    expect(cache.get("stale", NOW)).toBeUndefined();
    cache.set("fresh", read(1), NOW, cache.generation());
    expect(cache.get("fresh", NOW)?.user.id).toBe(1);
  });

  it("keeps nothing while notifications can be missed, and forgets what it kept when listening again", () => {
    const cache = new SessionCache();
    cache.set("before", read(1), NOW, cache.generation());
    expect(cache.size).toBe(0);
    cache.listening();
    cache.set("kept", read(1), NOW, cache.generation());
    expect(cache.size).toBe(1);
    cache.notListening();
    expect(cache.size).toBe(0);
    cache.set("while-down", read(1), NOW, cache.generation());
    expect(cache.size).toBe(0);
    cache.listening();
    cache.set("again", read(1), NOW, cache.generation());
    expect(cache.get("again", NOW)?.user.id).toBe(1);
  });

  it("drops the oldest session kept when full", () => {
    const cache = listeningCache(2);
    cache.set("first", read(1), NOW, cache.generation());
    cache.set("second", read(2), NOW, cache.generation());
    cache.set("second", read(2), NOW, cache.generation());
    cache.set("third", read(3), NOW, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get("first", NOW)).toBeUndefined();
    expect(cache.get("third", NOW)?.user.id).toBe(3);
    // The evicted session left no trace in the user index: a drop of user 1 has nothing to remove.
    cache.changed("1");
    expect(cache.get("second", NOW)?.user.id).toBe(2);
  });
});
