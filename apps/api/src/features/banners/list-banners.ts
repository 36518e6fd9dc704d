import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { listRunningBanners } from "./banner-repository.js";
import { presentBanner } from "./present-banner.js";
import { clock } from "../../platform/clock.js";

/** GET /api/banners?type: the banners running now (expired and future ones never), in their order. */
export const listBanners: OperationHandler<"listBanners"> = async (request) => {
  const { type } = request.query;
  const rows = await listRunningBanners(request.server.database.db, clock.now(), type);
  return { data: rows.map((row) => presentBanner(request.server.publicFiles, row)) };
};
