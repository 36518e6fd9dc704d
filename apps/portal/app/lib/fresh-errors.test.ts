import { describe, expect, it } from "vitest";
import { freshErrors } from "./fresh-errors";

describe("freshErrors", () => {
  it("drops the messages of the fields changed since, and keeps the others", () => {
    const errors = { email: ["Email wajib diisi."], name: ["Nama wajib diisi."] };
    expect(freshErrors(errors, new Set(["email"]))).toEqual({ name: ["Nama wajib diisi."] });
    expect(freshErrors(errors, new Set())).toEqual(errors);
  });
});
