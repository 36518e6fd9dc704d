import { describe, expect, it } from "vitest";
import {
  MEMBERSHIP_TYPES,
  NO_MEMBERSHIP_LABEL,
  isMembershipType,
  isPaidMembershipType,
  membershipLabel,
  tierDisplayName,
} from "./membership";

describe("tierDisplayName", () => {
  it.each([
    ["TRIAL", "Trial"],
    ["SILVER", "Starter"],
    ["GOLD", "Pro"],
    ["PLATINUM", "Executive"],
  ] as const)("%s is shown as %s", (type, name) => {
    expect(tierDisplayName(type)).toBe(name);
  });

  it("covers every tier", () => {
    for (const type of MEMBERSHIP_TYPES) expect(tierDisplayName(type)).toEqual(expect.any(String));
  });
});

describe("membershipLabel", () => {
  it("names the tier, or says there is no membership", () => {
    expect(membershipLabel({ type: "SILVER" })).toBe("Starter");
    expect(membershipLabel(null)).toBe(NO_MEMBERSHIP_LABEL);
    expect(membershipLabel(undefined)).toBe("Belum ada membership");
  });
});

describe("type guards", () => {
  it("recognise tiers", () => {
    expect(isMembershipType("TRIAL")).toBe(true);
    expect(isMembershipType("silver")).toBe(false);
    expect(isMembershipType(1)).toBe(false);
    expect(isPaidMembershipType("TRIAL")).toBe(false);
    expect(isPaidMembershipType("PLATINUM")).toBe(true);
  });
});
