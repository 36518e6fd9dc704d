// FormData → the objects the @griya/domain account schemas check (form values as posted: ids as strings,
// "" for an empty optional field). Shared by the forms (browser) and the profile action (server).
import { findBank, OTHER_BANK } from "@griya/domain/indonesian-banks";
import { readAgentOffice } from "../../lib/agent-office-form";
import { list, text } from "../../lib/form-data";

/** Inputs of the social media links are named `social_media[<id>]`. */
export const socialMediaFieldName = (id: number): string => `social_media[${id}]`;
const SOCIAL_MEDIA_FIELD = /^social_media\[(\d+)\]$/;

export function readProfileForm(form: FormData) {
  const socialMedias: { id: string; value: string }[] = [];
  for (const [name, value] of form.entries()) {
    const match = SOCIAL_MEDIA_FIELD.exec(name);
    if (match && typeof value === "string" && value.trim() !== "") socialMedias.push({ id: match[1]!, value });
  }
  return {
    name: text(form, "name"),
    agent_type_id: text(form, "agent_type_id"),
    ...readAgentOffice(form),
    selected_property_specializations: list(form, "selected_property_specializations"),
    selected_price_specializations: list(form, "selected_price_specializations"),
    selected_area_specializations: list(form, "selected_area_specializations"),
    social_medias: socialMedias,
    nib: text(form, "nib"),
    ktp_number: text(form, "ktp_number"),
    ktp_photo_uuid: text(form, "ktp_photo_uuid"),
    npwp_number: text(form, "npwp_number"),
    npwp_photo_uuid: text(form, "npwp_photo_uuid"),
    address: text(form, "address"),
    province_id: text(form, "province_id"),
    city_id: text(form, "city_id"),
    district_id: text(form, "district_id"),
    village_id: text(form, "village_id"),
    age: text(form, "age"),
    gender: text(form, "gender"),
  };
}

/** The bank picker posts a listed name, or "lainnya" with the typed name (components/bank-name-field.tsx). */
export const BANK_CHOICE_FIELD = "bank_choice";
export const BANK_OTHER_FIELD = "bank_name_other";

/** A saved bank name as the picker shows it: the listed bank, or "Lainnya" with the name as typed. */
export function bankChoiceOf(saved: string | null): { choice: string; other: string } {
  if (!saved?.trim()) return { choice: "", other: "" };
  const bank = findBank(saved);
  return bank ? { choice: bank.name, other: "" } : { choice: OTHER_BANK, other: saved };
}

export function readBillingForm(form: FormData) {
  const choice = text(form, BANK_CHOICE_FIELD);
  return {
    bank_name: choice === OTHER_BANK ? text(form, BANK_OTHER_FIELD) : choice,
    account_name: text(form, "account_name"),
    account_number: text(form, "account_number"),
    phone_number: text(form, "phone_number"),
  };
}

export function readPhoneChangeForm(form: FormData) {
  return { phone_number: text(form, "phone_number"), otp: text(form, "otp").trim(), password: text(form, "password") };
}
