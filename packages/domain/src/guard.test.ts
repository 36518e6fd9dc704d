import { describe, expect, it } from "vitest";
import { accessRefusal, createRouteGuard, type GuardUser } from "./guard";

// The portal's page registry is the real table; apps/portal/app/lib/route-guard.test.ts runs every page × every
// user state through this guard. Here: the chain itself on a small table.
const { guardRoute, matchRoute } = createRouteGuard(
  {
    "/login": "guest",
    "/help/:type": "public",
    "/": "public",
    "/beranda": "agent",
    "/coin": "member",
    "/product": "agent",
    "/otp": "otp",
  },
  ["/coin"],
);

const complete: GuardUser = {
  phone_number: "+6281234567890",
  phone_number_verified_at: "2026-01-01T00:00:00Z",
  is_passworded: true,
  membership: { type: "SILVER", is_active: true },
  admin_project_partner_url: null,
};
const trial: GuardUser = { ...complete, membership: { type: "TRIAL", is_active: true } };

describe("createRouteGuard", () => {
  it("matches static segments before parameters and ignores the query string and trailing slash", () => {
    expect(matchRoute("/help/koin/?x=1")).toEqual({ pattern: "/help/:type", kind: "public", params: { type: "koin" } });
    expect(matchRoute("")).toEqual({ pattern: "/", kind: "public", params: {} });
    expect(matchRoute("/nope")).toBeNull();
  });

  it("runs the onboarding chain: login, phone, OTP, password, membership, and the trial's upgrade routes", () => {
    expect(guardRoute("/coin?a=1", null)).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Fcoin%3Fa%3D1",
      external: false,
    });
    expect(guardRoute("/login", complete)).toEqual({ kind: "redirect", to: "/beranda", external: false });
    expect(guardRoute("/coin", { ...complete, phone_number: null })).toEqual({
      kind: "redirect",
      to: "/input-phone",
      external: false,
    });
    expect(guardRoute("/coin", { ...complete, membership: null })).toEqual({
      kind: "redirect",
      to: "/product",
      external: false,
    });
    expect(guardRoute("/coin", trial)).toEqual({ kind: "redirect", to: "/upgrade", external: false });
    expect(guardRoute("/product", trial)).toEqual({ kind: "allow" });
    expect(guardRoute("/nope", null)).toEqual({ kind: "allow" });
  });
});

describe("accessRefusal", () => {
  it("asks for the phone, its verification, the password, then (for members) an active membership", () => {
    expect(accessRefusal({ ...complete, phone_number: null }, "agent")).toBe("phone_required");
    expect(accessRefusal({ ...complete, phone_number_verified_at: null }, "agent")).toBe("phone_unverified");
    expect(accessRefusal({ ...complete, is_passworded: false }, "member")).toBe("password_required");
    expect(accessRefusal({ ...complete, membership: { is_active: false } }, "agent")).toBeNull();
    expect(accessRefusal({ ...complete, membership: null }, "member")).toBe("membership_required");
    expect(accessRefusal(complete, "member")).toBeNull();
  });
});
