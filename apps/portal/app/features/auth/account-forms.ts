// FormData → the objects the @griya/domain account schemas check; shared by the forms (browser) and the
// route actions (server).
// The schemas take form values as posted: ids as strings, "" for an empty optional field.
import { readAgentOffice } from "../../lib/agent-office-form";
import { checked, list, text } from "../../lib/form-data";

export function readRegisterForm(form: FormData) {
  return {
    name: text(form, "name"),
    email: text(form, "email"),
    phone_number: text(form, "phone_number"),
    password: text(form, "password"),
    password_confirmation: text(form, "password_confirmation"),
    agent_type_id: text(form, "agent_type_id"),
    ...readAgentOffice(form),
    nib: text(form, "nib"),
    selected_area_specializations: list(form, "selected_area_specializations"),
    referral_code: text(form, "referral_code"),
  };
}

export function readEmailForm(form: FormData) {
  return { email: text(form, "email") };
}

/** Reset (the token travels in the page's path) and create password. */
export function readNewPasswordForm(form: FormData) {
  return { password: text(form, "password"), password_confirmation: text(form, "password_confirmation") };
}

export function readChangePasswordForm(form: FormData) {
  return {
    old_password: text(form, "old_password"),
    password: text(form, "password"),
    password_confirmation: text(form, "password_confirmation"),
  };
}

export function readLoginForm(form: FormData) {
  return { email: text(form, "email"), password: text(form, "password"), remember: checked(form, "remember") };
}
