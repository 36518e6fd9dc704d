import { describe, expect, it } from "vitest";
import { explainedRedirect, guardReasonFor, readGuardArrival } from "./guard-reason";

describe("guard reasons", () => {
  it("names the reason of each guard destination, and none for the others", () => {
    expect(guardReasonFor("/product")).toBe("membership_required");
    expect(guardReasonFor("/upgrade")).toBe("trial");
    expect(guardReasonFor("/input-phone")).toBe("phone_required");
    expect(guardReasonFor("/otp")).toBe("phone_unverified");
    expect(guardReasonFor("/user/create-password")).toBe("password_required");
    expect(guardReasonFor("/")).toBeNull();
    expect(guardReasonFor("/login?redirect=%2Fprofile")).toBeNull();
  });

  it("adds the reason and the page asked for to a guard redirect, and reads them back", () => {
    const to = explainedRedirect("/product", "/listing/add?x=1");
    expect(to).toBe("/product?alasan=membership_required&dari=%2Flisting%2Fadd");
    expect(readGuardArrival(new URL(to, "http://x").searchParams)).toEqual({
      reason: "membership_required",
      from: "/listing/add",
    });
    expect(explainedRedirect("/", "/login")).toBe("/");
  });

  it("ignores an unknown reason, and an unknown page asked for", () => {
    expect(readGuardArrival(new URLSearchParams("alasan=hacked"))).toBeNull();
    expect(readGuardArrival(new URLSearchParams())).toBeNull();
    expect(readGuardArrival(new URLSearchParams("alasan=trial&dari=/nowhere"))).toEqual({
      reason: "trial",
      from: null,
    });
  });
});
