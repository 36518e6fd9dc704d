import { describe, expect, it } from "vitest";
import { membershipOffer, OFFER_MESSAGES } from "./membership-offer.js";
import { decidePurchaseAllowances } from "./purchase-allowances.js";
import { NOW, stateWith, TIERS } from "../../../test/membership-fixtures.js";
import type { MembershipState } from "./membership-state.js";

const offer = (state: MembershipState, tier: "SILVER" | "GOLD" | "PLATINUM", direct: boolean | null = null) =>
  membershipOffer(state, decidePurchaseAllowances(state, NOW), TIERS.get(tier)!, direct, NOW);

describe("membershipOffer", () => {
  it("no membership, TRIAL or an ended term: a new term at the full price", () => {
    for (const s of [stateWith(null), stateWith("TRIAL", 5), stateWith("TRIAL", -5), stateWith("GOLD", -1)]) {
      expect(offer(s, "GOLD")).toEqual({ ok: true, kind: "MEMBERSHIP_NEW", unitPrice: 3_000_000, remainingDays: null });
    }
  });

  it("active paid, a dearer tier: an upgrade for the days left, rounded up to Rp 1.000", () => {
    // (7.500.000 − 1.200.000) × 365 / 365: a full year costs exactly the difference.
    expect(offer(stateWith("SILVER", 365), "PLATINUM")).toMatchObject({
      kind: "MEMBERSHIP_UPGRADE",
      unitPrice: 6_300_000,
    });
    // (3.000.000 − 1.200.000) × 31 / 365 = 152.876,7 → 153.000
    expect(offer(stateWith("SILVER", 31), "GOLD")).toEqual({
      ok: true,
      kind: "MEMBERSHIP_UPGRADE",
      unitPrice: 153_000,
      remainingDays: 31,
    });
    // A started day counts: 100.2 days left is 101.
    expect(offer(stateWith("SILVER", 100.2), "GOLD")).toMatchObject({ remainingDays: 101, unitPrice: 499_000 });
  });

  it("an upgrade inside the last 30 days is refused (403) with the pointer to renewal", () => {
    expect(offer(stateWith("SILVER", 30), "GOLD")).toEqual({
      ok: false,
      status: 403,
      field: "uuid",
      message: expect.stringMatching(/perpanjang/),
    });
  });

  it("the same tier without a renewal type is 470 on direct_activation; a lower tier 403", () => {
    expect(offer(stateWith("GOLD"), "GOLD")).toEqual({
      ok: false,
      status: 470,
      field: "direct_activation",
      message: OFFER_MESSAGES.renewalType,
    });
    expect(offer(stateWith("GOLD"), "SILVER")).toMatchObject({ ok: false, status: 403 });
  });

  it("a renewal is the current tier at the full price, either start; another tier is 470; TRIAL cannot renew", () => {
    expect(offer(stateWith("GOLD"), "GOLD", true)).toEqual({
      ok: true,
      kind: "MEMBERSHIP_RENEWAL",
      unitPrice: 3_000_000,
      remainingDays: null,
    });
    expect(offer(stateWith("GOLD", -3), "GOLD", false)).toMatchObject({ ok: true, kind: "MEMBERSHIP_RENEWAL" });
    expect(offer(stateWith("GOLD"), "PLATINUM", true)).toMatchObject({
      ok: false,
      status: 470,
      message: expect.stringMatching(/Pro/),
    });
    expect(offer(stateWith("TRIAL"), "SILVER", true)).toMatchObject({ ok: false, status: 403 });
    expect(offer(stateWith("GOLD", 10, { hasQueued: true }), "GOLD", false)).toMatchObject({ ok: false, status: 403 });
  });
});
