import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  billingSchema,
  changePasswordSchema,
  createPasswordSchema,
  emailSchema,
  otpSchema,
  phoneChangeSchema,
  phoneSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from "./account-schemas";
import { loginSchema } from "./auth-schemas";
import { consultationFormSchema, enquiryFormSchema } from "./lead-form-schemas";
import { coinTransferBodySchema, coinTransferSchema, promoCodeSchema } from "./commerce-schemas";
import { listingActivationSchema, listingDraftSchema } from "./listing-schemas";
import { saveRepostSchedulesSchema } from "./repost-schedule-schemas";
import { SINGLE_LINE_PATTERN, hasControlCharacter, singleLine } from "./single-line";
import { controlCharacter } from "./validation-messages";

/** Every object schema of the forms, by name. */
const SCHEMAS: Record<string, v.GenericSchema> = {
  login: loginSchema,
  register: registerSchema,
  email: emailSchema,
  resetPassword: resetPasswordSchema,
  createPassword: createPasswordSchema,
  changePassword: changePasswordSchema,
  phone: phoneSchema,
  otp: otpSchema,
  phoneChange: phoneChangeSchema,
  profile: profileSchema,
  billing: billingSchema,
  coinTransfer: coinTransferSchema(100),
  coinTransferBody: coinTransferBodySchema,
  promoCode: promoCodeSchema,
  listingDraft: listingDraftSchema(),
  listingActivation: listingActivationSchema({ fieldRules: [], propertyTypeId: 1 }),
  repostSchedules: saveRepostSchedulesSchema(),
  enquiryForm: enquiryFormSchema,
  consultationForm: consultationFormSchema,
};

/** Text fields that may hold control characters, and why. */
const EXEMPT: Record<string, string> = {
  password: "a password is compared and hashed, never shown, and may hold any character",
  password_confirmation: "must equal the password",
  old_password: "compared with the stored hash only",
  address: "a home or listing address may span lines (a textarea)",
  description: "a listing description spans lines",
  notes: "a coin transfer note may span lines (a textarea)",
  message: "an enquiry or consultation message spans lines (a textarea)",
};

/** Fields whose value is not text (ids, numbers, choices, flags, lists): a string with CR/LF is refused anyway. */
const NOT_TEXT = new Set([
  "remember",
  "agent_type_id",
  "agent_office_id",
  "selected_area_specializations",
  "selected_property_specializations",
  "selected_price_specializations",
  "social_medias",
  "age",
  "gender",
  "amount",
  "type",
  "ownership",
  "property_type_id",
  "rent_period_id",
  "certificate_id",
  "furnishing_status_id",
  "price",
  "bedroom",
  "bathroom",
  "building_size",
  "land_size",
  "total_floor",
  "floor",
  "electrical_power",
  "hoek",
  "selected_facilities",
  "photo_uuids",
  "map",
  "schedules",
  "videos",
]);

type Node = { type?: string; entries?: Record<string, unknown>; pipe?: Node[]; wrapped?: Node };

function entriesOf(schema: unknown): Record<string, unknown> {
  const node = schema as Node;
  if (node.entries) return node.entries;
  const first = node.pipe?.[0] ?? node.wrapped;
  if (first && first !== node) return entriesOf(first);
  throw new Error(`not an object schema: ${node.type}`);
}

function messagesAt(schema: v.GenericSchema, input: unknown, path: (string | number)[]): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return result.issues
    .filter((issue) => JSON.stringify(issue.path?.map((p) => p.key)) === JSON.stringify(path))
    .map((issue) => issue.message);
}

const FIELDS = Object.entries(SCHEMAS).flatMap(([name, schema]) =>
  Object.keys(entriesOf(schema)).map((field) => ({ name, schema, field })),
);

describe("single-line fields", () => {
  it.each(FIELDS.filter(({ field }) => !(field in EXEMPT) && !NOT_TEXT.has(field)))(
    "$name.$field refuses a line break with its own message",
    ({ schema, field }) => {
      const messages = messagesAt(schema, { [field]: "Budi\r\nSantoso" }, [field]);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/tidak boleh berisi karakter kontrol/);
    },
  );

  it.each(FIELDS.filter(({ field }) => NOT_TEXT.has(field)))(
    "$name.$field (not text) refuses a value with a line break",
    ({ schema, field }) => {
      expect(messagesAt(schema, { [field]: "1\r\n2" }, [field]).length).toBeGreaterThan(0);
    },
  );

  it("knows every field of every schema", () => {
    const unknown = FIELDS.filter(({ field }) => !(field in EXEMPT) && !NOT_TEXT.has(field)).length;
    expect(unknown).toBeGreaterThan(25);
    for (const field of [...NOT_TEXT, ...Object.keys(EXEMPT)])
      expect(
        FIELDS.some((f) => f.field === field),
        field,
      ).toBe(true);
  });

  it("applies to the text inside lists too: social media values, schedule times, video links", () => {
    expect(
      messagesAt(profileSchema, { social_medias: [{ id: 1, value: "budi\nadmin" }] }, ["social_medias", 0, "value"]),
    ).toEqual([controlCharacter("Media sosial")]);
    expect(
      messagesAt(saveRepostSchedulesSchema(), { schedules: [{ day_of_the_week: 1, time: "10:00\r\n" }] }, [
        "schedules",
        0,
        "time",
      ]),
    ).toEqual([controlCharacter("Jam")]);
    expect(messagesAt(listingDraftSchema(), { videos: ["https://youtu.be/abc\ndef"] }, ["videos", 0]).join()).toMatch(
      /karakter kontrol/,
    );
  });

  it("refuses every C0 control, DEL and C1 control, anywhere, and nothing else", () => {
    const field = v.pipe(v.string(), singleLine("Nama"));
    const control = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }),
      fc.constant(0x7f),
      fc.integer({ min: 0x80, max: 0x9f }),
    );
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, code, after) => {
        const text = `${before}${String.fromCharCode(code)}${after}`;
        expect(v.safeParse(field, text).success).toBe(false);
        expect(new RegExp(SINGLE_LINE_PATTERN, "u").test(text)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const accepted = v.safeParse(field, text).success;
        expect(accepted).toBe(!hasControlCharacter(text));
        // The contract's pattern says the same as the domain.
        expect(new RegExp(SINGLE_LINE_PATTERN, "u").test(text)).toBe(accepted);
      }),
    );
  });
});
