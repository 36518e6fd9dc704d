import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { presentPromoCampaign } from "./present-promo-campaign.js";
import { seesProjectDiscounts } from "./project-discount-audience.js";
import { listRunningCampaigns } from "./promo-campaign-repository.js";
import { clock } from "../../platform/clock.js";

/** GET /api/promos: the running published campaigns; project discount offers only for the allow-list. */
export const listPromoCampaigns: OperationHandler<"listPromoCampaigns"> = async (request) => {
  const { db } = request.server.database;
  const withProjectDiscounts = await seesProjectDiscounts(db, request.auth?.userId);
  const rows = await listRunningCampaigns(db, clock.now(), withProjectDiscounts);
  return { data: rows.map(presentPromoCampaign) };
};
