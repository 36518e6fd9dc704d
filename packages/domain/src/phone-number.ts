// Indonesian mobile numbers as buyers type them on the enquiry and KPR forms, one rule for the portal and the API
// (issue 11): every common form becomes "08…", the form leads are stored, compared (24-hour de-duplication)
// and rate-limited in.

/** A normalised Indonesian mobile number: "08", a non-zero digit, then 7–10 digits (10–13 digits in all). */
export const MOBILE_NUMBER_PATTERN = /^08[1-9][0-9]{7,10}$/;

/** The longest number a form accepts as typed (spaces, dashes, "+62" and brackets included). */
const PHONE_INPUT_MAX = 20;

export const PHONE_NUMBER_MESSAGE = "Nomor ponsel tidak valid. Contoh: 0812 3456 7890.";

/**
 * "081234567890", "+62 812-3456-7890", "62812 3456 7890", "(0812) 3456-7890", "0812.3456.7890" or
 * "+62 (812) 3456 7890" → "081234567890"; null for anything that is not an Indonesian mobile number (a landline,
 * too short or too long, letters, a foreign number…). Idempotent.
 */
export function normalisePhoneNumber(input: string): string | null {
  if (input.length > PHONE_INPUT_MAX * 2) return null;
  const compact = input.trim().replace(/[\s\-.()]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const local = compact.startsWith("+62")
    ? `0${compact.slice(3)}`
    : compact.startsWith("62")
      ? `0${compact.slice(2)}`
      : compact;
  // "+62 0812…" is a common slip: the trunk zero written after the country code.
  const single = local.startsWith("00") ? local.slice(1) : local;
  return MOBILE_NUMBER_PATTERN.test(single) ? single : null;
}

const isPhoneNumber = (input: string): boolean => normalisePhoneNumber(input) !== null;

/** The Indonesian message for a typed number, or null when it is a valid mobile number. */
export function phoneNumberProblem(input: string): string | null {
  return isPhoneNumber(input) ? null : PHONE_NUMBER_MESSAGE;
}

/** A WhatsApp chat link to a number: wa.me/62… or api.whatsapp.com/send?phone=62…, with or without the scheme. */
const WHATSAPP_LINK =
  /^(?:https?:\/\/)?(?:www\.)?(?:wa\.me\/|api\.whatsapp\.com\/send\/?\?(?:[^#]*&)?phone=)(\+?\d+)(?:[/?#&]|$)/i;

/**
 * The mobile number an agent's WhatsApp entry on their profile names, as "08…": the number typed in any form
 * normalisePhoneNumber reads, or a WhatsApp chat link to one. Null for anything else (a name, a group link, a
 * landline), which the agent page then neither shows nor offers to reveal.
 */
export function whatsappNumber(value: string): string | null {
  const link = WHATSAPP_LINK.exec(value.trim());
  return normalisePhoneNumber(link ? link[1]! : value);
}

/** "081234567890" → "6281234567890": the country code instead of the trunk zero, as wa.me and tel: links want it. */
export function internationalNumber(localNumber: string): string {
  return `62${localNumber.replace(/^0/, "")}`;
}
