import { describe, expect, it } from "vitest";
import { readViewToken, signViewToken, VIEW_TOKEN_MINUTES } from "./view-token.js";

const KEY = "0123456789abcdef0123456789abcdef";
const NOW = 29_000_000;

describe("view tokens", () => {
  const token = signViewToken(KEY, { kind: "i", listingIds: [7, 123_456, 2_147_483_647], issuedMinute: NOW });

  it("read back what they were signed with, while fresh", () => {
    expect(readViewToken(KEY, token, NOW)).toEqual({
      kind: "i",
      listingIds: [7, 123_456, 2_147_483_647],
      issuedMinute: NOW,
    });
    expect(readViewToken(KEY, token, NOW + VIEW_TOKEN_MINUTES)?.kind).toBe("i");
  });

  it("count nothing once stale, from the future, or under another key", () => {
    expect(readViewToken(KEY, token, NOW + VIEW_TOKEN_MINUTES + 1)).toBeUndefined();
    expect(readViewToken(KEY, token, NOW - 2)).toBeUndefined();
    expect(readViewToken("another-key", token, NOW)).toBeUndefined();
  });

  it("count nothing when forged: other listings, another kind, a cut or extended token", () => {
    const [payload, mac] = token.split(".") as [string, string];
    const other = Buffer.from(`i:${NOW.toString(36)}:1,2,3`).toString("base64url");
    const visit = Buffer.from(Buffer.from(payload, "base64url").toString().replace(/^i/, "v")).toString("base64url");
    for (const forged of [`${other}.${mac}`, `${visit}.${mac}`, payload, `${token}.x`, `${payload}.${mac.slice(1)}`])
      expect(readViewToken(KEY, forged, NOW)).toBeUndefined();
  });

  it("refuse more listings than a page shows, and ids that are no listing's", () => {
    const many = signViewToken(KEY, {
      kind: "i",
      listingIds: Array.from({ length: 51 }, (_, i) => i + 1),
      issuedMinute: NOW,
    });
    expect(readViewToken(KEY, many, NOW)).toBeUndefined();
    expect(readViewToken(KEY, signViewToken(KEY, { kind: "v", listingIds: [0], issuedMinute: NOW }), NOW)).toBe(
      undefined,
    );
  });
});
