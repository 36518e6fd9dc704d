import { text } from "../../lib/form-data";

export function readPhoneForm(form: FormData) {
  return { phone_number: text(form, "phone_number") };
}

export function readOtpForm(form: FormData) {
  return { otp: text(form, "otp").trim() };
}
