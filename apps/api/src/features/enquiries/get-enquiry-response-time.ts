import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { ENQUIRY_LIMITS } from "@griya/domain/enquiry-rules";
import { authOf } from "../../kernels/auth/authenticate.js";
import { enquiryResponseTime } from "./enquiry-repository.js";

/**
 * GET /api/enquiries/response_time: over the caller's leads that arrived in the last 30 days, the median minutes
 * from arrival (the first message) to the first response (first read or reply button), rounded to the nearest
 * minute, null when none was answered; how many were answered and how many still wait (ADR 0025).
 */
export const getEnquiryResponseTime: OperationHandler<"getEnquiryResponseTime"> = async (request) => {
  const { userId } = authOf(request);
  const days = ENQUIRY_LIMITS.responseWindowDays;
  const row = await enquiryResponseTime(request.server.database.db, userId, days);
  const median = row.median == null ? null : Math.max(0, Math.round(Number(row.median)));
  return { data: { window_days: days, median_minutes: median, answered: row.answered, waiting: row.waiting } };
};
