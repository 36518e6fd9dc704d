import { ERROR_CODES } from "@griya/domain/error-codes";
import { describe, expect, it } from "vitest";
import { buyPath, buyRequestOf, chooseCoinPackage, refusalNeed, remedyAction, slotQuantityFor } from "./refusal-remedy";

// The seeded catalogue's coin packages, out of order on purpose.
const packages = [
  { uuid: "c500", coins: 500, allowed: true },
  { uuid: "c50", coins: 50, allowed: true },
  { uuid: "c250", coins: 250, allowed: true },
  { uuid: "c100", coins: 100, allowed: true },
];

describe("refusal → what was missing", () => {
  it("coins: the shortfall is required − remaining, at least 1; unknown without both numbers", () => {
    expect(refusalNeed(1001, { coins_remaining: 3, required_coins: 15 })).toEqual({ kind: "coin", shortfall: 12 });
    expect(refusalNeed(1004, { coins_remaining: 15, required_coins: 15 })).toEqual({ kind: "coin", shortfall: 1 });
    expect(refusalNeed(1007, { required_coins: 100 })).toEqual({ kind: "coin", shortfall: null });
    expect(refusalNeed(1009)).toEqual({ kind: "coin", shortfall: null });
  });

  it("slots for 1003/1006, membership for 1002/1005/1008/1010, nothing to buy for a full Recommended week", () => {
    expect(refusalNeed(1003, { listing_slot: 3 })).toEqual({ kind: "slot" });
    expect(refusalNeed(1006)).toEqual({ kind: "slot" });
    for (const code of [1002, 1005, 1008, 1010] as const) expect(refusalNeed(code)).toEqual({ kind: "membership" });
    expect(refusalNeed(1011, { listing_slot: 5 })).toBeUndefined();
    // Every other code has a remedy.
    expect(ERROR_CODES.filter((code) => refusalNeed(code) === undefined)).toEqual([1011]);
  });
});

describe("the coin package that covers a shortfall", () => {
  it("is the smallest package with at least the missing coins", () => {
    expect(chooseCoinPackage(packages, 1)?.uuid).toBe("c50");
    expect(chooseCoinPackage(packages, 50)?.uuid).toBe("c50");
    expect(chooseCoinPackage(packages, 51)?.uuid).toBe("c100");
    expect(chooseCoinPackage(packages, 180)?.uuid).toBe("c250");
    expect(chooseCoinPackage(packages, 500)?.uuid).toBe("c500");
  });

  it("is the largest when none covers it, the smallest when the shortfall is unknown", () => {
    expect(chooseCoinPackage(packages, 501)?.uuid).toBe("c500");
    expect(chooseCoinPackage(packages, null)?.uuid).toBe("c50");
  });

  it("skips packages the agent may not buy or that hold no coins; none left is undefined", () => {
    const some = [{ uuid: "c50", coins: 50, allowed: false }, { uuid: "x", coins: null }, ...packages.slice(0, 1)];
    expect(chooseCoinPackage(some, 10)?.uuid).toBe("c500");
    expect(chooseCoinPackage([{ uuid: "c50", coins: 50, allowed: false }], 10)).toBeUndefined();
    expect(chooseCoinPackage([], 10)).toBeUndefined();
  });
});

describe("the slot quantity that covers a need", () => {
  it("is the smallest multiple of the step, at least the minimum", () => {
    expect(slotQuantityFor({ qty_min: 5, qty_step: 5 }, 1)).toBe(5);
    expect(slotQuantityFor({ qty_min: 5, qty_step: 5 }, 6)).toBe(10);
    expect(slotQuantityFor({ qty_min: 10, qty_step: 5 }, 3)).toBe(10);
    expect(slotQuantityFor({ qty_min: 1, qty_step: 1 }, 3)).toBe(3);
    expect(slotQuantityFor({ qty_min: 5, qty_step: 5 }, 0)).toBe(5);
  });
});

describe("where the refusal's button leads", () => {
  const starter = { type: "SILVER", is_active: true };
  const trial = { type: "TRIAL", is_active: true };
  const expired = { type: "GOLD", is_active: false };

  it("a paid member buys the missing coins or slots at the checkout", () => {
    expect(remedyAction({ kind: "coin", shortfall: 12 }, starter)).toEqual({
      path: "/checkout?beli=koin&kurang=12",
      label: "buyCoins",
    });
    expect(remedyAction({ kind: "coin", shortfall: null }, starter).path).toBe("/checkout?beli=koin");
    expect(remedyAction({ kind: "slot" }, starter, 3)).toEqual({
      path: "/checkout?beli=slot&kurang=3",
      label: "buySlots",
    });
  });

  it("a running Trial goes to /upgrade for everything; a membership is renewed or bought", () => {
    for (const need of [{ kind: "coin", shortfall: 5 }, { kind: "slot" }, { kind: "membership" }] as const) {
      expect(remedyAction(need, trial)).toEqual({ path: "/upgrade", label: "upgrade" });
    }
    expect(remedyAction({ kind: "membership" }, starter)).toEqual({ path: "/renewal", label: "renew" });
    expect(remedyAction({ kind: "membership" }, expired)).toEqual({ path: "/product", label: "buyMembership" });
    expect(remedyAction({ kind: "membership" }, null)).toEqual({ path: "/product", label: "buyMembership" });
    // An expired Trial may buy like anyone without a membership.
    expect(remedyAction({ kind: "coin", shortfall: 5 }, { type: "TRIAL", is_active: false }).label).toBe("buyCoins");
  });

  it("the checkout reads its own link back, and nothing else", () => {
    expect(buyRequestOf(new URL(`http://x${buyPath({ kind: "coin", amount: 12 })}`).searchParams)).toEqual({
      kind: "coin",
      amount: 12,
    });
    expect(buyRequestOf(new URLSearchParams("beli=slot"))).toEqual({ kind: "slot", amount: null });
    expect(buyRequestOf(new URLSearchParams("beli=koin&kurang=-3"))).toEqual({ kind: "coin", amount: null });
    expect(buyRequestOf(new URLSearchParams("beli=koin&kurang=9999999"))).toEqual({ kind: "coin", amount: null });
    expect(buyRequestOf(new URLSearchParams("beli=mobil&kurang=3"))).toBeNull();
    expect(buyRequestOf(new URLSearchParams(""))).toBeNull();
  });
});
