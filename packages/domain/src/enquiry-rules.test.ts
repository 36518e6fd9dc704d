import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseLinks } from "./enquiry-rules";

describe("neutraliseLinks", () => {
  it.each([
    ["Lihat https://evil.com/promo?x=1 ya", "Lihat evil[.]com/promo?x=1 ya"],
    ["http://www.contoh.co.id", "www[.]contoh[.]co[.]id"],
    ["cek www.situs.id sekarang", "cek www[.]situs[.]id sekarang"],
    ["bit.ly/abc", "bit[.]ly/abc"],
    ["javascript:alert(1)", "alert(1)"],
    ["email saya budi@contoh.id.", "email saya budi@contoh[.]id."],
    ["HTTPS://EVIL.COM", "EVIL[.]COM"],
    ["ftp://files.example.org:21/a", "files[.]example[.]org:21/a"],
    ["<a href=evil.com>klik</a>", "<a href=evil[.]com>klik</a>"],
    ["evil.com-promo", "evil[.]com-promo"],
  ])("%j → %j", (input, expected) => {
    expect(neutraliseLinks(input)).toBe(expected);
  });

  it.each([
    "Apakah rumah ini masih tersedia? Harga 1.500.000.000 bisa nego.",
    "Saya lihat tgl 12.10. Jam 10.30 bisa.",
    "Rumah 2 lt. Luas 120 m2.",
  ])("leaves ordinary text alone: %j", (input) => {
    expect(neutraliseLinks(input)).toBe(input);
  });

  it("never leaves a clickable host or scheme, and is idempotent", () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const url = fc
      .tuple(
        fc.constantFrom("", "http://", "https://", "HTTP://", "www."),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("com", "id", "co.id", "ly"),
        fc.constantFrom("", "/", "/a?b=c"),
      )
      .map(([scheme, labels, tld, path]) => `${scheme}${labels.join(".")}.${tld}${path}`);
    const text = fc
      .tuple(fc.string({ maxLength: 20 }), url, fc.string({ maxLength: 20 }))
      .map(([a, u, b]) => `${a} ${u}${b}`);
    fc.assert(
      fc.property(text, (input) => {
        const out = neutraliseLinks(input);
        expect(out).not.toMatch(/https?:\/\//i);
        expect(out).not.toMatch(/\b[a-z0-9]+\.(com|id|ly)\b/i);
        expect(neutraliseLinks(out)).toBe(out);
      }),
    );
  });
});
