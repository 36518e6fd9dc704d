import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { currentMonth } from "@griya/domain/featured-agents";
import { whatsappNumber } from "@griya/domain/phone-number";
import { notFound } from "../../platform/openapi/refusal.js";
import { avatarPathUrl } from "../../kernels/files/file-keys.js";
import { findPublicProfile } from "./public-profile-repository.js";
import { clock } from "../../platform/clock.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

const AGENT_NOT_FOUND = "Agen tidak ditemukan.";
const WHATSAPP = "WHATSAPP";

/**
 * GET /api/agent/profile/{id}: what anyone may see of an activated agent account (never e-mail, phone, KTP, NPWP,
 * address or age); 404 for anyone else. The WhatsApp entry stays out too: the page reveals its number only on
 * request, counted and rate limited (POST /api/search/agents/{id}/contact, ADR 0060).
 */
export const getAgentPublicProfile: OperationHandler<"getAgentPublicProfile"> = async (request) => {
  const { id } = request.params;
  const row = await findPublicProfile(publicReadDb(request), id, currentMonth(clock.now()));
  if (!row) return notFound(AGENT_NOT_FOUND);
  const whatsapp = row.social_medias.find((social) => social.code === WHATSAPP);
  return {
    data: {
      id: row.id,
      name: row.name,
      avatar_url: row.avatar_path ? avatarPathUrl(request.server.publicFiles, row.avatar_path) : null,
      agent_type: row.agent_type,
      agent_office: row.agent_office,
      area_specializations: row.area_specializations,
      property_specializations: row.property_specializations,
      social_medias: row.social_medias.filter((social) => social.code !== WHATSAPP),
      member_since: new Date(row.created_at).toISOString(),
      membership_display_name: row.membership_display_name,
      featured_areas: row.featured_areas,
      has_whatsapp: whatsapp !== undefined && whatsappNumber(whatsapp.value) !== null,
    },
  };
};
