import { SINGLE_LINE_PATTERN } from "@griya/domain/single-line";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, register, registration } from "./accounts.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { listOperations, loadSpec, type SchemaObject } from "../src/platform/openapi/load-spec.js";

// ADR 0056: every single-line text field of every request body carries the contract's single-line pattern, so
// the API refuses a line break or another control character in it (470 on the field) whichever operation it is,
// whether or not the operation also runs a domain schema.

/** Request text fields that may hold control characters or are not the user's text, and why. */
const NOT_SINGLE_LINE: Record<string, string> = {
  "loginAgent.password": "a password is compared with its hash, never stored or shown",
  "convertLogin.password": "a password is compared with its hash, never stored or shown",
  "registerAgent.password": "a password is hashed, never shown",
  "registerAgent.password_confirmation": "must equal the password",
  "resetPassword.password": "a password is hashed, never shown",
  "resetPassword.password_confirmation": "must equal the password",
  "resetPassword.token": "looked up, never stored or shown",
  "createPassword.password": "a password is hashed, never shown",
  "createPassword.password_confirmation": "must equal the password",
  "changePassword.old_password": "compared with the stored hash only",
  "changePassword.password": "a password is hashed, never shown",
  "changePassword.password_confirmation": "must equal the password",
  "updatePhoneNumber.password": "compared with the stored hash only",
  "updateAgentProfile.address": "a home address may span lines",
  "saveListingForm.address": "a listing address may span lines",
  "saveListingForm.description": "a description spans lines",
  "createCoinTransfer.notes": "a transfer note may span lines",
  "submitHelpFeedback.comment": "a comment spans lines",
  "submitConsultation.message": "a message spans lines",
  "submitFindProjectInquiry.message": "a message spans lines",
  "submitAgentRegistration.message": "a message spans lines",
  "submitProjectRegistration.message": "a message spans lines",
  "submitContactEnquiry.message": "a message spans lines",
  "submitConsultation.website": "the bots' trap field: whatever a bot writes is dropped, never refused",
  "submitFindProjectInquiry.website": "the bots' trap field: whatever a bot writes is dropped, never refused",
  "submitAgentRegistration.website": "the bots' trap field: whatever a bot writes is dropped, never refused",
  "submitProjectRegistration.website": "the bots' trap field: whatever a bot writes is dropped, never refused",
  "submitContactEnquiry.website": "the bots' trap field: whatever a bot writes is dropped, never refused",
  "createOrder.promo_code": "looked up, never stored as typed; a wrong code is a result (ADR 0043)",
  "isOrderFree.promo_code": "looked up, never stored as typed; a wrong code is a result (ADR 0043)",
  "checkPromo.promo_code": "looked up, never stored as typed; a wrong code is a result (ADR 0043)",
  "createOrder.card_token": "the payment gateway's token, passed on as is",
  "payOrderWithCard.card_token": "the payment gateway's token, passed on as is",
};

const isText = (schema: SchemaObject) => {
  const type = schema.type;
  return type === "string" || (Array.isArray(type) && type.includes("string"));
};

/** "operationId.field" → schema of every text field of the JSON body (list items under the list's name). */
function textFields(prefix: string, schema: SchemaObject, out: Map<string, SchemaObject>): void {
  for (const key of ["allOf", "oneOf", "anyOf"])
    for (const part of (schema[key] ?? []) as SchemaObject[]) textFields(prefix, part, out);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>))
    textFields(`${prefix}.${name}`, property, out);
  if (schema.items) textFields(prefix, schema.items as SchemaObject, out);
  if (isText(schema) && schema.format === undefined && schema.enum === undefined && schema.const === undefined)
    out.set(prefix, schema);
}

describe("single-line text fields in the contract", () => {
  it("carry the single-line pattern, unless listed with a reason", async () => {
    const fields = new Map<string, SchemaObject>();
    for (const { operation } of listOperations(await loadSpec())) {
      // The gateway's notification is not a form: the gateway's own texts are stored as sent.
      if (operation.operationId === "receivePaymentNotification") continue;
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      if (body) textFields(operation.operationId, body, fields);
    }
    const problems: string[] = [];
    for (const [field, schema] of fields) {
      if (field in NOT_SINGLE_LINE || (schema.pattern !== undefined && schema.pattern !== SINGLE_LINE_PATTERN)) {
        // A field with its own pattern (digits, codes) must refuse a line break through it.
        if (typeof schema.pattern === "string" && new RegExp(schema.pattern, "u").test("1\r\n2"))
          problems.push(`${field}: its pattern lets a line break through`);
        continue;
      }
      if (schema.pattern !== SINGLE_LINE_PATTERN) problems.push(`${field}: no single-line pattern`);
    }
    for (const listed of Object.keys(NOT_SINGLE_LINE))
      if (!fields.has(listed)) problems.push(`${listed}: listed, but not a text field of a request body`);
    expect(problems).toEqual([]);
    expect(fields.size).toBeGreaterThan(40);
  });
});

describe("single-line text fields in requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("registration refuses a name with CR/LF: 470 on the name", async () => {
    const res = await register(t.app, registration("baris.baru@contoh.id", { name: "Andi\r\nBcc: x@contoh.id" }));
    expect(res.statusCode).toBe(470);
    expect(res.json().errors).toEqual({
      name: ["Nama lengkap tidak boleh berisi karakter kontrol, seperti baris baru atau tab."],
    });
  });

  it.each(["\n", "\t", "\u007f", "\u0085"])(
    "an enquiry refuses a name holding %j: 470 on the name",
    async (control) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v2/contact/enquiry",
        remoteAddress: freshIp(),
        payload: {
          agent_id: 1,
          name: `Budi${control}Santoso`,
          email: "budi@contoh.id",
          phone: "081234567890",
          message: "Apakah masih tersedia?\nTerima kasih.",
        },
      });
      expect(res.statusCode).toBe(470);
      expect(Object.keys(res.json().errors)).toEqual(["name"]);
      expect(res.json().errors.name[0]).toMatch(/karakter kontrol/);
    },
  );
});
