import { NetworkError, toApiError } from "@griya/api-client/errors";
import { describe, expect, it } from "vitest";
import { classifyApiError } from "./api-problem";

describe("classifyApiError (global handling)", () => {
  it("401 is the expired session", () => {
    expect(classifyApiError(toApiError(401, { errors: "x" }))).toEqual({ kind: "session-expired" });
  });

  it("470 goes to the fields", () => {
    const problem = classifyApiError(
      toApiError(470, { message: "Data tidak valid", errors: { email: ["Email belum terdaftar."] } }),
    );
    expect(problem).toEqual({
      kind: "fields",
      fieldErrors: { email: ["Email belum terdaftar."] },
      message: "Data tidak valid",
    });
  });

  it("460 is ignored", () => {
    expect(classifyApiError(toApiError(460, {}))).toEqual({ kind: "ignored" });
  });

  it("5xx is an 'Oops...' dialog with the server's text", () => {
    expect(classifyApiError(toApiError(500, { errors: "Terjadi kesalahan pada server." }))).toEqual({
      kind: "dialog",
      dialog: { title: "Oops...", message: "Terjadi kesalahan pada server.", tone: "danger" },
    });
  });

  it("another error with an errors text and no code is an 'Oops...' dialog", () => {
    expect(classifyApiError(toApiError(403, { errors: "Anda tidak memiliki akses." }))).toMatchObject({
      kind: "dialog",
      dialog: { title: "Oops...", message: "Anda tidak memiliki akses." },
    });
  });

  it("a business code is its own dialog", () => {
    const problem = classifyApiError(
      toApiError(422, { code: 1001, errors: "x", coins_remaining: 2, required_coins: 5 }),
    );
    expect(problem).toMatchObject({ kind: "dialog", dialog: { title: "Koin tidak mencukupi" } });
  });

  it("a refusal for something that can be bought says what is missing (the dialog offers to buy it)", () => {
    const needOf = (body: Record<string, unknown>) =>
      (classifyApiError(toApiError(422, { errors: "x", ...body })) as { dialog?: { need?: unknown } }).dialog?.need;
    expect(needOf({ code: 1001, coins_remaining: 2, required_coins: 5 })).toEqual({ kind: "coin", shortfall: 3 });
    expect(needOf({ code: 1003, listing_slot: 3 })).toEqual({ kind: "slot" });
    expect(needOf({ code: 1008 })).toEqual({ kind: "membership" });
    expect(needOf({ code: 1011, listing_slot: 5 })).toBeUndefined();
  });

  it("a business refusal links to the help article about what fell short", () => {
    const helpOf = (code: number) =>
      (classifyApiError(toApiError(422, { code, errors: "x" })) as { dialog?: { help?: { topic: string } } }).dialog
        ?.help?.topic;
    expect([1001, 1004, 1007, 1009].map(helpOf)).toEqual(["coin", "coin", "coin", "coin"]);
    expect([1002, 1005, 1008, 1010].map(helpOf)).toEqual(["membership", "membership", "membership", "membership"]);
    expect([1003, 1006, 1011].map(helpOf)).toEqual(["listing-slot", "listing-slot", "listing-slot"]);
  });

  it("462 lists the promo requirements", () => {
    const problem = classifyApiError(
      toApiError(462, { errors: "Promo tidak berlaku", requirements: ["Minimal 50 slot"] }),
    );
    expect(problem).toMatchObject({
      kind: "dialog",
      dialog: { message: "Promo tidak berlaku", lines: ["Minimal 50 slot"] },
    });
  });

  it("a lost connection is an 'Oops...' dialog; an error without errors text is left to the caller", () => {
    expect(classifyApiError(new NetworkError(new Error("x")))).toMatchObject({
      kind: "dialog",
      dialog: { title: "Oops..." },
    });
    expect(classifyApiError(toApiError(409, null))).toEqual({ kind: "other", status: 409, message: "HTTP 409" });
  });
});
