import { describe, expect, it } from "vitest";
import { BANK_GROUP_LABELS, findBank, INDONESIAN_BANKS, OTHER_BANK } from "./indonesian-banks";

describe("INDONESIAN_BANKS", () => {
  it("lists every bank once, in each group", () => {
    const names = INDONESIAN_BANKS.map((bank) => bank.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const group of Object.keys(BANK_GROUP_LABELS)) {
      expect(INDONESIAN_BANKS.some((bank) => bank.group === group)).toBe(true);
    }
  });

  it("has the main banks, a regional bank of every island group, and the digital banks", () => {
    const names = INDONESIAN_BANKS.map((bank) => bank.name);
    for (const name of [
      "Bank Central Asia (BCA)",
      "Bank Mandiri",
      "Bank Rakyat Indonesia (BRI)",
      "Bank Syariah Indonesia (BSI)",
    ]) {
      expect(names).toContain(name);
    }
    for (const name of [
      "Bank DKI",
      "Bank BJB",
      "Bank Jatim",
      "Bank Sumut",
      "Bank Kalbar",
      "Bank Sulselbar",
      "Bank Papua",
    ]) {
      expect(INDONESIAN_BANKS.find((bank) => bank.name === name)?.group).toBe("regional");
    }
    expect(INDONESIAN_BANKS.find((bank) => bank.name === "Bank Jago")?.group).toBe("digital");
  });

  it("keeps names within the form's limit and never uses the value of 'Lainnya'", () => {
    for (const bank of INDONESIAN_BANKS) {
      expect(bank.name.length).toBeLessThanOrEqual(100);
      expect(bank.name.toLowerCase()).not.toBe(OTHER_BANK);
    }
  });
});

describe("findBank", () => {
  it("finds a bank by its full name or its short name, in any case and spacing", () => {
    expect(findBank("Bank Central Asia (BCA)")?.name).toBe("Bank Central Asia (BCA)");
    expect(findBank("bca")?.name).toBe("Bank Central Asia (BCA)");
    expect(findBank("  bank   MANDIRI ")?.name).toBe("Bank Mandiri");
  });

  it("finds nothing for an unlisted or empty name", () => {
    expect(findBank("Bank Perkreditan Rakyat Sejahtera")).toBeUndefined();
    expect(findBank("")).toBeUndefined();
    expect(findBank("Bank")).toBeUndefined();
  });
});
