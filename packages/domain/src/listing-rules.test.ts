import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_CATEGORIES, LISTING_EXPIRY_DAYS } from "./constants";
import { describeErrorCode } from "./error-codes";
import {
  FIELD_RULE_FIELDS,
  FIELD_RULE_TYPES,
  LISTING_STATUSES,
  LISTING_TYPE_LABELS,
  OWNERSHIP_OPTIONS,
  RULED_FIELDS,
  type ActivationContext,
  type FieldRule,
  type ListingAction,
  activationCheck,
  bulkRepostCost,
  canActivate,
  canDeactivate,
  canRepost,
  fieldVisibility,
  isFieldRuleType,
  isListingExpired,
  isListingStatus,
  isListingType,
  isOwnership,
  listingExpiry,
  ownershipNameField,
} from "./listing-rules";

const DAY_MS = 86_400_000;

describe("field rules", () => {
  it("lists the ten field rule types, each governing its form fields", () => {
    expect(FIELD_RULE_TYPES).toEqual([
      "BEDROOM",
      "BATHROOM",
      "UNIT_BLOCK",
      "LAND_SIZE",
      "TOTAL_FLOOR",
      "FLOOR",
      "BUILDING_SIZE",
      "ELECTRICAL_POWER",
      "HOEK",
      "FURNISHING_STATUS",
    ]);
    expect(FIELD_RULE_FIELDS.UNIT_BLOCK).toEqual(["block_number", "unit_number"]);
    expect(FIELD_RULE_FIELDS.FURNISHING_STATUS).toEqual(["furnishing_status_id"]);
    expect(FIELD_RULE_FIELDS.ELECTRICAL_POWER).toEqual(["electrical_power"]);
    expect(RULED_FIELDS).toHaveLength(11);
    expect(isFieldRuleType("HOEK")).toBe(true);
    expect(isFieldRuleType("CERTIFICATE")).toBe(false);
  });

  const HOUSE = 1;
  const APARTMENT = 2;
  const LAND = 3;
  const rules: FieldRule[] = [
    { type: "BEDROOM", property_type_id: HOUSE, allowed: true, required: true },
    { type: "BATHROOM", property_type_id: HOUSE, allowed: true, required: true },
    { type: "LAND_SIZE", property_type_id: HOUSE, allowed: true, required: true },
    { type: "BUILDING_SIZE", property_type_id: HOUSE, allowed: true, required: false },
    { type: "HOEK", property_type_id: HOUSE, allowed: true, required: false },
    { type: "UNIT_BLOCK", property_type_id: HOUSE, allowed: false, required: false },
    { type: "UNIT_BLOCK", property_type_id: APARTMENT, allowed: true, required: true },
    { type: "FLOOR", property_type_id: APARTMENT, allowed: true, required: true },
    { type: "FURNISHING_STATUS", property_type_id: APARTMENT, allowed: true, required: false },
    { type: "LAND_SIZE", property_type_id: LAND, allowed: true, required: true },
    { type: "ELECTRICAL_POWER", property_type_id: LAND, allowed: false, required: true },
    { type: "UNKNOWN_RULE", property_type_id: LAND, allowed: true, required: true },
  ];

  it("shows and requires fields per the house rules", () => {
    const house = fieldVisibility(rules, HOUSE);
    expect(house.bedroom).toEqual({ allowed: true, required: true });
    expect(house.bathroom).toEqual({ allowed: true, required: true });
    expect(house.land_size).toEqual({ allowed: true, required: true });
    expect(house.building_size).toEqual({ allowed: true, required: false });
    expect(house.hoek).toEqual({ allowed: true, required: false });
    expect(house.block_number).toEqual({ allowed: false, required: false });
    expect(house.unit_number).toEqual({ allowed: false, required: false });
    // No rule row: hidden.
    expect(house.floor).toEqual({ allowed: false, required: false });
    expect(house.furnishing_status_id).toEqual({ allowed: false, required: false });
  });

  it("applies UNIT_BLOCK to both block and unit number (apartment)", () => {
    const apartment = fieldVisibility(rules, APARTMENT);
    expect(apartment.block_number).toEqual({ allowed: true, required: true });
    expect(apartment.unit_number).toEqual({ allowed: true, required: true });
    expect(apartment.floor).toEqual({ allowed: true, required: true });
    expect(apartment.furnishing_status_id).toEqual({ allowed: true, required: false });
    expect(apartment.bedroom).toEqual({ allowed: false, required: false });
  });

  it("treats required as allowed and ignores unknown rule types", () => {
    const land = fieldVisibility(rules, LAND);
    expect(land.electrical_power).toEqual({ allowed: true, required: true });
    expect(Object.keys(land).sort()).toEqual([...RULED_FIELDS].sort());
  });

  it("hides everything without a property type or rules", () => {
    for (const visibility of [
      fieldVisibility(rules, null),
      fieldVisibility(rules, undefined),
      fieldVisibility([], HOUSE),
      fieldVisibility(rules, 99),
    ]) {
      expect(Object.values(visibility).every((f) => !f.allowed && !f.required)).toBe(true);
    }
  });

  it("property: a field is required only when allowed, and only rules of the chosen type matter", () => {
    const rule = fc.record({
      type: fc.constantFrom(...FIELD_RULE_TYPES),
      property_type_id: fc.integer({ min: 1, max: 4 }),
      allowed: fc.boolean(),
      required: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), fc.integer({ min: 1, max: 4 }), (rs, id) => {
        const all = fieldVisibility(rs, id);
        const own = fieldVisibility(
          rs.filter((r) => r.property_type_id === id),
          id,
        );
        expect(own).toEqual(all);
        for (const f of Object.values(all)) if (f.required) expect(f.allowed).toBe(true);
      }),
    );
  });
});

describe("statuses and actions", () => {
  it("knows the three statuses, each shown in one My-listings tab", () => {
    expect(LISTING_STATUSES).toEqual(["DRAFT", "ACTIVE", "INACTIVE"]);
    expect(LISTING_CATEGORIES.map((tab) => tab.status).sort()).toEqual([...LISTING_STATUSES].sort());
    expect(isListingStatus("ACTIVE")).toBe(true);
    expect(isListingStatus("active")).toBe(false);
  });

  it.each([
    ["DRAFT", true, false, false],
    ["ACTIVE", false, true, true],
    ["INACTIVE", true, false, false],
  ] as const)("%s: activate %s, repost %s, deactivate %s", (status, activate, repost, deactivate) => {
    expect(canActivate(status)).toBe(activate);
    expect(canRepost(status)).toBe(repost);
    expect(canDeactivate(status)).toBe(deactivate);
  });
});

describe("expiry", () => {
  it("is 120 days after activation or repost", () => {
    expect(LISTING_EXPIRY_DAYS).toBe(120);
    expect(listingExpiry(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-05-01T00:00:00.000Z");
    expect(listingExpiry(new Date("2026-11-21T07:30:15.250Z")).toISOString()).toBe("2027-03-21T07:30:15.250Z");
  });

  it("expires exactly at expires_at, never without one", () => {
    const expiresAt = new Date("2026-05-01T00:00:00Z");
    expect(isListingExpired(expiresAt, new Date("2026-04-30T23:59:59.999Z"))).toBe(false);
    expect(isListingExpired(expiresAt, expiresAt)).toBe(true);
    expect(isListingExpired(expiresAt, new Date("2026-05-02T00:00:00Z"))).toBe(true);
    expect(isListingExpired(null, new Date())).toBe(false);
    expect(isListingExpired(undefined, new Date())).toBe(false);
  });

  const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });

  it("property: expiry is from + 120 days and the listing is live until then", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 200 * DAY_MS }), (t, elapsed) => {
        const from = new Date(t);
        const expiresAt = listingExpiry(from);
        expect(expiresAt.getTime() - t).toBe(LISTING_EXPIRY_DAYS * DAY_MS);
        expect(isListingExpired(expiresAt, new Date(t + elapsed))).toBe(elapsed >= LISTING_EXPIRY_DAYS * DAY_MS);
      }),
    );
  });

  it("property: a repost moves the expiry by exactly the time since the last posting", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 119 * DAY_MS }), (t, later) => {
        expect(listingExpiry(new Date(t + later)).getTime() - listingExpiry(new Date(t)).getTime()).toBe(later);
      }),
    );
  });
});

describe("activationCheck", () => {
  const ok: ActivationContext = { membershipActive: true, activeListings: 2, quota: 5, coins: 10, requiredCoins: 4 };

  it("allows an action when every check passes", () => {
    expect(activationCheck(ok, "activate")).toEqual({ ok: true });
    expect(activationCheck(ok, "repost")).toEqual({ ok: true });
    expect(activationCheck({ ...ok, coins: 4 }, "activate")).toEqual({ ok: true });
  });

  it("refuses activation in order: membership 1002, slot 1003, coins 1001, with the numbers", () => {
    const fields = { coins_remaining: 1, required_coins: 4, listing_slot: 5 };
    const broke = { ...ok, coins: 1 };
    expect(activationCheck({ ...broke, membershipActive: false, activeListings: 5 }, "activate")).toEqual({
      ok: false,
      code: 1002,
      ...fields,
    });
    expect(activationCheck({ ...broke, activeListings: 5 }, "activate")).toEqual({ ok: false, code: 1003, ...fields });
    expect(activationCheck(broke, "activate")).toEqual({ ok: false, code: 1001, ...fields });
  });

  it("refuses a repost in order: 1005, 1006, 1004; its own slot counts as taken", () => {
    const broke = { ...ok, coins: 1 };
    expect(activationCheck({ ...broke, membershipActive: false, activeListings: 6 }, "repost")).toMatchObject({
      code: 1005,
    });
    expect(activationCheck({ ...broke, activeListings: 6 }, "repost")).toMatchObject({ code: 1006 });
    expect(activationCheck({ ...broke, activeListings: 5 }, "repost")).toMatchObject({ code: 1004 });
    expect(activationCheck({ ...ok, activeListings: 5 }, "repost")).toEqual({ ok: true });
  });

  it("gives the dialog its numbers", () => {
    const result = activationCheck({ ...ok, coins: 1 }, "activate");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(describeErrorCode(result.code, result).message).toBe(
        "Koin Anda tersisa 1, sedangkan aktivasi listing membutuhkan 4 koin.",
      );
    }
  });

  it("property: returns the first failing rule in order, or ok", () => {
    const context = fc.record({
      membershipActive: fc.boolean(),
      activeListings: fc.integer({ min: 0, max: 20 }),
      quota: fc.integer({ min: 0, max: 20 }),
      coins: fc.integer({ min: 0, max: 50 }),
      requiredCoins: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(context, fc.constantFrom<ListingAction>("activate", "repost"), (c, action) => {
        const codes = action === "activate" ? [1002, 1003, 1001] : [1005, 1006, 1004];
        const failing = [
          !c.membershipActive,
          action === "activate" ? c.activeListings >= c.quota : c.activeListings > c.quota,
          c.coins < c.requiredCoins,
        ];
        const first = failing.indexOf(true);
        const result = activationCheck(c, action);
        if (first === -1) expect(result).toEqual({ ok: true });
        else
          expect(result).toEqual({
            ok: false,
            code: codes[first],
            coins_remaining: c.coins,
            required_coins: c.requiredCoins,
            listing_slot: c.quota,
          });
      }),
    );
  });
});

describe("bulkRepostCost", () => {
  it("multiplies the count by the per-repost cost", () => {
    expect(bulkRepostCost(0, 3)).toBe(0);
    expect(bulkRepostCost(50, 2)).toBe(100);
    expect(bulkRepostCost(7, 0)).toBe(0);
  });

  it("throws on impossible input (a bug, not a refusal)", () => {
    expect(() => bulkRepostCost(-1, 2)).toThrow(RangeError);
    expect(() => bulkRepostCost(1.5, 2)).toThrow(RangeError);
    expect(() => bulkRepostCost(2, -3)).toThrow(RangeError);
  });

  it("property: a bulk repost costs what the single reposts would", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 1000 }), (n, cost) => {
        expect(bulkRepostCost(n, cost)).toBe(Array.from({ length: n }, () => cost).reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe("ownership and listing types", () => {
  it("asks the owner name for an intermediary and the company name for a company", () => {
    expect(ownershipNameField("OWNED_BY_USER")).toBeNull();
    expect(ownershipNameField("REPRESENTED_BY_USER")).toBe("owner_name");
    expect(ownershipNameField("MANAGED_BY_USER")).toBe("company_name");
    expect(OWNERSHIP_OPTIONS.OWNED_BY_USER.label).toBe("Milik sendiri");
    expect(isOwnership("MANAGED_BY_USER")).toBe(true);
    expect(isOwnership("MINE")).toBe(false);
  });

  it("labels S Dijual and R Disewa", () => {
    expect(LISTING_TYPE_LABELS).toEqual({ S: "Dijual", R: "Disewa" });
    expect(isListingType("S")).toBe(true);
    expect(isListingType("X")).toBe(false);
  });
});
