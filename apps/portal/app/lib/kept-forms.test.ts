import { afterEach, describe, expect, it } from "vitest";
import {
  forgetKeptForms,
  forgetUnsavedForms,
  isNeverKept,
  keepUnsavedForms,
  keptFormsKey,
  noteUnsavedForm,
  takeKeptForm,
} from "./kept-forms";

/** sessionStorage as the browser has it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(forgetUnsavedForms);

describe("kept forms", () => {
  it("keeps the unsaved forms of the page for the agent, and gives each back once", () => {
    const storage = memoryStorage();
    noteUnsavedForm("listing", "/listing/add", { title: "Rumah di Menteng" });
    noteUnsavedForm("profile", "/profile", { name: "Other page" });
    expect(keepUnsavedForms(storage, 7, "/listing/add")).toBe(1);

    expect(takeKeptForm(storage, 8, "/listing/add", "listing")).toBeNull(); // another agent
    expect(takeKeptForm(storage, 7, "/profile", "profile")).toBeNull(); // not kept: another page
    expect(takeKeptForm(storage, 7, "/listing/add", "listing")).toEqual({ title: "Rumah di Menteng" });
    expect(takeKeptForm(storage, 7, "/listing/add", "listing")).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("keeps nothing for a form saved since, and reads an uncontrolled form when the session ends", () => {
    const storage = memoryStorage();
    noteUnsavedForm("listing", "/listing/add", { title: "x" });
    noteUnsavedForm("listing", "/listing/add", null);
    expect(keepUnsavedForms(storage, 7, "/listing/add")).toBe(0);

    let name = "Budi";
    noteUnsavedForm("profile", "/profile", () => ({ name }));
    name = "Budi Santoso";
    keepUnsavedForms(storage, 7, "/profile");
    expect(takeKeptForm(storage, 7, "/profile", "profile")).toEqual({ name: "Budi Santoso" });
  });

  it("leaves the other forms of the page in place, and drops what it cannot read", () => {
    const storage = memoryStorage();
    noteUnsavedForm("a", "/p", 1);
    noteUnsavedForm("b", "/p", 2);
    keepUnsavedForms(storage, 1, "/p");
    expect(takeKeptForm(storage, 1, "/p", "a")).toBe(1);
    expect(takeKeptForm(storage, 1, "/p", "b")).toBe(2);

    storage.setItem(keptFormsKey(1, "/p"), "{not json");
    expect(takeKeptForm(storage, 1, "/p", "a")).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("still logs in when the storage refuses to keep anything", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    noteUnsavedForm("a", "/p", 1);
    expect(keepUnsavedForms(storage, 1, "/p")).toBe(0);
  });

  it.each([
    ["ktp_number", true],
    ["npwp_number", true],
    ["nib", true],
    ["nik", true],
    ["account_number", true],
    ["bank_account_number", true],
    ["password", true],
    ["password_confirmation", true],
    ["card_number", true],
    ["card_token", true],
    ["cvv", true],
    ["passport_number", true],
    ["name", false],
    ["ktp_photo_uuid", false],
    ["address", false],
    ["payment_method", false],
    ["promo_code", false],
  ])("never keeps %s: %s", (name, never) => {
    expect(isNeverKept(name)).toBe(never);
  });

  it("writes no identity, bank, card or password number to storage, at any depth", () => {
    const storage = memoryStorage();
    noteUnsavedForm("profile", "/profile", () => ({
      name: "Budi",
      ktp_number: "3171012345678901",
      npwp_number: "123456789012345",
      nib: "1234567890123",
      bank: { account_number: "9876543210", bank_name: "BCA" },
      people: [{ nik: "3171019999999999", name: "Ani" }],
      password: "rahasia-sekali",
    }));
    expect(keepUnsavedForms(storage, 7, "/profile")).toBe(1);
    const written = storage.getItem(keptFormsKey(7, "/profile")) ?? "";
    for (const secret of ["3171012345678901", "123456789012345", "1234567890123", "9876543210", "3171019999999999"])
      expect(written).not.toContain(secret);
    expect(written).not.toContain("rahasia");
    expect(takeKeptForm(storage, 7, "/profile", "profile")).toEqual({
      name: "Budi",
      bank: { bank_name: "BCA" },
      people: [{ name: "Ani" }],
    });
  });

  it("logging out forgets every kept form of every agent and page, and leaves other entries", () => {
    const storage = memoryStorage();
    storage.setItem("griya:takeover", "1");
    noteUnsavedForm("listing", "/listing/add", { title: "Rumah" });
    keepUnsavedForms(storage, 7, "/listing/add");
    noteUnsavedForm("profile", "/profile", { name: "Budi" });
    keepUnsavedForms(storage, 8, "/profile");
    forgetKeptForms(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem("griya:takeover")).toBe("1");
    // Nothing unsaved is pending either: a later expiry on the page keeps nothing of before.
    expect(keepUnsavedForms(storage, 7, "/listing/add")).toBe(0);
  });
});
