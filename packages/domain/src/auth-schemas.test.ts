import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EMAIL_MAX, PASSWORD_MAX, fieldErrors, loginSchema } from "./auth-schemas";

function errorsOf(input: unknown): Record<string, string[]> {
  const result = v.safeParse(loginSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe("loginSchema", () => {
  it("accepts a valid login and trims the email", () => {
    const result = v.safeParse(loginSchema, { email: "  agen@demo.id ", password: "rahasia123", remember: true });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ email: "agen@demo.id", password: "rahasia123", remember: true });
  });

  it("makes remember optional", () => {
    expect(v.safeParse(loginSchema, { email: "agen@demo.id", password: "x" }).success).toBe(true);
  });

  it("requires email and password, one message per field", () => {
    expect(errorsOf({})).toEqual({ email: ["Email wajib diisi."], password: ["Kata sandi wajib diisi."] });
    expect(errorsOf({ email: "", password: "" })).toEqual({
      email: ["Email wajib diisi."],
      password: ["Kata sandi wajib diisi."],
    });
    expect(errorsOf({ email: "   ", password: "x" })).toEqual({ email: ["Email wajib diisi."] });
    expect(errorsOf({ email: 42, password: null })).toEqual({
      email: ["Email wajib diisi."],
      password: ["Kata sandi wajib diisi."],
    });
  });

  it.each(["agen", "agen@", "@demo.id", "agen@demo", "agen demo@demo.id"])("rejects the email %j", (email) => {
    expect(errorsOf({ email, password: "x" })).toEqual({ email: ["Format email tidak valid."] });
  });

  it("limits lengths to 255", () => {
    const longEmail = `${"a".repeat(EMAIL_MAX - "@demo.id".length + 1)}@demo.id`;
    expect(errorsOf({ email: longEmail, password: "x" })).toEqual({ email: ["Email maksimal 255 karakter."] });
    expect(errorsOf({ email: "agen@demo.id", password: "p".repeat(PASSWORD_MAX) })).toEqual({});
    expect(errorsOf({ email: "agen@demo.id", password: "p".repeat(PASSWORD_MAX + 1) })).toEqual({
      password: ["Kata sandi maksimal 255 karakter."],
    });
  });

  it("keeps spaces in passwords", () => {
    const result = v.safeParse(loginSchema, { email: "agen@demo.id", password: " rahasia " });
    expect(result.output).toMatchObject({ password: " rahasia " });
  });

  it("rejects a non-boolean remember", () => {
    expect(errorsOf({ email: "agen@demo.id", password: "x", remember: "yes" })).toEqual({
      remember: ["Ingat saya harus bernilai ya atau tidak."],
    });
  });
});

describe("fieldErrors", () => {
  it("leaves body-level issues to the caller", () => {
    const result = v.safeParse(loginSchema, "not an object");
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues[0].message).toBe("Data yang dikirim tidak valid.");
      expect(fieldErrors(result.issues)).toEqual({});
    }
  });
});
