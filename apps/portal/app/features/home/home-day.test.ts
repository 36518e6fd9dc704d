import { describe, expect, it } from "vitest";
import type { Membership } from "../../lib/current-user";
import { coinAction, daysUntil, membershipAction, partState, slotAction } from "./home-day";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const membership = (type: Membership["type"], is_active = true): Membership => ({
  type,
  display_name: "Starter",
  started_at: at(-DAY),
  expires_at: at(30 * DAY),
  is_active,
});

describe("daysUntil", () => {
  it("rounds up to whole days and never goes below zero", () => {
    expect(daysUntil(at(3 * DAY), NOW)).toBe(3);
    expect(daysUntil(at(2 * DAY + 1), NOW)).toBe(3);
    expect(daysUntil(at(2 * 60 * 60 * 1000), NOW)).toBe(1);
    expect(daysUntil(at(0), NOW)).toBe(0);
    expect(daysUntil(at(-DAY), NOW)).toBe(0);
  });
});

describe("membershipAction", () => {
  it("buys without a membership in force, upgrades a Trial and renews a paid tier", () => {
    expect(membershipAction(null)).toEqual({ action: "buy", href: "/product" });
    expect(membershipAction(membership("SILVER", false))).toEqual({ action: "buy", href: "/product" });
    expect(membershipAction(membership("TRIAL"))).toEqual({ action: "upgrade", href: "/upgrade" });
    expect(membershipAction(membership("GOLD"))).toEqual({ action: "renew", href: "/renewal" });
  });
});

describe("slotAction", () => {
  it("adds a listing while a slot is free, buys slots when full, a membership without any quota", () => {
    expect(slotAction({ current_amount: 3, quota: 10 })).toEqual({ action: "add", href: "/listing/add" });
    expect(slotAction({ current_amount: 10, quota: 10 })).toEqual({ action: "buy", href: "/listing-availability" });
    expect(slotAction({ current_amount: 0, quota: 0 })).toEqual({ action: "buyMembership", href: "/product" });
  });
});

describe("coinAction", () => {
  it("buys coins with a paid membership in force, otherwise opens the coin pages", () => {
    expect(coinAction(membership("PLATINUM"))).toEqual({ action: "buy", href: "/coin" });
    expect(coinAction(membership("TRIAL"))).toEqual({ action: "open", href: "/coin-purchase" });
    expect(coinAction(membership("SILVER", false))).toEqual({ action: "open", href: "/coin-purchase" });
    expect(coinAction(null)).toEqual({ action: "open", href: "/coin-purchase" });
  });
});

describe("partState", () => {
  it("shows a part the summary has, waits while it is read, and says when a part or the summary failed", () => {
    expect(partState({ unread_count: 0 }, "ready")).toBe("ready");
    expect(partState(null, "ready")).toBe("unavailable");
    expect(partState(undefined, "loading")).toBe("loading");
    expect(partState(undefined, "unavailable")).toBe("unavailable");
  });
});
