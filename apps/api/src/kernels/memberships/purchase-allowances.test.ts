import { describe, expect, it } from "vitest";
import { ALLOWANCE_MESSAGES, decidePurchaseAllowances } from "./purchase-allowances.js";
import { NOW, stateWith } from "../../../test/membership-fixtures.js";

const flags = (a: ReturnType<typeof decidePurchaseAllowances>) => [
  a.buy.allowed,
  a.coins.allowed,
  a.listingSlots.allowed,
  a.upgrade.allowed,
  a.renewal.allowed,
];

describe("decidePurchaseAllowances", () => {
  it("without a membership: buy only", () => {
    const a = decidePurchaseAllowances(stateWith(null), NOW);
    expect(flags(a)).toEqual([true, false, false, false, false]);
    expect(a.coins.message).toBe(ALLOWANCE_MESSAGES.noMembership("koin"));
    expect(a.buy.message).toBeNull();
  });

  it("an ended TRIAL is not a running one: a paid tier is bought (not upgraded to), coins and slots wait for it", () => {
    const a = decidePurchaseAllowances(stateWith("TRIAL", -2), NOW);
    expect(flags(a)).toEqual([true, false, false, false, false]);
    expect(a.coins.message).toBe(ALLOWANCE_MESSAGES.expired("koin"));
    expect(a.upgrade.message).toMatch(/Trial Anda telah berakhir/);
  });

  it.each([10, 0.5])("a running TRIAL (%i days left): upgrade only, the rest points to the upgrade", (days) => {
    const a = decidePurchaseAllowances(stateWith("TRIAL", days), NOW);
    expect(flags(a)).toEqual([false, false, false, true, false]);
    expect(a.listingSlots.message).toBe(ALLOWANCE_MESSAGES.trial("slot listing"));
    for (const x of [a.buy, a.coins, a.listingSlots, a.renewal]) expect(x.message).toMatch(/upgrade/i);
  });

  it("active paid: everything but a new term", () => {
    expect(flags(decidePurchaseAllowances(stateWith("SILVER", 100), NOW))).toEqual([false, true, true, true, true]);
  });

  it("the top tier cannot upgrade; 30 days or fewer left cannot either", () => {
    expect(decidePurchaseAllowances(stateWith("PLATINUM", 100), NOW).upgrade.allowed).toBe(false);
    expect(decidePurchaseAllowances(stateWith("GOLD", 30), NOW).upgrade).toEqual({
      allowed: false,
      message: expect.stringMatching(/lebih dari 30 hari/),
    });
    expect(decidePurchaseAllowances(stateWith("GOLD", 30.01), NOW).upgrade.allowed).toBe(true);
  });

  it("a queued renewal closes renewal", () => {
    expect(decidePurchaseAllowances(stateWith("GOLD", 10, { hasQueued: true }), NOW).renewal.allowed).toBe(false);
  });

  it("expired paid: buy or renew; coins and slots wait for a membership", () => {
    const a = decidePurchaseAllowances(stateWith("GOLD", -1), NOW);
    expect(flags(a)).toEqual([true, false, false, false, true]);
    expect(a.coins.message).toBe(ALLOWANCE_MESSAGES.expired("koin"));
  });
});
