import { describe, expect, it } from "vitest";
import { bankChoiceOf, readBillingForm, readProfileForm, socialMediaFieldName } from "./profile-forms";

describe("readProfileForm", () => {
  it("collects repeated fields and the filled social media links by id", () => {
    const form = new FormData();
    form.append("name", "Budi");
    form.append("selected_area_specializations", "31.71");
    form.append("selected_area_specializations", "32.73");
    form.append("selected_property_specializations", "2");
    form.append(socialMediaFieldName(1), "budi.properti");
    form.append(socialMediaFieldName(2), "  ");
    form.append("gender", "MALE");
    const input = readProfileForm(form);
    expect(input.name).toBe("Budi");
    expect(input.selected_area_specializations).toEqual(["31.71", "32.73"]);
    expect(input.selected_property_specializations).toEqual(["2"]);
    expect(input.selected_price_specializations).toEqual([]);
    expect(input.social_medias).toEqual([{ id: "1", value: "budi.properti" }]);
    expect(input.gender).toBe("MALE");
    expect(input.age).toBe("");
  });
});

describe("the bank picker", () => {
  const billing = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("account_name", "Budi");
    form.append("account_number", "1234567890");
    form.append("phone_number", "081234567890");
    return readBillingForm(form);
  };

  it("sends the chosen bank's name, or the name typed under 'Lainnya'", () => {
    expect(billing({ bank_choice: "Bank Jago", bank_name_other: "ignored" }).bank_name).toBe("Bank Jago");
    expect(billing({ bank_choice: "lainnya", bank_name_other: "BPR Sejahtera" }).bank_name).toBe("BPR Sejahtera");
    expect(billing({}).bank_name).toBe("");
  });

  it("shows a saved name as its listed bank, else as 'Lainnya' with the name kept", () => {
    expect(bankChoiceOf("BCA")).toEqual({ choice: "Bank Central Asia (BCA)", other: "" });
    expect(bankChoiceOf("BPR Sejahtera")).toEqual({ choice: "lainnya", other: "BPR Sejahtera" });
    expect(bankChoiceOf(null)).toEqual({ choice: "", other: "" });
    expect(bankChoiceOf("  ")).toEqual({ choice: "", other: "" });
  });
});
