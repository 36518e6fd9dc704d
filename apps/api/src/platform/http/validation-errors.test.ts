import { describe, expect, it } from "vitest";
import { toFieldErrors } from "./validation-errors.js";

describe("toFieldErrors", () => {
  it("names the missing field, not the parent object", () => {
    expect(
      toFieldErrors([{ keyword: "required", instancePath: "", params: { missingProperty: "email" } }], "body"),
    ).toEqual({ email: ["Email wajib diisi."] });
  });

  it("maps unknown fields named like Object's members (constructor, toString) without touching the prototype", () => {
    const errors = toFieldErrors(
      [
        { keyword: "additionalProperties", instancePath: "", params: { additionalProperty: "constructor" } },
        { keyword: "additionalProperties", instancePath: "", params: { additionalProperty: "toString" } },
      ],
      "body",
    );
    expect(Object.keys(errors)).toEqual(["constructor", "toString"]);
    expect(errors.constructor).toHaveLength(1);
  });

  it("uses dotted paths for nested fields and labels the last segment", () => {
    const errors = toFieldErrors([
      { keyword: "minimum", instancePath: "/products/0/qty", params: { limit: 1 } },
      { keyword: "pattern", instancePath: "/schedules/1/time", params: {} },
    ]);
    expect(Object.keys(errors)).toEqual(["products.0.qty", "schedules.1.time"]);
    expect(errors["products.0.qty"]![0]).toMatch(/minimal 1/);
  });

  it("gives each keyword an Indonesian message and drops duplicates", () => {
    const errors = toFieldErrors([
      { keyword: "maxLength", instancePath: "/notes", params: { limit: 160 } },
      { keyword: "maxLength", instancePath: "/notes", params: { limit: 160 } },
      { keyword: "type", instancePath: "/amount", params: { type: "integer" } },
      { keyword: "enum", instancePath: "/category", params: {} },
      { keyword: "format", instancePath: "/email", params: { format: "email" } },
    ]);
    expect(errors.notes).toHaveLength(1);
    expect(errors.notes![0]).toMatch(/maksimal 160 karakter/);
    expect(errors.amount![0]).toMatch(/bilangan bulat/);
    expect(errors.category![0]).toMatch(/tidak valid/);
    expect(errors.email).toEqual(["Format email tidak valid."]);
  });

  it("falls back to the request part when no field can be named", () => {
    expect(
      Object.keys(toFieldErrors([{ keyword: "type", instancePath: "", params: { type: "object" } }], "body")),
    ).toEqual(["body"]);
  });
});
