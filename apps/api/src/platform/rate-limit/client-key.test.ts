import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.js";

describe("clientKey", () => {
  it("counts an IPv4 address as itself, also when a dual-stack socket maps it", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts IPv6 per /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:0:0:0:9",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });
});
