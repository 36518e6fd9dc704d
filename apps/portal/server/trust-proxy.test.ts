import { describe, expect, it } from "vitest";
import { trustProxySetting } from "./trust-proxy.mjs";

describe("trustProxySetting", () => {
  it("trusts nobody unless told: this server is the edge", () => {
    for (const value of [undefined, "", "none", "false"]) expect(trustProxySetting(value)).toBe(false);
  });

  it("takes addresses, ranges and the names proxy-addr knows", () => {
    expect(trustProxySetting("loopback, 10.0.0.0/8, 192.168.1.4, fd00::/8")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.4",
      "fd00::/8",
    ]);
  });

  it("refuses what would let a client name its own address: true, hop counts, names it cannot check", () => {
    for (const value of ["true", "1", "lb.example", "10.0.0.0/40"]) {
      expect(() => trustProxySetting(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
