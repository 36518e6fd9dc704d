import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords";
import { isCommonPassword, newPasswordProblem } from "./password-rules";
import { blankPassword, commonPassword, passwordIsEmail } from "./validation-messages";

const LIST = COMMON_PASSWORDS_TEXT.split("\n").filter((line) => line !== "");

describe("the common-password list", () => {
  it("holds more than a thousand distinct lowercase passwords of 8 to 64 characters", () => {
    expect(LIST.length).toBeGreaterThan(2000);
    expect(new Set(LIST).size).toBe(LIST.length);
    for (const password of LIST) {
      expect(password).toBe(password.trim().toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(password.length).toBeLessThanOrEqual(64);
    }
  });

  it("starts with the most common ones and ends with the Indonesian words", () => {
    expect(LIST.slice(0, 3)).toEqual(["password", "12345678", "baseball"]);
    expect(LIST).toEqual(expect.arrayContaining(["bismillah", "indonesia", "katasandi", "sayangku"]));
  });
});

describe("isCommonPassword", () => {
  it.each(["password", "PASSWORD", " Password ", "12345678", "iloveyou", "qwertyuiop", "sunshine", "Bismillah"])(
    "%j is common",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(["Griya-Kunci-2026!", "rahasia-baru-99", "pass word", "1234567"])("%j is not", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe("newPasswordProblem", () => {
  it("refuses all-whitespace passwords first", () => {
    for (const blank of ["        ", "\t\t\t\t\t\t\t\t", " \n ".repeat(4)])
      expect(newPasswordProblem(blank, "a@b.id")).toBe(blankPassword());
  });

  it("refuses the account's own e-mail address, whatever its case or surrounding spaces", () => {
    expect(newPasswordProblem("budi@contoh.id", "budi@contoh.id")).toBe(passwordIsEmail());
    expect(newPasswordProblem(" BUDI@Contoh.id ", "budi@contoh.id")).toBe(passwordIsEmail());
    expect(newPasswordProblem("budi@contoh.id2", "budi@contoh.id")).toBeNull();
    expect(newPasswordProblem("budi@contoh.id", null)).toBeNull();
  });

  it("refuses every listed password and accepts a strong one", () => {
    for (const password of LIST) expect(newPasswordProblem(password)).toBe(commonPassword());
    expect(newPasswordProblem("Griya-Kunci-2026!", "budi@contoh.id")).toBeNull();
  });

  it("never refuses a password that has something other than whitespace and is neither listed nor the e-mail", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 64 }), fc.emailAddress(), (password, email) => {
        fc.pre(password.trim() !== "" && !LIST.includes(password.trim().toLowerCase()));
        fc.pre(password.trim().toLowerCase() !== email.toLowerCase());
        expect(newPasswordProblem(password, email)).toBeNull();
      }),
    );
  });
});
