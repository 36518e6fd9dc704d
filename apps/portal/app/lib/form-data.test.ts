import { describe, expect, it } from "vitest";
import { checked, list, text } from "./form-data";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("form readers", () => {
  const data = form([
    ["name", " Budi "],
    ["city", "31.71"],
    ["city", ""],
    ["city", "32.73"],
    ["remember", "on"],
  ]);

  it("keeps text as typed", () => {
    expect(text(data, "name")).toBe(" Budi ");
    expect(text(data, "missing")).toBe("");
  });

  it("reads repeated fields without blanks", () => {
    expect(list(data, "city")).toEqual(["31.71", "32.73"]);
    expect(list(data, "missing")).toEqual([]);
  });

  it("reads checkboxes", () => {
    expect(checked(data, "remember")).toBe(true);
    expect(checked(data, "missing")).toBe(false);
  });
});
