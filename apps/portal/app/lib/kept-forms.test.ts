import { afterEach, describe, expect, it } from "vitest";
import { forgetUnsavedForms, keepUnsavedForms, keptFormsKey, noteUnsavedForm, takeKeptForm } from "./kept-forms";

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
});
