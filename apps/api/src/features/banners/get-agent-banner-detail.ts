import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { findRunningBanner } from "./banner-repository.js";
import { presentBanner } from "./present-banner.js";
import { clock } from "../../platform/clock.js";

export const BANNER_NOT_FOUND = "Banner tidak ditemukan atau sudah berakhir.";

/** GET /api/agent_banner/get_detail?uuid: one running banner; unknown, expired and future ones look the same. */
export const getAgentBannerDetail: OperationHandler<"getAgentBannerDetail"> = async (request) => {
  const { uuid } = request.query;
  const row = await findRunningBanner(request.server.database.db, uuid.toLowerCase(), clock.now());
  if (!row) return notFound(BANNER_NOT_FOUND);
  return { data: presentBanner(request.server.publicFiles, row) };
};
