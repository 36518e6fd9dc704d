import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_LIMITS,
  GENDER_OPTIONS,
  GENDERS,
  PHONE_NUMBER_PATTERN,
  billingSchema,
  changePasswordSchema,
  createPasswordSchema,
  emailSchema,
  normalizePhone,
  otpSchema,
  phoneChangeSchema,
  phoneSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from "./account-schemas";
import { INVALID_BODY_MESSAGE, fieldErrors } from "./auth-schemas";

type Schema = v.GenericSchema<unknown, unknown>;

function errorsOf(schema: Schema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

function outputOf(schema: Schema, input: unknown): unknown {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(result.issues)));
  return result.output;
}

/** The errors of one field when every other field is valid. */
function fieldError(
  schema: Schema,
  valid: Record<string, unknown>,
  field: string,
  value: unknown,
): string[] | undefined {
  return errorsOf(schema, { ...valid, [field]: value })[field];
}

const PHONE_MESSAGE = "Nomor HP harus nomor ponsel Indonesia yang valid, contoh 0812 3456 7890.";
const UUID = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
const UUID_2 = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";

describe("ACCOUNT_LIMITS", () => {
  it("holds the limits of docs/product/accounts-and-security.md", () => {
    expect(ACCOUNT_LIMITS).toMatchObject({
      NAME_MIN: 3,
      NAME_MAX: 100,
      EMAIL_MIN: 5,
      EMAIL_MAX: 255,
      PASSWORD_MIN: 8,
      PASSWORD_MAX: 64,
      NIB_MAX: 13,
      AREA_SPECIALIZATIONS_MAX: 10,
      AGE_MIN: 17,
      AGE_MAX: 100,
      ACCOUNT_NUMBER_MIN: 5,
      ACCOUNT_NUMBER_MAX: 20,
      PHONE_INPUT_MAX: 20,
      OTP_LENGTH: 6,
      OTP_RESEND_SECONDS: 60,
      OTP_VALID_MINUTES: 5,
      OTP_MAX_ATTEMPTS: 5,
      ACTIVATION_LINK_HOURS: 24,
      RESET_LINK_HOURS: 1,
      REFERRAL_CODE_LENGTH: 8,
      KTP_LENGTH: 16,
      NPWP_MAX: 15,
    });
  });

  it("labels both genders in Indonesian", () => {
    expect(GENDER_OPTIONS.map((option) => option.value)).toEqual([...GENDERS]);
    expect(GENDER_OPTIONS.map((option) => option.label)).toEqual(["Laki-laki", "Perempuan"]);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["+62 812-3456-7890", "081234567890"],
    ["6281234567890", "081234567890"],
    ["0812 3456 7890", "081234567890"],
    ["081234567890", "081234567890"],
    ["+6281234567890", "081234567890"],
    ["62 812 3456 7890", "081234567890"],
    ["0812-3456-7890", "081234567890"],
    ["  0812 3456 7890  ", "081234567890"],
    ["0812\t3456\u00a07890", "081234567890"],
    // 8 digits after "08" is the shortest, 11 the longest.
    ["0812345678", "0812345678"],
    ["0812345678901", "0812345678901"],
    ["+62812345678901", "0812345678901"],
    ["0899 9999 9999", "089999999999"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ["0212345678", "a Jakarta landline"],
    ["+62 21 2345 678", "a landline in international form"],
    ["081234567", "too short"],
    ["+6281234567", "too short after +62"],
    ["08123456789012", "too long"],
    ["628123456789012", "too long after 62"],
    ["0801234567890", "08 followed by 0"],
    ["812345678901", "no prefix"],
    ["+6208123456789", "+62 followed by the 0"],
    ["+1 202 555 0100", "a foreign number"],
    ["0812abc45678", "letters"],
    ["(0812) 3456 7890", "parentheses"],
    ["0812.3456.7890", "dots"],
    ["++6281234567890", "two plus signs"],
    ["", "empty"],
    ["   ", "blank"],
    ["+62", "prefix only"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  const separator = fc.constantFrom("", " ", "-", " - ", "  ");
  const mobile = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 10 }))
    .map(([first, rest]) => `8${first}${rest.join("")}`);
  const formatted = fc
    .tuple(fc.constantFrom("0", "62", "+62"), mobile, fc.array(separator, { minLength: 14, maxLength: 14 }))
    .map(([prefix, digits, seps]) => ({
      typed: prefix + [...digits].map((digit, index) => seps[index] + digit).join(""),
      canonical: `0${digits}`,
    }));

  it("brings every way of typing a mobile number to the one 08 form", () => {
    fc.assert(
      fc.property(formatted, ({ typed, canonical }) => {
        expect(normalizePhone(typed)).toBe(canonical);
      }),
    );
  });

  it("is idempotent, and a normalised value always passes phoneSchema", () => {
    const anyInput = fc.oneof(
      formatted.map((f) => f.typed),
      fc.string({ maxLength: 24 }),
      fc.stringMatching(/^[+0-9 -]{0,20}$/),
    );
    fc.assert(
      fc.property(anyInput, (input) => {
        const phone = normalizePhone(input);
        if (phone === null) return;
        expect(phone).toMatch(PHONE_NUMBER_PATTERN);
        expect(normalizePhone(phone)).toBe(phone);
        expect(outputOf(phoneSchema, { phone_number: phone })).toEqual({ phone_number: phone });
      }),
      { numRuns: 300 },
    );
  });
});

const validRegister = {
  name: "Budi Santoso",
  email: "budi@contoh.id",
  phone_number: "081234567890",
  password: "rahasia123",
  password_confirmation: "rahasia123",
  agent_type_id: "1",
  agent_office_id: "2",
  nib: "",
  selected_area_specializations: ["31.71"],
  referral_code: "",
};

describe("registerSchema", () => {
  it("accepts what the register form posts and normalises it", () => {
    expect(
      outputOf(registerSchema, {
        ...validRegister,
        name: "  Budi Santoso ",
        email: " Budi@Contoh.ID ",
        phone_number: "+62 812-3456-7890",
        nib: " 1234567890123 ",
        selected_area_specializations: ["31.71", " 31.74 ", "31.71", ""],
        referral_code: " abcd2345 ",
      }),
    ).toEqual({
      name: "Budi Santoso",
      email: "budi@contoh.id",
      phone_number: "081234567890",
      password: "rahasia123",
      password_confirmation: "rahasia123",
      agent_type_id: 1,
      agent_office_id: 2,
      agent_office_name: null,
      nib: "1234567890123",
      selected_area_specializations: ["31.71", "31.74"],
      referral_code: "ABCD2345",
    });
  });

  it("takes numbers as numbers and leaves optional fields out", () => {
    const { nib: _nib, referral_code: _referral, ...required } = validRegister;
    expect(outputOf(registerSchema, { ...required, agent_type_id: 1, agent_office_id: 2 })).toMatchObject({
      agent_type_id: 1,
      agent_office_id: 2,
      nib: null,
      referral_code: null,
    });
    expect(outputOf(registerSchema, { ...validRegister, nib: null, referral_code: null })).toMatchObject({
      nib: null,
      referral_code: null,
    });
  });

  it("takes one area as a single string (one hidden input)", () => {
    expect(outputOf(registerSchema, { ...validRegister, selected_area_specializations: "31.71" })).toMatchObject({
      selected_area_specializations: ["31.71"],
    });
  });

  const requiredMessages = {
    name: ["Nama lengkap wajib diisi."],
    email: ["Email wajib diisi."],
    password: ["Kata sandi wajib diisi."],
    password_confirmation: ["Konfirmasi kata sandi wajib diisi."],
    agent_type_id: ["Tipe agen wajib diisi."],
    agent_office_id: ["Kantor agen wajib diisi."],
    selected_area_specializations: ["Spesialisasi area wajib diisi."],
  };

  it("leaves the phone optional (it is asked for and verified after the first login), as the contract does", () => {
    const { phone_number: _phone, ...withoutPhone } = validRegister;
    for (const phone of [undefined, null, "", "   "]) {
      const input = phone === undefined ? withoutPhone : { ...validRegister, phone_number: phone };
      expect(outputOf(registerSchema, input)).toMatchObject({ phone_number: null });
    }
  });

  it("requires every field but the phone, NIB and the referral code, one message each", () => {
    expect(errorsOf(registerSchema, {})).toEqual(requiredMessages);
    const blank = Object.fromEntries(Object.keys(validRegister).map((key) => [key, ""]));
    expect(errorsOf(registerSchema, blank)).toEqual(requiredMessages);
    const nulls = Object.fromEntries(Object.keys(validRegister).map((key) => [key, null]));
    expect(errorsOf(registerSchema, nulls)).toEqual(requiredMessages);
    expect(errorsOf(registerSchema, { ...validRegister, name: "   ", email: "  " })).toEqual({
      name: ["Nama lengkap wajib diisi."],
      email: ["Email wajib diisi."],
    });
  });

  it("answers a body that is not an object with the generic message only", () => {
    const result = v.safeParse(registerSchema, "name=Budi");
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues.map((issue) => issue.message)).toEqual([INVALID_BODY_MESSAGE]);
      expect(fieldErrors(result.issues)).toEqual({});
    }
  });

  it.each([
    ["Bu", ["Nama lengkap minimal 3 karakter."]],
    ["  Bu  ", ["Nama lengkap minimal 3 karakter."]],
    ["Ani", undefined],
    ["a".repeat(100), undefined],
    ["a".repeat(101), ["Nama lengkap maksimal 100 karakter."]],
    [42, ["Nama lengkap wajib diisi."]],
  ])("name %j", (name, expected) => {
    expect(fieldError(registerSchema, validRegister, "name", name)).toEqual(expected);
  });

  it.each(["budi", "budi@", "@contoh.id", "budi@contoh", "budi contoh@contoh.id", "a@b.c"])(
    "rejects the email %j",
    (email) => {
      expect(fieldError(registerSchema, validRegister, "email", email)).toEqual(["Format email tidak valid."]);
    },
  );

  it("limits the email to 255 characters and lowercases it", () => {
    const at = "@contoh.id";
    const longest = `${"a".repeat(255 - at.length)}${at}`;
    expect(fieldError(registerSchema, validRegister, "email", longest)).toBeUndefined();
    expect(fieldError(registerSchema, validRegister, "email", `a${longest}`)).toEqual(["Email maksimal 255 karakter."]);
    expect(outputOf(registerSchema, { ...validRegister, email: "BUDI@Contoh.Id" })).toMatchObject({
      email: "budi@contoh.id",
    });
  });

  it.each([
    ["1234567", ["Kata sandi minimal 8 karakter."]],
    [
      "12345678",
      ["Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain."],
    ],
    [
      "password",
      ["Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain."],
    ],
    [
      " Password ",
      ["Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain."],
    ],
    ["p".repeat(64), undefined],
    ["p".repeat(65), ["Kata sandi maksimal 64 karakter."]],
    ["        ", ["Kata sandi tidak boleh hanya berisi spasi."]],
    ["\t \n     ", ["Kata sandi tidak boleh hanya berisi spasi."]],
  ])("password %j", (password, expected) => {
    const input = { ...validRegister, password, password_confirmation: password };
    expect(errorsOf(registerSchema, input).password).toEqual(expected);
  });

  it("refuses the e-mail address as the password, whatever its case", () => {
    const email = validRegister.email;
    for (const password of [email, ` ${email.toUpperCase()} `]) {
      expect(errorsOf(registerSchema, { ...validRegister, password, password_confirmation: password })).toEqual({
        password: ["Kata sandi tidak boleh sama dengan alamat email."],
      });
    }
  });

  it("keeps spaces in passwords", () => {
    const input = { ...validRegister, password: " rahasia 123 ", password_confirmation: " rahasia 123 " };
    expect(outputOf(registerSchema, input)).toMatchObject({ password: " rahasia 123 " });
  });

  it("needs the confirmation to match, reported on the confirmation", () => {
    expect(errorsOf(registerSchema, { ...validRegister, password_confirmation: "rahasia124" })).toEqual({
      password_confirmation: ["Konfirmasi kata sandi tidak sama."],
    });
    expect(errorsOf(registerSchema, { ...validRegister, password_confirmation: "rahasia123 " })).toEqual({
      password_confirmation: ["Konfirmasi kata sandi tidak sama."],
    });
    // Shown together with the other fields' errors…
    expect(errorsOf(registerSchema, { ...validRegister, name: "", password_confirmation: "x" })).toEqual({
      name: ["Nama lengkap wajib diisi."],
      password_confirmation: ["Konfirmasi kata sandi tidak sama."],
    });
    // …but not on top of a password that is itself invalid.
    expect(errorsOf(registerSchema, { ...validRegister, password: "pendek", password_confirmation: "x" })).toEqual({
      password: ["Kata sandi minimal 8 karakter."],
    });
  });

  it.each([
    ["+62 812-3456-7890", undefined],
    ["0812 3456 7890", undefined],
    ["0212345678", [PHONE_MESSAGE]],
    ["081234567", [PHONE_MESSAGE]],
    ["08123456789012", [PHONE_MESSAGE]],
    ["+62 812 - 3456 - 78901", ["Nomor HP maksimal 20 karakter."]],
    ["+62 812-3456-78901", undefined],
  ])("phone_number %j", (phone, expected) => {
    expect(fieldError(registerSchema, validRegister, "phone_number", phone)).toEqual(expected);
  });

  it.each([
    ["12", undefined],
    [" 7 ", undefined],
    [7, undefined],
    ["", ["Tipe agen wajib diisi."]],
    [" ", ["Tipe agen wajib diisi."]],
    [null, ["Tipe agen wajib diisi."]],
    ["abc", ["Tipe agen yang dipilih tidak valid."]],
    ["0", ["Tipe agen yang dipilih tidak valid."]],
    [0, ["Tipe agen yang dipilih tidak valid."]],
    ["-1", ["Tipe agen yang dipilih tidak valid."]],
    ["1.5", ["Tipe agen yang dipilih tidak valid."]],
    [1.5, ["Tipe agen yang dipilih tidak valid."]],
    ["1e3", ["Tipe agen yang dipilih tidak valid."]],
    ["99999999999999999999", ["Tipe agen yang dipilih tidak valid."]],
    [true, ["Tipe agen yang dipilih tidak valid."]],
  ])("agent_type_id %j", (id, expected) => {
    expect(fieldError(registerSchema, validRegister, "agent_type_id", id)).toEqual(expected);
  });

  it("turns the office id into a number too", () => {
    expect(fieldError(registerSchema, validRegister, "agent_office_id", "x")).toEqual([
      "Kantor agen yang dipilih tidak valid.",
    ]);
    expect(outputOf(registerSchema, { ...validRegister, agent_office_id: " 15 " })).toMatchObject({
      agent_office_id: 15,
    });
  });

  it.each([
    ["", undefined],
    ["1", undefined],
    ["1234567890123", undefined],
    ["12345678901234", ["NIB maksimal 13 digit."]],
    ["12a", ["NIB hanya boleh berisi angka."]],
    ["12 34", ["NIB hanya boleh berisi angka."]],
    [123, ["NIB hanya boleh berisi angka."]],
  ])("nib %j", (nib, expected) => {
    expect(fieldError(registerSchema, validRegister, "nib", nib)).toEqual(expected);
  });

  const cities = (n: number) => Array.from({ length: n }, (_, i) => `31.${String(i + 10)}`);

  it.each([
    [[], ["Spesialisasi area wajib diisi."]],
    [[""], ["Spesialisasi area wajib diisi."]],
    ["", ["Spesialisasi area wajib diisi."]],
    [null, ["Spesialisasi area wajib diisi."]],
    [cities(1), undefined],
    [cities(10), undefined],
    [cities(11), ["Spesialisasi area maksimal 10 item."]],
    [[...cities(10), "31.10"], undefined],
    [["31"], ["Spesialisasi area yang dipilih tidak valid."]],
    [["Jakarta"], ["Spesialisasi area yang dipilih tidak valid."]],
    [["31.71.06"], ["Spesialisasi area yang dipilih tidak valid."]],
    [[31.71], ["Spesialisasi area yang dipilih tidak valid."]],
    [5, ["Spesialisasi area yang dipilih tidak valid."]],
  ])("selected_area_specializations %j", (areas, expected) => {
    expect(fieldError(registerSchema, validRegister, "selected_area_specializations", areas)).toEqual(expected);
  });

  it.each([
    ["ABCD2345", "ABCD2345"],
    ["abcd2345", "ABCD2345"],
    [" zzzz9999 ", "ZZZZ9999"],
    ["", null],
    ["   ", null],
  ])("referral_code %j → %j", (code, expected) => {
    expect(outputOf(registerSchema, { ...validRegister, referral_code: code })).toMatchObject({
      referral_code: expected,
    });
  });

  it.each(["ABC", "ABCD234", "ABCD23456", "ABCD0123", "ABCD1234", "ABCD-234", "ÄBCD2345", 12345678])(
    "rejects the referral code %j",
    (code) => {
      expect(fieldError(registerSchema, validRegister, "referral_code", code)).toEqual([
        "Kode referral tidak valid atau sudah tidak aktif.",
      ]);
    },
  );
});

describe("emailSchema", () => {
  it("trims and lowercases", () => {
    expect(outputOf(emailSchema, { email: " Agen@Demo.ID " })).toEqual({ email: "agen@demo.id" });
  });

  it("requires a valid email", () => {
    expect(errorsOf(emailSchema, {})).toEqual({ email: ["Email wajib diisi."] });
    expect(errorsOf(emailSchema, { email: "" })).toEqual({ email: ["Email wajib diisi."] });
    expect(errorsOf(emailSchema, { email: "agen@" })).toEqual({ email: ["Format email tidak valid."] });
  });
});

describe.each([
  ["resetPasswordSchema", resetPasswordSchema],
  ["createPasswordSchema", createPasswordSchema],
] as const)("%s", (_name, schema) => {
  it("accepts a matching pair", () => {
    expect(outputOf(schema, { password: "rahasia123", password_confirmation: "rahasia123" })).toEqual({
      password: "rahasia123",
      password_confirmation: "rahasia123",
    });
  });

  it("applies the password rules", () => {
    expect(errorsOf(schema, {})).toEqual({
      password: ["Kata sandi wajib diisi."],
      password_confirmation: ["Konfirmasi kata sandi wajib diisi."],
    });
    expect(errorsOf(schema, { password: "1234567", password_confirmation: "1234567" })).toEqual({
      password: ["Kata sandi minimal 8 karakter."],
    });
    expect(errorsOf(schema, { password: "p".repeat(65), password_confirmation: "p".repeat(65) })).toEqual({
      password: ["Kata sandi maksimal 64 karakter."],
    });
    expect(errorsOf(schema, { password: "rahasia123", password_confirmation: "rahasia321" })).toEqual({
      password_confirmation: ["Konfirmasi kata sandi tidak sama."],
    });
  });

  it.each([
    [
      "12345678",
      "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
    ],
    [
      "qwertyuiop",
      "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
    ],
    [
      "bismillah",
      "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
    ],
    ["        ", "Kata sandi tidak boleh hanya berisi spasi."],
  ])("refuses %j", (password, message) => {
    expect(errorsOf(schema, { password, password_confirmation: password })).toEqual({ password: [message] });
  });
});

describe("changePasswordSchema", () => {
  const valid = { old_password: "lama", password: "rahasia123", password_confirmation: "rahasia123" };

  it("accepts any non-empty old password and a valid new pair", () => {
    expect(outputOf(changePasswordSchema, valid)).toEqual(valid);
  });

  it("names the new password in its messages", () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      old_password: ["Kata sandi lama wajib diisi."],
      password: ["Kata sandi baru wajib diisi."],
      password_confirmation: ["Konfirmasi kata sandi wajib diisi."],
    });
    expect(errorsOf(changePasswordSchema, { ...valid, password: "", password_confirmation: "" })).toEqual({
      password: ["Kata sandi baru wajib diisi."],
      password_confirmation: ["Konfirmasi kata sandi wajib diisi."],
    });
    expect(errorsOf(changePasswordSchema, { ...valid, password: "pendek", password_confirmation: "pendek" })).toEqual({
      password: ["Kata sandi baru minimal 8 karakter."],
    });
    expect(errorsOf(changePasswordSchema, { ...valid, old_password: "p".repeat(256) })).toEqual({
      old_password: ["Kata sandi lama maksimal 255 karakter."],
    });
  });

  it("refuses a common or blank new password", () => {
    expect(
      errorsOf(changePasswordSchema, { ...valid, password: "iloveyou", password_confirmation: "iloveyou" }),
    ).toEqual({
      password: [
        "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata, angka, atau simbol yang lain.",
      ],
    });
    expect(
      errorsOf(changePasswordSchema, { ...valid, password: "          ", password_confirmation: "          " }),
    ).toEqual({
      password: ["Kata sandi tidak boleh hanya berisi spasi."],
    });
  });

  it("refuses a new password equal to the old one", () => {
    const same = { old_password: "rahasia123", password: "rahasia123", password_confirmation: "rahasia123" };
    expect(errorsOf(changePasswordSchema, same)).toEqual({
      password: ["Kata sandi baru tidak boleh sama dengan kata sandi lama."],
    });
    // One problem at a time: the confirmation is compared once the new password is acceptable.
    expect(errorsOf(changePasswordSchema, { ...same, password_confirmation: "lain12345" })).toEqual({
      password: ["Kata sandi baru tidak boleh sama dengan kata sandi lama."],
    });
  });
});

describe("phoneSchema", () => {
  it("normalises the number", () => {
    expect(outputOf(phoneSchema, { phone_number: "+62 812-3456-7890" })).toEqual({ phone_number: "081234567890" });
    expect(outputOf(phoneSchema, { phone_number: "6281234567890" })).toEqual({ phone_number: "081234567890" });
  });

  it("explains what a valid number is", () => {
    expect(errorsOf(phoneSchema, {})).toEqual({ phone_number: ["Nomor HP wajib diisi."] });
    expect(errorsOf(phoneSchema, { phone_number: "0212345678" })).toEqual({ phone_number: [PHONE_MESSAGE] });
    expect(errorsOf(phoneSchema, { phone_number: "0".repeat(21) })).toEqual({
      phone_number: ["Nomor HP maksimal 20 karakter."],
    });
  });
});

describe("otpSchema", () => {
  it.each([
    ["123456", "123456"],
    ["012345", "012345"],
    [" 654321 ", "654321"],
  ])("accepts %j", (otp, expected) => {
    expect(outputOf(otpSchema, { otp })).toEqual({ otp: expected });
  });

  it.each(["12345", "1234567", "12a456", "123 456", "١٢٣٤٥٦"])("rejects %j", (otp) => {
    expect(errorsOf(otpSchema, { otp })).toEqual({ otp: ["Kode OTP harus 6 digit."] });
  });

  it("requires it", () => {
    expect(errorsOf(otpSchema, {})).toEqual({ otp: ["Kode OTP wajib diisi."] });
    expect(errorsOf(otpSchema, { otp: "" })).toEqual({ otp: ["Kode OTP wajib diisi."] });
  });

  it("accepts exactly the strings of six ASCII digits", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^\d{5,7}$/)), (otp) => {
        expect(v.safeParse(otpSchema, { otp }).success).toBe(/^[0-9]{6}$/.test(otp.trim()));
      }),
    );
  });
});

describe("phoneChangeSchema", () => {
  it("takes the new number, its OTP and the account's password (kept as typed)", () => {
    expect(
      outputOf(phoneChangeSchema, { phone_number: "0812-3456-7890", otp: "123456", password: " rahasia 1 " }),
    ).toEqual({
      phone_number: "081234567890",
      otp: "123456",
      password: " rahasia 1 ",
    });
    expect(errorsOf(phoneChangeSchema, { phone_number: "021 234 5678", otp: "12", password: "x" })).toEqual({
      phone_number: [PHONE_MESSAGE],
      otp: ["Kode OTP harus 6 digit."],
    });
  });

  it("requires the password", () => {
    expect(errorsOf(phoneChangeSchema, { phone_number: "081234567890", otp: "123456" })).toEqual({
      password: ["Kata sandi wajib diisi."],
    });
    expect(errorsOf(phoneChangeSchema, { phone_number: "081234567890", otp: "123456", password: "" })).toEqual({
      password: ["Kata sandi wajib diisi."],
    });
  });
});

const validProfile = {
  name: "Budi Santoso",
  agent_type_id: "1",
  agent_office_id: "3",
  selected_property_specializations: ["1", "2"],
  selected_price_specializations: "4",
  selected_area_specializations: ["31.71", "31.74"],
  social_medias: [
    { id: "1", value: " https://instagram.com/budi " },
    { id: 2, value: "" },
  ],
  nib: "",
  ktp_number: "3171234567890001",
  ktp_photo_uuid: UUID,
  npwp_number: "",
  npwp_photo_uuid: "",
  address: " Jl. Merdeka No. 1 ",
  province_id: "31",
  city_id: "31.71",
  district_id: "31.71.06",
  village_id: "31.71.06.1001",
  age: "35",
  gender: "MALE",
};

describe("profileSchema", () => {
  it("accepts what the profile form posts and normalises it", () => {
    expect(outputOf(profileSchema, validProfile)).toEqual({
      name: "Budi Santoso",
      agent_type_id: 1,
      agent_office_id: 3,
      agent_office_name: null,
      selected_property_specializations: [1, 2],
      selected_price_specializations: [4],
      selected_area_specializations: ["31.71", "31.74"],
      social_medias: [{ id: 1, value: "https://instagram.com/budi" }],
      nib: null,
      ktp_number: "3171234567890001",
      ktp_photo_uuid: UUID,
      npwp_number: null,
      npwp_photo_uuid: null,
      address: "Jl. Merdeka No. 1",
      province_id: "31",
      city_id: "31.71",
      district_id: "31.71.06",
      village_id: "31.71.06.1001",
      age: 35,
      gender: "MALE",
    });
  });

  it("fills the optional fields when they are left out", () => {
    const required = {
      name: "Budi Santoso",
      agent_type_id: 1,
      agent_office_id: 3,
      selected_area_specializations: ["31.71"],
      address: "Jl. Merdeka No. 1",
      province_id: "31",
      city_id: "31.71",
      district_id: "31.71.06",
      village_id: "31.71.06.1001",
    };
    expect(outputOf(profileSchema, required)).toEqual({
      ...required,
      agent_office_name: null,
      selected_property_specializations: [],
      selected_price_specializations: [],
      social_medias: [],
      nib: null,
      ktp_number: null,
      ktp_photo_uuid: null,
      npwp_number: null,
      npwp_photo_uuid: null,
      age: null,
      gender: null,
    });
  });

  it("requires the base data, and the address only with a KTP or NPWP (ADR 0029)", () => {
    expect(errorsOf(profileSchema, {})).toEqual({
      name: ["Nama lengkap wajib diisi."],
      agent_type_id: ["Tipe agen wajib diisi."],
      agent_office_id: ["Kantor agen wajib diisi."],
      selected_area_specializations: ["Spesialisasi area wajib diisi."],
    });
    const noAddress = { address: "", province_id: "", city_id: "", district_id: "", village_id: "" };
    const withoutDocuments = { ...validProfile, ...noAddress, ktp_number: "", ktp_photo_uuid: "" };
    expect(outputOf(profileSchema, withoutDocuments)).toMatchObject({
      address: null,
      province_id: null,
      village_id: null,
      social_medias: [{ id: 1, value: "https://instagram.com/budi" }],
    });
    const addressMessages = {
      address: ["Alamat wajib diisi bila KTP atau NPWP diisi."],
      province_id: ["Provinsi wajib diisi bila KTP atau NPWP diisi."],
      city_id: ["Kota/Kabupaten wajib diisi bila KTP atau NPWP diisi."],
      district_id: ["Kecamatan wajib diisi bila KTP atau NPWP diisi."],
      village_id: ["Kelurahan/Desa wajib diisi bila KTP atau NPWP diisi."],
    };
    expect(errorsOf(profileSchema, { ...validProfile, ...noAddress })).toEqual(addressMessages);
    const npwpOnly = { ...withoutDocuments, npwp_number: "123456789012345", npwp_photo_uuid: UUID };
    expect(errorsOf(profileSchema, npwpOnly)).toEqual(addressMessages);
    // A part given is still checked; only the missing ones are named.
    expect(errorsOf(profileSchema, { ...validProfile, ...noAddress, province_id: "31" })).toEqual({
      ...addressMessages,
      province_id: undefined,
    });
  });

  it.each([
    ["address", "a".repeat(255), undefined],
    ["address", "a".repeat(256), ["Alamat maksimal 255 karakter."]],
    ["address", "   ", ["Alamat wajib diisi bila KTP atau NPWP diisi."]],
    ["ktp_number", "317123456789000", ["Nomor KTP harus 16 digit."]],
    ["ktp_number", "31712345678900012", ["Nomor KTP harus 16 digit."]],
    ["ktp_number", "3171-2345-6789-00", ["Nomor KTP hanya boleh berisi angka."]],
    ["ktp_photo_uuid", "bukan-uuid", ["Foto KTP yang dipilih tidak valid."]],
    ["npwp_photo_uuid", "123", ["Foto NPWP yang dipilih tidak valid."]],
    ["province_id", "3", ["Provinsi yang dipilih tidak valid."]],
    ["city_id", "3171", ["Kota/Kabupaten yang dipilih tidak valid."]],
    ["district_id", "31.71.6", ["Kecamatan yang dipilih tidak valid."]],
    ["village_id", "31.71.06.101", ["Kelurahan/Desa yang dipilih tidak valid."]],
    ["age", "", undefined],
    ["age", null, undefined],
    ["age", "17", undefined],
    ["age", 100, undefined],
    ["age", "16", ["Usia minimal 17."]],
    ["age", 101, ["Usia maksimal 100."]],
    ["age", "17.5", ["Usia harus berupa bilangan bulat."]],
    ["age", 17.5, ["Usia harus berupa bilangan bulat."]],
    ["age", "tujuh belas", ["Usia harus berupa bilangan bulat."]],
    ["gender", "FEMALE", undefined],
    ["gender", "", undefined],
    ["gender", "male", ["Jenis kelamin yang dipilih tidak valid."]],
    ["gender", "OTHER", ["Jenis kelamin yang dipilih tidak valid."]],
    ["selected_property_specializations", [], undefined],
    ["selected_property_specializations", "", undefined],
    ["selected_property_specializations", ["x"], ["Spesialisasi properti yang dipilih tidak valid."]],
    ["selected_price_specializations", [0], ["Spesialisasi harga yang dipilih tidak valid."]],
    ["selected_area_specializations", [], ["Spesialisasi area wajib diisi."]],
    ["nib", "12345678901234", ["NIB maksimal 13 digit."]],
  ])("%s %j", (field, value, expected) => {
    expect(fieldError(profileSchema, validProfile, field, value)).toEqual(expected);
  });

  it("converts age and merges duplicate specialisation ids", () => {
    expect(
      outputOf(profileSchema, { ...validProfile, age: " 17 ", selected_property_specializations: ["2", 2, " 3 ", ""] }),
    ).toMatchObject({ age: 17, selected_property_specializations: [2, 3] });
  });

  describe("documents", () => {
    it("needs the KTP photo when a KTP number is given", () => {
      expect(errorsOf(profileSchema, { ...validProfile, ktp_photo_uuid: "" })).toEqual({
        ktp_photo_uuid: ["Foto KTP wajib diunggah."],
      });
      expect(errorsOf(profileSchema, { ...validProfile, ktp_photo_uuid: undefined })).toEqual({
        ktp_photo_uuid: ["Foto KTP wajib diunggah."],
      });
    });

    it("needs the NPWP photo when an NPWP number is given", () => {
      expect(errorsOf(profileSchema, { ...validProfile, npwp_number: "123456789012345" })).toEqual({
        npwp_photo_uuid: ["Foto NPWP wajib diunggah."],
      });
      expect(
        outputOf(profileSchema, {
          ...validProfile,
          npwp_number: "123456789012345",
          npwp_photo_uuid: UUID_2.toUpperCase(),
        }),
      ).toMatchObject({ npwp_number: "123456789012345", npwp_photo_uuid: UUID_2 });
    });

    it("limits the NPWP to 15 digits", () => {
      expect(
        fieldError(profileSchema, { ...validProfile, npwp_photo_uuid: UUID_2 }, "npwp_number", "1".repeat(16)),
      ).toEqual(["Nomor NPWP maksimal 15 digit."]);
      expect(
        fieldError(profileSchema, { ...validProfile, npwp_photo_uuid: UUID_2 }, "npwp_number", "1"),
      ).toBeUndefined();
    });

    it("accepts a photo without its number and no documents at all", () => {
      expect(outputOf(profileSchema, { ...validProfile, ktp_number: "" })).toMatchObject({
        ktp_number: null,
        ktp_photo_uuid: UUID,
      });
      expect(outputOf(profileSchema, { ...validProfile, ktp_number: "", ktp_photo_uuid: "" })).toMatchObject({
        ktp_number: null,
        ktp_photo_uuid: null,
      });
    });

    it("does not ask for a photo of an invalid number", () => {
      expect(errorsOf(profileSchema, { ...validProfile, ktp_number: "123", ktp_photo_uuid: "" })).toEqual({
        ktp_number: ["Nomor KTP harus 16 digit."],
      });
    });
  });

  describe("regions", () => {
    it.each([
      [
        { city_id: "32.73", district_id: "32.73.01", village_id: "32.73.01.1001" },
        "city_id",
        "Kota/Kabupaten tidak berada di provinsi yang dipilih.",
      ],
      [
        { district_id: "31.74.01", village_id: "31.74.01.1001" },
        "district_id",
        "Kecamatan tidak berada di kota/kabupaten yang dipilih.",
      ],
      [{ village_id: "31.71.05.1001" }, "village_id", "Kelurahan/Desa tidak berada di kecamatan yang dipilih."],
    ])("refuses %j outside its parent", (regions, field, message) => {
      expect(errorsOf(profileSchema, { ...validProfile, ...regions })).toEqual({ [field]: [message] });
    });

    it("compares whole segments, not text prefixes", () => {
      expect(fieldError(profileSchema, validProfile, "village_id", "31.71.061.001")).toEqual([
        "Kelurahan/Desa yang dipilih tidak valid.",
      ]);
      expect(errorsOf(profileSchema, { ...validProfile, province_id: "3" })).toEqual({
        province_id: ["Provinsi yang dipilih tidak valid."],
      });
    });
  });

  describe("social_medias", () => {
    it("drops rows left blank and converts ids", () => {
      expect(
        outputOf(profileSchema, {
          ...validProfile,
          social_medias: [
            { id: "3", value: "0812 3456 7890" },
            { id: "4", value: "   " },
          ],
        }),
      ).toMatchObject({ social_medias: [{ id: 3, value: "0812 3456 7890" }] });
    });

    it("allows each social network once", () => {
      const twice = [
        { id: 1, value: "@budi" },
        { id: "1", value: "@budi2" },
      ];
      expect(errorsOf(profileSchema, { ...validProfile, social_medias: twice })).toEqual({
        social_medias: ["Media sosial tidak boleh dipilih lebih dari sekali."],
      });
    });

    it("checks every row", () => {
      expect(
        errorsOf(profileSchema, {
          ...validProfile,
          social_medias: [{ id: 1, value: "a".repeat(256) }, { id: "x", value: "@budi" }, { value: "@budi" }],
        }),
      ).toEqual({
        "social_medias.0.value": ["Media sosial maksimal 255 karakter."],
        "social_medias.1.id": ["Media sosial yang dipilih tidak valid."],
        "social_medias.2.id": ["Media sosial wajib diisi."],
      });
      expect(errorsOf(profileSchema, { ...validProfile, social_medias: "instagram" })).toEqual({
        social_medias: ["Media sosial yang dipilih tidak valid."],
      });
    });
  });
});

describe("billingSchema", () => {
  const valid = {
    bank_name: " BCA ",
    account_name: "Budi Santoso",
    account_number: "1234567890",
    phone_number: "+62 812-3456-7890",
  };

  it("trims and normalises", () => {
    expect(outputOf(billingSchema, valid)).toEqual({
      bank_name: "BCA",
      account_name: "Budi Santoso",
      account_number: "1234567890",
      phone_number: "081234567890",
    });
  });

  it("requires all four fields", () => {
    expect(errorsOf(billingSchema, {})).toEqual({
      bank_name: ["Nama bank wajib diisi."],
      account_name: ["Nama pemilik rekening wajib diisi."],
      account_number: ["Nomor rekening wajib diisi."],
      phone_number: ["Nomor HP wajib diisi."],
    });
    expect(errorsOf(billingSchema, { bank_name: "", account_name: " ", account_number: "", phone_number: "" })).toEqual(
      {
        bank_name: ["Nama bank wajib diisi."],
        account_name: ["Nama pemilik rekening wajib diisi."],
        account_number: ["Nomor rekening wajib diisi."],
        phone_number: ["Nomor HP wajib diisi."],
      },
    );
  });

  it.each([
    ["1234", ["Nomor rekening minimal 5 digit."]],
    ["12345", undefined],
    ["0".repeat(20), undefined],
    ["0".repeat(21), ["Nomor rekening maksimal 20 digit."]],
    ["123-456-789", ["Nomor rekening hanya boleh berisi angka."]],
    [1234567890, ["Nomor rekening hanya boleh berisi angka."]],
  ])("account_number %j", (accountNumber, expected) => {
    expect(fieldError(billingSchema, valid, "account_number", accountNumber)).toEqual(expected);
  });

  it.each([
    ["bank_name", "B".repeat(101), ["Nama bank maksimal 100 karakter."]],
    ["account_name", "B".repeat(101), ["Nama pemilik rekening maksimal 100 karakter."]],
    ["phone_number", "0212345678", [PHONE_MESSAGE]],
  ])("%s %j", (field, value, expected) => {
    expect(fieldError(billingSchema, valid, field, value)).toEqual(expected);
  });
});
