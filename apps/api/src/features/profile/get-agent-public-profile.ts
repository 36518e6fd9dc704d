import type { OperationHandler } from "../../openapi/operation-handler.js";
import { currentMonth } from "@griya/domain/featured-agents";
import { notFound } from "../../http/http-error.js";
import { avatarPathUrl } from "../files/file-keys.js";
import { findPublicProfile } from "./public-profile-repository.js";

const AGENT_NOT_FOUND = "Agen tidak ditemukan.";

/**
 * GET /api/agent/profile/{id}: what anyone may see of an activated agent account (never e-mail, phone, KTP, NPWP,
 * address or age); 404 for anyone else.
 */
export const getAgentPublicProfile: OperationHandler<"getAgentPublicProfile"> = async (request) => {
  const { id } = request.params;
  const row = await findPublicProfile(request.server.database.db, id, currentMonth(new Date()));
  if (!row) throw notFound(AGENT_NOT_FOUND);
  return {
    data: {
      id: row.id,
      name: row.name,
      avatar_url: row.avatar_path ? avatarPathUrl(request.server.publicFiles, row.avatar_path) : null,
      agent_type: row.agent_type,
      agent_office: row.agent_office,
      area_specializations: row.area_specializations,
      property_specializations: row.property_specializations,
      social_medias: row.social_medias,
      member_since: new Date(row.created_at).toISOString(),
      membership_display_name: row.membership_display_name,
      featured_areas: row.featured_areas,
    },
  };
};
