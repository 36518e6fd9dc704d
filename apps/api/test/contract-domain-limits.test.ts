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
} from "@griya/domain/account-schemas";
import { loginSchema } from "@griya/domain/auth-schemas";
import { coinTransferBodySchema } from "@griya/domain/commerce-schemas";
import { consultationFormSchema, enquiryFormSchema } from "@griya/domain/lead-form-schemas";
import { listingDraftSchema } from "@griya/domain/listing-schemas";
import { saveRepostSchedulesSchema } from "@griya/domain/repost-schedule-schemas";
import { TOUR_360_URL_MAX } from "@griya/domain/tour-360";
import { UUID_PATTERN } from "@griya/domain/uuid";
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { listOperations, loadSpec, type SchemaObject } from "../src/platform/openapi/load-spec.js";
import { fieldLimits, objectEntries, type FieldLimits } from "./valibot-limits.js";

// ADR 0043: the domain's valibot schemas are the one source of field rules; the contract mirrors them. For every
// request body a domain schema also describes, each shared field must carry the same length, list, number and
// pattern limits on both sides.

/**
 * Operation → the domain schema of its body. Not here: the promo code of checkPromo, createOrder and isOrderFree, which
 * the API looks up rather than validates (an unknown or malformed code is a result with `valid` and `errors`; ADR
 * 0043).
 */
const MIRRORS: [operationId: string, schema: unknown][] = [
  ["loginAgent", loginSchema],
  ["registerAgent", registerSchema],
  ["forgotPassword", emailSchema],
  ["resendActivation", emailSchema],
  ["resetPassword", resetPasswordSchema],
  ["createPassword", createPasswordSchema],
  ["changePassword", changePasswordSchema],
  ["sendPhoneOtp", phoneSchema],
  ["requestNewOtp", phoneSchema],
  ["verifyOtp", otpSchema],
  ["updatePhoneNumber", phoneChangeSchema],
  ["updateAgentProfile", profileSchema],
  ["updateBillingInformation", billingSchema],
  ["createCoinTransfer", coinTransferBodySchema],
  ["saveListingForm", listingDraftSchema()],
  ["saveRepostSchedules", saveRepostSchedulesSchema()],
  ["submitContactEnquiry", enquiryFormSchema],
  ["submitConsultation", consultationFormSchema],
];

/** Limits the domain checks inside a normaliser or a v.check, where a walk of the pipe cannot see them. */
const OPAQUE: Record<string, FieldLimits> = {
  "saveListingForm.tour_360_url": { maxLength: TOUR_360_URL_MAX },
  // requiredId takes positive integers only.
  "registerAgent.agent_type_id": { minimum: 1 },
  "registerAgent.agent_office_id": { minimum: 1 },
  "updateAgentProfile.agent_type_id": { minimum: 1 },
  "updateAgentProfile.agent_office_id": { minimum: 1 },
};

/**
 * Where the two sides knowingly differ, and why. Each entry names the limits left out of the comparison for
 * that field; anything else that differs fails.
 */
const confirmation = { keys: ["maxLength"], why: "it must equal the password, whose maximum is checked" } as const;
const KNOWN_DIFFERENCES: Record<string, { keys: readonly (keyof FieldLimits)[]; why: string }> = {
  "registerAgent.password_confirmation": confirmation,
  "resetPassword.password_confirmation": confirmation,
  "createPassword.password_confirmation": confirmation,
  "changePassword.password_confirmation": confirmation,
  "forgotPassword.email": { keys: ["minLength"], why: "a shorter address already fails the contract's format: email" },
  "resendActivation.email": {
    keys: ["minLength"],
    why: "a shorter address already fails the contract's format: email",
  },
  "updateAgentProfile.ktp_number": {
    keys: ["minLength"],
    why: "the contract says 16 digits in its pattern, where an empty value is allowed",
  },
  "saveListingForm.title_suffix": {
    keys: ["minLength"],
    why: "a draft may leave it blank; the minimum counts after trimming, which JSON Schema cannot say",
  },
  "saveListingForm.description": {
    keys: ["minLength"],
    why: "a draft may leave it blank; the minimum counts after trimming, which JSON Schema cannot say",
  },
};

/** Domain fields the contract does not declare. */
const FORM_ONLY_FIELDS = new Set(["saveListingForm.category_name"]);

const INT4_MAX = 2_147_483_647;
const LIMIT_KEYS = ["minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum"] as const;

function bodyProperties(schema: SchemaObject): Record<string, SchemaObject> {
  const out = { ...((schema.properties ?? {}) as Record<string, SchemaObject>) };
  for (const part of (schema.allOf ?? []) as SchemaObject[]) Object.assign(out, bodyProperties(part));
  return out;
}

/** A contract property's limits; `format: uuid` is the domain's UUID_PATTERN. */
function contractLimits(schema: SchemaObject, out: FieldLimits = {}): FieldLimits {
  for (const key of LIMIT_KEYS) if (typeof schema[key] === "number") out[key] = schema[key];
  if (typeof schema.pattern === "string") out.pattern = new RegExp(schema.pattern, "u");
  if (schema.format === "uuid") out.pattern = UUID_PATTERN;
  for (const key of ["oneOf", "anyOf", "allOf"])
    for (const part of (schema[key] ?? []) as SchemaObject[]) contractLimits(part, out);
  return out;
}

/**
 * The numbers to compare: a minimum length of 1 is the field being required (the domain counts it after
 * trimming), and a maximum of 2^31 − 1 only on the contract is its bound on every request integer
 * (input-bounds.test.ts), not a rule of the field.
 */
function comparable(limits: FieldLimits, side: "domain" | "contract", skip: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of LIMIT_KEYS) {
    const n = limits[key];
    if (n === undefined || skip.includes(key) || (key === "minLength" && n === 1)) continue;
    if (side === "contract" && key === "maximum" && n === INT4_MAX) continue;
    out[key] = n;
  }
  return out;
}

/** Strings one pattern produces that the other side's field refuses (up to three), checked with samples. */
function patternDisagreements(field: unknown, domain: RegExp, contract: RegExp, lengths: FieldLimits = {}): string[] {
  const domainAccepts = (s: string) => v.safeParse(field as v.GenericSchema, s).success;
  const contractAccepts = (s: string) =>
    contract.test(s) && s.length >= (lengths.minLength ?? 0) && s.length <= (lengths.maxLength ?? Infinity);
  const samples = (pattern: RegExp) =>
    fc.sample(fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace("i", ""))), {
      numRuns: 200,
      seed: 20210021,
    });
  const bad = [
    ...samples(domain).filter((s) => s.trim() !== "" && domainAccepts(s) && !contractAccepts(s)),
    ...samples(contract).filter((s) => s.trim() !== "" && contractAccepts(s) && !domainAccepts(s)),
  ];
  return [...new Set(bad)].slice(0, 3);
}

describe("the contract's request limits and the domain's valibot schemas", () => {
  it("agree field by field", async () => {
    const operations = new Map(
      listOperations(await loadSpec()).map(({ operation }) => [operation.operationId, operation]),
    );
    const bodyOf = (operationId: string) => {
      const schema = operations.get(operationId)?.requestBody?.content?.["application/json"]?.schema;
      if (!schema) throw new Error(`${operationId} has no JSON body in the contract`);
      return bodyProperties(schema);
    };
    const problems: string[] = [];
    let compared = 0;
    for (const [operationId, schema] of MIRRORS) {
      const contract = bodyOf(operationId);
      for (const [name, field] of Object.entries(objectEntries(schema))) {
        const place = `${operationId}.${name}`;
        const property = contract[name];
        if (!property) {
          if (!FORM_ONLY_FIELDS.has(place)) problems.push(`${place}: in the domain schema, not in the contract`);
          continue;
        }
        const skip = KNOWN_DIFFERENCES[place]?.keys ?? [];
        const d = { ...fieldLimits(field), ...OPAQUE[place] };
        const c = contractLimits(property);
        const dn = comparable(d, "domain", skip);
        const cn = comparable(c, "contract", skip);
        if (
          JSON.stringify(dn, Object.keys(dn).sort()) !== JSON.stringify(cn, Object.keys(cn).sort()) ||
          Object.keys(dn).length !== Object.keys(cn).length
        ) {
          problems.push(`${place}: domain ${JSON.stringify(dn)} ≠ contract ${JSON.stringify(cn)}`);
        }
        if (d.pattern && c.pattern) {
          const bad = patternDisagreements(field, d.pattern, c.pattern, c);
          if (bad.length > 0) problems.push(`${place}: the patterns disagree on ${JSON.stringify(bad)}`);
        }
        compared += 1;
      }
    }
    expect(problems).toEqual([]);
    // The walk found the fields: a schema that stopped exposing its entries would compare nothing.
    expect(compared).toBeGreaterThan(80);
  });

  it("reads limits out of a valibot pipe as the contract names them", () => {
    const list = v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(10));
    expect(fieldLimits(v.nullish(list))).toEqual({ minItems: 1, maxItems: 10 });
    const text = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100), v.maxLength(50), v.regex(/^\d+$/));
    expect(fieldLimits(v.optional(text))).toEqual({ minLength: 1, maxLength: 50, pattern: /^\d+$/ });
    const amount = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.minValue(10), v.maxValue(99));
    expect(fieldLimits(amount)).toEqual({ minimum: 10, maximum: 99 });
  });

  it("notices a limit that differs", () => {
    const contract = contractLimits({ type: "string", maxLength: 160 });
    const domain = fieldLimits(v.pipe(v.string(), v.maxLength(150)));
    expect(comparable(domain, "domain", [])).not.toEqual(comparable(contract, "contract", []));
    expect(patternDisagreements(v.pipe(v.string(), v.regex(/^\d{6}$/)), /^\d{6}$/, /^\d{4,6}$/u)).not.toEqual([]);
  });
});
