import { NotFoundError, RateLimitError } from "@griya/api-client/errors";
import { data, redirect } from "react-router";
import { text } from "../../lib/form-data";
import { revealAgentContact, revealContact } from "../../lib/marketplace-api.server";
import { PUBLIC_INTENT } from "../../lib/public-actions";
import { isDocumentRequest } from "../../lib/request-kind";
import type { ContactActionData } from "./contact-action-data";

/** Only WhatsApp's own addresses are followed from a plain form post. */
const WHATSAPP_URL = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;

type Channel = "phone" | "whatsapp";
type Reveal = (channel: Channel) => Promise<{ phone_number: string; whatsapp_url: string }>;

/**
 * "WhatsApp" or "Tampilkan nomor" pressed: the API reveals the number (and counts it). Sent with JavaScript the
 * answer is data; a plain form post for WhatsApp goes straight to WhatsApp.
 */
async function answerReveal(
  form: FormData,
  request: Request,
  reveal: Reveal,
  notFoundText: string,
): Promise<ContactActionData> {
  if (text(form, "intent") !== PUBLIC_INTENT.contact) throw data(null, { status: 400 });
  const intent = PUBLIC_INTENT.contact;
  const channel = text(form, "channel") === "whatsapp" ? "whatsapp" : "phone";
  try {
    const contact = await reveal(channel);
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
    if (error instanceof NotFoundError) return { intent, ok: false, error: notFoundText };
    throw error;
  }
}

/** The listing page's contact buttons: the agent's phone for this listing. */
export function contactAction(form: FormData, request: Request, uuid: string): Promise<ContactActionData> {
  return answerReveal(
    form,
    request,
    (channel) => revealContact(uuid, channel, request),
    "Nomor agen untuk listing ini tidak tersedia.",
  );
}

/** The same buttons on the agent page: the number of the agent's WhatsApp entry (ADR 0060). */
export function agentContactAction(form: FormData, request: Request, agentId: number): Promise<ContactActionData> {
  return answerReveal(
    form,
    request,
    (channel) => revealAgentContact(agentId, channel, request),
    "Nomor WhatsApp agen ini tidak tersedia.",
  );
}
