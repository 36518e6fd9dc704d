import { NetworkError, NotFoundError, RateLimitError, ServerError, ValidationError } from "@griya/api-client/errors";
import { text } from "../../lib/form-data";
import { requestConsultation, sendEnquiry } from "../../lib/marketplace-api.server";
import { PUBLIC_INTENT } from "../../lib/public-actions";
import type { LeadAnswer, LeadField } from "./lead-answer";

const SHOWN: readonly LeadField[] = ["name", "email", "phone", "message"];

export const LEAD_TEXT = {
  tooMany: "Terlalu banyak pesan dari jaringan atau nomor ponsel Anda. Silakan coba lagi beberapa saat lagi.",
  listingGone: "Listing ini sudah tidak tersedia, jadi pesan tidak dapat dikirim. Silakan cari properti lain.",
  agentGone: "Agen ini tidak lagi menerima pesan melalui Griya.",
  notSent: "Pesan belum terkirim karena ada gangguan. Isian Anda tetap di sini: tekan Coba lagi.",
} as const;

/** Where an enquiry goes: the listing of the page, or the agent of the agent page. */
export type EnquiryTarget = { listing_uuid: string } | { agent_id: number };

/** An integer the calculator sent in a hidden field, or null (the API takes the request without it). */
function wholeNumber(form: FormData, name: string): number | null {
  const value = Number(text(form, name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function typed(form: FormData): Partial<Record<LeadField, string>> {
  return Object.fromEntries(SHOWN.map((field) => [field, text(form, field)]));
}

/**
 * The API's refusals become the form's answer (470 with every field's mistake at once, 429, 404, an API that is
 * down or unreachable);
 * anything else is a bug and goes to the error page.
 */
function refusal(intent: string, error: unknown, form: FormData, notFound: string): LeadAnswer {
  const answer = { intent, ok: false as const, values: typed(form) };
  if (error instanceof ValidationError) {
    const fieldErrors: Partial<Record<LeadField, string[]>> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(error.errors)) {
      if ((SHOWN as readonly string[]).includes(field)) fieldErrors[field as LeadField] = messages;
      else other.push(...messages);
    }
    return {
      ...answer,
      fieldErrors,
      ...(other.length > 0 && { error: other.join(" ") }),
    };
  }
  if (error instanceof RateLimitError) return { ...answer, error: LEAD_TEXT.tooMany };
  if (error instanceof NotFoundError) return { ...answer, error: notFound };
  if (error instanceof ServerError || error instanceof NetworkError)
    return { ...answer, error: LEAD_TEXT.notSent, retry: true };
  throw error;
}

/** "Kirim pesan" of the listing page or the agent page: the visitor's enquiry on their own behalf. */
export async function enquiryAction(form: FormData, target: EnquiryTarget, visitor: Request): Promise<LeadAnswer> {
  const intent = PUBLIC_INTENT.enquiry;
  try {
    await sendEnquiry(
      {
        ...target,
        name: text(form, "name"),
        email: text(form, "email"),
        phone: text(form, "phone"),
        message: text(form, "message"),
        website: text(form, "website") || null,
      },
      visitor,
    );
    return { intent, ok: true };
  } catch (error) {
    return refusal(intent, error, form, "listing_uuid" in target ? LEAD_TEXT.listingGone : LEAD_TEXT.agentGone);
  }
}

/** "Ajukan KPR": the consultation request with the calculator's loan amount and tenure, for the sales team. */
export async function kprRequestAction(form: FormData, listingUuid: string, visitor: Request): Promise<LeadAnswer> {
  const intent = PUBLIC_INTENT.kpr;
  try {
    await requestConsultation(
      {
        listing_uuid: listingUuid,
        name: text(form, "name"),
        phone: text(form, "phone"),
        email: text(form, "email") || null,
        message: text(form, "message") || null,
        loan_amount: wholeNumber(form, "loan_amount"),
        tenure_years: wholeNumber(form, "tenure_years"),
        website: text(form, "website") || null,
      },
      visitor,
    );
    return { intent, ok: true };
  } catch (error) {
    return refusal(intent, error, form, LEAD_TEXT.listingGone);
  }
}
