import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  internationalNumber,
  MOBILE_NUMBER_PATTERN,
  normalisePhoneNumber,
  PHONE_NUMBER_MESSAGE,
  phoneNumberProblem,
  whatsappNumber,
} from "./phone-number";

describe("normalisePhoneNumber", () => {
  it.each([
    ["081234567890", "081234567890"],
    ["+62 812-3456-7890", "081234567890"],
    ["62812 3456 7890", "081234567890"],
    ["(0812) 3456-7890", "081234567890"],
    ["0812.3456.7890", "081234567890"],
    ["+62 (812) 3456 7890", "081234567890"],
    ["+62 0812 3456 7890", "081234567890"],
    ["  0812 3456 789  ", "08123456789"],
    ["0811234567", "0811234567"],
    ["0812345678901", "0812345678901"],
  ])("%j → %j", (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each([
    "",
    "0812",
    "081234567",
    "08123456789012",
    "0212345678",
    "0801234567890",
    "+1 415 555 0100",
    "0812-3456-789a",
    "08123456789+",
    "+ 62 812 3456 7890 abc",
    "٠٨١٢٣٤٥٦٧٨٩٠",
  ])("refuses %j", (input) => {
    expect(normalisePhoneNumber(input)).toBeNull();
    expect(phoneNumberProblem(input)).toBe(PHONE_NUMBER_MESSAGE);
  });

  const mobile = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 10 }))
    .map(([first, rest]) => `8${first}${rest.join("")}`);
  const separator = fc.constantFrom("", " ", "-", ".", " - ");

  it("reads every common way of writing a mobile number as the same 08… number", () => {
    const typed = fc
      .tuple(
        fc.constantFrom("0", "62", "+62", "+62 ", "(0", "+62 0"),
        mobile,
        fc.array(separator, { minLength: 14, maxLength: 14 }),
      )
      .map(([prefix, digits, seps]) => {
        const body = [...digits].map((d, i) => (i > 0 && i % 4 === 0 ? `${seps[i]}${d}` : d)).join("");
        const open = prefix === "(0";
        return { text: open ? `(0${body.slice(0, 3)}) ${body.slice(3)}` : `${prefix}${body}`, canonical: `0${digits}` };
      });
    fc.assert(
      fc.property(typed, ({ text, canonical }) => {
        expect(normalisePhoneNumber(text)).toBe(canonical);
      }),
    );
  });

  it("is idempotent, and whatever it accepts matches the stored pattern", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[+0-9 ().-]{0,24}$/)), (input) => {
        const phone = normalisePhoneNumber(input);
        if (phone === null) return;
        expect(phone).toMatch(MOBILE_NUMBER_PATTERN);
        expect(normalisePhoneNumber(phone)).toBe(phone);
      }),
    );
  });
});

describe("whatsappNumber", () => {
  it.each([
    ["081234567890", "081234567890"],
    [" +62 812-3456-7890 ", "081234567890"],
    ["https://wa.me/6281234567890", "081234567890"],
    ["wa.me/6281234567890?text=Halo", "081234567890"],
    ["https://api.whatsapp.com/send?phone=6281234567890&text=Halo", "081234567890"],
    ["http://www.wa.me/+6281234567890/", "081234567890"],
  ])("reads %j as %j", (input, number) => {
    expect(whatsappNumber(input)).toBe(number);
  });

  it.each([
    "budi.santoso",
    "https://chat.whatsapp.com/AbCdEf123",
    "https://wa.me/message/ABC",
    "021 555 1234",
    "",
    "https://wa.me/6281234567890123456",
  ])("names no number in %j", (input) => {
    expect(whatsappNumber(input)).toBeNull();
  });
});

describe("internationalNumber", () => {
  it("puts the country code in place of the trunk zero", () => {
    expect(internationalNumber("081234567890")).toBe("6281234567890");
  });
});
