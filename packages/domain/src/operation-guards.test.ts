import { describe, expect, it } from "vitest";
import { ACCESS_REFUSAL_MESSAGES, OPERATION_GUARDS } from "./operation-guards";

describe("OPERATION_GUARDS", () => {
  it("keeps the onboarding calls open to an agent who has not finished onboarding", () => {
    for (const id of [
      "getUserAgent",
      "logout",
      "sendPhoneOtp",
      "requestNewOtp",
      "verifyOtp",
      "createPassword",
    ] as const) {
      expect(OPERATION_GUARDS[id]).toBe("session");
    }
  });

  it("guards the calls of the incident: buying a membership and activating a listing", () => {
    expect(OPERATION_GUARDS.createOrder).toBe("agent");
    expect(OPERATION_GUARDS.getCheckout).toBe("agent");
    expect(OPERATION_GUARDS.activateListing).toBe("agent");
    expect(OPERATION_GUARDS.saveListingForm).toBe("agent");
  });

  it("leaves membership refusals of listing actions to their business codes (agent, not member)", () => {
    for (const id of [
      "activateListing",
      "repostListing",
      "repostListings",
      "duplicateListing",
      "buyFeaturedAgentSlots",
      "purchaseRecommendedBoost",
    ] as const) {
      expect(OPERATION_GUARDS[id]).toBe("agent");
    }
  });
});

describe("ACCESS_REFUSAL_MESSAGES", () => {
  it("says in Indonesian what is missing", () => {
    expect(ACCESS_REFUSAL_MESSAGES.phone_unverified).toMatch(/^Verifikasi nomor HP/);
    for (const message of Object.values(ACCESS_REFUSAL_MESSAGES)) expect(message).toMatch(/\.$/);
  });
});
