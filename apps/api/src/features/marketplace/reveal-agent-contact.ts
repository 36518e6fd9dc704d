import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { internationalNumber, whatsappNumber } from "@griya/domain/phone-number";
import { notFound } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { findAgentWhatsapp } from "./agent-reveal-repository.js";
import { isKnownBot } from "./known-bots.js";

const NO_WHATSAPP = "Nomor WhatsApp agen ini tidak tersedia.";

/**
 * POST /api/search/agents/{id}/contact: the number of a public agent's WhatsApp entry and a WhatsApp link with a
 * first message naming their page (ADR 0060). Counted per address, per address and agent and per agent before
 * anything is looked up, as a listing's reveal is; a reveal by a visitor (not a known bot) counts for the agent's
 * day in memory, written by the next flush.
 */
export const revealAgentContact: OperationHandler<"revealAgentContact"> = async (request) => {
  const { id } = request.params;
  await enforceRateLimit(request, "agentContactReveal", String(id));
  const row = await findAgentWhatsapp(request.server.database.db, id);
  const number = row?.whatsapp ? whatsappNumber(row.whatsapp) : null;
  if (!row || !number) return notFound(NO_WHATSAPP);
  if (!isKnownBot(request.headers["user-agent"])) request.server.listingMetrics.agentReveals.record(row.id);

  const page = `${request.server.config.publicUrl.replace(/\/+$/, "")}/agen/${row.id}`;
  const message = `Halo ${row.name}, saya melihat profil Anda di Griya dan ingin bertanya tentang properti: ${page}`;
  const phone = internationalNumber(number);
  return {
    data: {
      phone_number: `+${phone}`,
      whatsapp_url: `https://wa.me/${phone}?text=${encodeURIComponent(message)}`,
    },
  };
};
