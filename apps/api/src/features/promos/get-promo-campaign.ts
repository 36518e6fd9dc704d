import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { presentPromoCampaign } from "./present-promo-campaign.js";
import { seesProjectDiscounts } from "./project-discount-audience.js";
import { findPublicCampaign } from "./promo-campaign-repository.js";

export const PROMO_NOT_FOUND = "Promo tidak ditemukan.";

/**
 * GET /api/promos/{uuid}: a published campaign, also after it ended. Unpublished codes and project discount
 * offers the caller may not see look like unknown ones (404).
 */
export const getPromoCampaign: OperationHandler<"getPromoCampaign"> = async (request) => {
  const { uuid } = request.params;
  const { db } = request.server.database;
  const withProjectDiscounts = await seesProjectDiscounts(db, request.auth?.userId);
  const row = await findPublicCampaign(db, uuid.toLowerCase(), withProjectDiscounts);
  if (!row) return notFound(PROMO_NOT_FOUND);
  return { data: presentPromoCampaign(row) };
};
