import { describe, expect, it } from "vitest";
import { placeSlugs, slugify } from "./place-slug-rules.js";

const slugOf = (slugs: ReturnType<typeof placeSlugs>, id: string) => slugs.find((s) => s.id === id)?.slug;

describe("place slugs", () => {
  it("write names as lower-case ASCII words", () => {
    expect(slugify("Kep. Bangka Belitung")).toBe("kep-bangka-belitung");
    expect(slugify("  Ende’  Selatan ")).toBe("ende-selatan");
    expect(slugify("Tanjung Priok (Utara)")).toBe("tanjung-priok-utara");
  });

  it("give a city its short name unless it is shared, where the Kota keeps it", () => {
    const slugs = placeSlugs(
      [
        { id: "31", name: "Daerah Khusus Ibukota Jakarta" },
        { id: "32", name: "Jawa Barat" },
        { id: "75", name: "Gorontalo" },
      ],
      [
        { id: "31.74", provinceId: "31", name: "Kota Administrasi Jakarta Selatan" },
        { id: "32.04", provinceId: "32", name: "Kabupaten Bandung" },
        { id: "32.73", provinceId: "32", name: "Kota Bandung" },
        { id: "75.01", provinceId: "75", name: "Kabupaten Gorontalo" },
        { id: "75.71", provinceId: "75", name: "Kota Gorontalo" },
      ],
      [],
    );
    expect(slugOf(slugs, "31")).toBe("dki-jakarta");
    expect(slugOf(slugs, "31.74")).toBe("jakarta-selatan");
    expect(slugOf(slugs, "32.73")).toBe("bandung");
    expect(slugOf(slugs, "32.04")).toBe("kabupaten-bandung");
    // The province has the name first.
    expect(slugOf(slugs, "75")).toBe("gorontalo");
    expect(slugOf(slugs, "75.71")).toBe("kota-gorontalo");
    expect(slugOf(slugs, "75.01")).toBe("kabupaten-gorontalo");
  });

  it("make a district carry its city when its name repeats or is a city's, and stay unique", () => {
    const slugs = placeSlugs(
      [{ id: "31", name: "DKI Jakarta" }],
      [
        { id: "31.71", provinceId: "31", name: "Kota Administrasi Jakarta Pusat" },
        { id: "31.72", provinceId: "31", name: "Kota Administrasi Jakarta Utara" },
      ],
      [
        { id: "31.71.01", cityId: "31.71", name: "Cempaka Putih" },
        { id: "31.72.09", cityId: "31.72", name: "Cempaka Putih" },
        { id: "31.71.02", cityId: "31.71", name: "Menteng" },
        { id: "31.72.01", cityId: "31.72", name: "Jakarta Pusat" },
        { id: "31.72.02", cityId: "31.72", name: "Koja" },
        { id: "31.72.03", cityId: "31.72", name: "Koja" },
      ],
    );
    expect(slugOf(slugs, "31.71.01")).toBe("cempaka-putih-jakarta-pusat");
    expect(slugOf(slugs, "31.72.09")).toBe("cempaka-putih-jakarta-utara");
    expect(slugOf(slugs, "31.71.02")).toBe("menteng");
    expect(slugOf(slugs, "31.72.01")).toBe("jakarta-pusat-jakarta-utara");
    expect(slugOf(slugs, "31.72.02")).toBe("koja-jakarta-utara");
    expect(slugOf(slugs, "31.72.03")).toBe("koja-jakarta-utara-317203");
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
  });
});
