import { describe, expect, it } from "vitest";
import { chosenPromoCookie, promoCodeOf, readChosenPromo } from "./chosen-promo";

describe("chosen promo", () => {
  it("takes a code in any case with stray spaces, and nothing that cannot be a code", () => {
    expect(promoCodeOf(" hemat10 ")).toBe("HEMAT10");
    for (const bad of [null, undefined, "", "AB", "A".repeat(33), "HEMAT 10", "<script>", "HEMAT10;x=1"]) {
      expect(promoCodeOf(bad)).toBeNull();
    }
  });

  it("round-trips through its cookie", () => {
    const cookie = chosenPromoCookie("SLOT50", { secure: false });
    expect(cookie).toMatch(/^griya_promo=SLOT50;.*Max-Age=86400/);
    expect(readChosenPromo(`a=1; ${cookie.split(";")[0]}`)).toBe("SLOT50");
    expect(readChosenPromo("griya_promo=%3Cx%3E")).toBeNull();
  });
});
