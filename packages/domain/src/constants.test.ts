import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  DEFAULT_LISTING_CATEGORY,
  DEFAULT_SORT,
  INSTALLMENT_OPTIONS,
  LISTING_CATEGORIES,
  ORDER_STATUS_FILTERS,
  RENTAL_OWNER_SHARE_PERCENT,
  REFERRAL_REWARD_COINS,
  REFERRAL_REWARD_RUPIAH,
  SORT_OPTIONS,
  SORT_OPTION_KEYS,
} from "./constants";

describe("constants", () => {
  it("maps each sort option to the catalog API's sort and order", () => {
    expect(SORT_OPTION_KEYS).toEqual([
      "newest",
      "oldest",
      "highestPrice",
      "lowestPrice",
      "expiredOldest",
      "expiredNewest",
    ]);
    expect(SORT_OPTIONS.newest).toMatchObject({ sort: "date", order: "desc" });
    expect(SORT_OPTIONS.oldest).toMatchObject({ sort: "date", order: "asc" });
    expect(SORT_OPTIONS.highestPrice).toMatchObject({ sort: "price", order: "desc" });
    expect(SORT_OPTIONS.lowestPrice).toMatchObject({ sort: "price", order: "asc" });
    expect(SORT_OPTIONS.expiredOldest).toMatchObject({ sort: "expired", order: "asc" });
    expect(SORT_OPTIONS.expiredNewest).toMatchObject({ sort: "expired", order: "desc" });
    const pairs = SORT_OPTION_KEYS.map((k) => `${SORT_OPTIONS[k].sort}:${SORT_OPTIONS[k].order}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(DEFAULT_SORT).toBe("newest");
  });

  it("labels the listing tabs Aktif, Draft, Lampau", () => {
    expect(LISTING_CATEGORIES).toEqual([
      { value: "active", status: "ACTIVE", label: "Aktif" },
      { value: "draft", status: "DRAFT", label: "Draft" },
      { value: "inactive", status: "INACTIVE", label: "Lampau" },
    ]);
    expect(DEFAULT_LISTING_CATEGORY).toBe("active");
  });

  it("keeps the documented values that are easy to mistype", () => {
    expect(INSTALLMENT_OPTIONS).toEqual([6, 12, 24]);
    expect(ORDER_STATUS_FILTERS).toEqual(["on_going", "completed"]);
    expect(BREAKPOINTS).toEqual({ small: 427, medium: 769, large: 1023, mobile: 768, desktop: 1366 });
    expect(RENTAL_OWNER_SHARE_PERCENT).toBe(95);
    expect(REFERRAL_REWARD_RUPIAH / REFERRAL_REWARD_COINS).toBe(2000);
  });
});
