import { NotFoundError, RateLimitError } from "@griya/api-client/errors";
import { data, redirect } from "react-router";
import { text } from "../../lib/form-data";
import { revealContact } from "../../lib/marketplace-api.server";
import { PUBLIC_INTENT } from "../../lib/public-actions";
import { isDocumentRequest } from "../../lib/request-kind";
import type { ContactActionData } from "./contact-action-data";

/** Only WhatsApp's own addresses are followed from a plain form post. */
const WHATSAPP_URL = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;

/**
 * "WhatsApp" or "Tampilkan nomor" pressed: the API reveals the number (and counts it). Sent with JavaScript the
 * answer is data; a plain form post for WhatsApp goes straight to WhatsApp.
 */
export async function contactAction(form: FormData, request: Request, uuid: string): Promise<ContactActionData> {
  if (text(form, "intent") !== PUBLIC_INTENT.contact) throw data(null, { status: 400 });
  const intent = PUBLIC_INTENT.contact;
  const channel = text(form, "channel") === "whatsapp" ? "whatsapp" : "phone";
  try {
    const contact = await revealContact(uuid, channel, request);
    if (channel === "whatsapp" && isDocumentRequest(request) && WHATSAPP_URL.test(contact.whatsapp_url)) {
      throw redirect(contact.whatsapp_url);
    }
    return { intent, ok: true, channel, phoneNumber: contact.phone_number, whatsappUrl: contact.whatsapp_url };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof RateLimitError) {
      return {
        intent,
        ok: false,
        error: "Terlalu banyak permintaan dari jaringan Anda. Silakan coba lagi sebentar lagi.",
      };
    }
    if (error instanceof NotFoundError)
      return { intent, ok: false, error: "Nomor agen untuk listing ini tidak tersedia." };
    throw error;
  }
}
