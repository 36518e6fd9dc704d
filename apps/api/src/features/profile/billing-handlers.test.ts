import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/v2/user/billing-information", headers: bearer(token) });
const write = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: "/api/v2/user/update-user-billing", payload, headers: bearer(token) });

const valid = {
  bank_name: " BNI ",
  account_name: "Rudi Hartono",
  account_number: "0123456789",
  phone_number: "+62 857-1234-5678",
};

describe("billing information", () => {
  it("shows the demo agent's seeded bank account", async () => {
    const res = await read(await loginAs(t.app));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      bank_name: "BCA",
      account_name: "Budi Santoso",
      account_number: "1234567890",
      phone_number: "081234567890",
    });
  });

  it("is all null until set, then stores trimmed values and a normalised phone", async () => {
    const rudi = await loginAs(t.app, "rudi@demo.id");
    expect((await read(rudi)).json().data).toEqual({
      bank_name: null,
      account_name: null,
      account_number: null,
      phone_number: null,
    });
    const res = await write(rudi, valid);
    expect(res.statusCode).toBe(200);
    const stored = {
      bank_name: "BNI",
      account_name: "Rudi Hartono",
      account_number: "0123456789",
      phone_number: "085712345678",
    };
    expect(res.json().data).toEqual(stored);
    expect((await read(rudi)).json().data).toEqual(stored);
    const again = await write(rudi, { ...valid, bank_name: "BRI" });
    expect(again.json().data.bank_name).toBe("BRI");
  });

  it("is per agent: one agent's update never touches another's account", async () => {
    const budi = await loginAs(t.app);
    const agus = await loginAs(t.app, "agus@demo.id");
    await write(agus, { ...valid, account_name: "Agus Wijaya" });
    expect((await read(budi)).json().data.account_name).toBe("Budi Santoso");
    expect((await read(agus)).json().data.account_name).toBe("Agus Wijaya");
  });

  it.each([
    ["every field missing", {}, ["bank_name", "account_name", "account_number", "phone_number"]],
    ["an account number with letters", { ...valid, account_number: "12345abc" }, ["account_number"]],
    ["an account number of 4 digits", { ...valid, account_number: "1234" }, ["account_number"]],
    ["an account number of 21 digits", { ...valid, account_number: "1".repeat(21) }, ["account_number"]],
    ["a landline", { ...valid, phone_number: "021-5551234" }, ["phone_number"]],
    ["blank names", { ...valid, bank_name: "  ", account_name: " " }, ["bank_name", "account_name"]],
  ])("refuses %s with 470 per field", async (_name, payload, fields) => {
    const res = await write(await loginAs(t.app, "dewi@demo.id"), payload);
    expect(res.statusCode).toBe(470);
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
  });

  it("gives Indonesian messages", async () => {
    const res = await write(await loginAs(t.app, "dewi@demo.id"), { ...valid, bank_name: " ", phone_number: "12345" });
    expect(res.json().errors).toEqual({
      bank_name: ["Nama bank wajib diisi."],
      phone_number: ["Nomor HP harus nomor ponsel Indonesia yang valid, contoh 0812 3456 7890."],
    });
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v2/user/billing-information" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/v2/user/update-user-billing", payload: valid })).statusCode,
    ).toBe(401);
  });
});
