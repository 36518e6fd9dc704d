import { describe, expect, it } from "vitest";
import { cleanHelpComment } from "./help-comment.js";

describe("cleanHelpComment", () => {
  it("trims, and turns an empty comment into none", () => {
    expect(cleanHelpComment("  Langkahnya kurang jelas.  ")).toBe("Langkahnya kurang jelas.");
    expect(cleanHelpComment("   ")).toBeNull();
    expect(cleanHelpComment(null)).toBeNull();
    expect(cleanHelpComment(undefined)).toBeNull();
  });

  it("masks e-mail addresses and phone or ID numbers, keeps short numbers", () => {
    expect(cleanHelpComment("hubungi budi@contoh.id atau 0812-3456-7890 ya")).toBe(
      "hubungi [e-mail disembunyikan] atau [nomor disembunyikan] ya",
    );
    expect(cleanHelpComment("KTP 3174 0123 4567 8901, +62 812 3456 7890")).toBe(
      "KTP [nomor disembunyikan], [nomor disembunyikan]",
    );
    expect(cleanHelpComment("transfer minimal 10 koin, 120 hari")).toBe("transfer minimal 10 koin, 120 hari");
  });

  it("neutralises links", () => {
    expect(cleanHelpComment("lihat https://evil.com/x")).toBe("lihat evil[.]com/x");
  });
});
