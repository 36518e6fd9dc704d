import type { OperationHandler } from "../../openapi/operation-handler.js";
import { ENQUIRY_LIMITS } from "@griya/domain/enquiry-rules";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";

/**
 * GET /api/enquiries/response_time: over the caller's leads that arrived in the last 30 days, the median minutes
 * from arrival (the first message) to the first response (first read or reply button), rounded to the nearest
 * minute, null when none was answered; how many were answered and how many still wait (ADR 0025).
 */
export const getEnquiryResponseTime: OperationHandler<"getEnquiryResponseTime"> = async (request) => {
  const { userId } = authOf(request);
  const days = ENQUIRY_LIMITS.responseWindowDays;
  const [row] = await rowsOf<{ median: number | string | null; answered: number; waiting: number }>(
    request.server.database.db,
    sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.first_response_at - e.created_at) / 60)
        FILTER (WHERE e.first_response_at IS NOT NULL) AS median,
      count(e.first_response_at)::int AS answered,
      count(*) FILTER (WHERE e.first_response_at IS NULL)::int AS waiting
    FROM enquiries e
    WHERE e.agent_user_id = ${userId} AND e.created_at > now() - make_interval(days => ${days})`,
  );
  const median = row?.median == null ? null : Math.max(0, Math.round(Number(row.median)));
  return {
    data: { window_days: days, median_minutes: median, answered: row?.answered ?? 0, waiting: row?.waiting ?? 0 },
  };
};
