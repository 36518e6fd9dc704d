import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import * as v from "valibot";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { saveRepostSchedulesSchema, scheduleNeedsActiveListing } from "@griya/domain/repost-schedule-schemas";
import { authOf } from "../../kernels/auth/authenticate.js";
import { requestTimeZone } from "../../platform/http/request-time-zone.js";
import { invalidField, invalidFields, notFound } from "../../platform/openapi/refusal.js";
import { LISTING_NOT_FOUND } from "../listings/index.js";
import { saveListingSchedules } from "./save-repost-schedules-service.js";
import { clock } from "../../platform/clock.js";

/** The zone's canonical IANA name ("asia/jakarta" → "Asia/Jakarta"), as the job and the texts read it. */
function canonicalZone(timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
}

/**
 * POST /api/repost_schedules {listing_uuid, schedules}: replaces the schedule of the caller's own listing in one
 * transaction; an empty list removes it. Times and "today" are read in the caller's X-Timezone, which the
 * schedule keeps. Only an ACTIVE listing can be given slots (a repost needs one).
 */
export const saveRepostSchedules: OperationHandler<"saveRepostSchedules"> = async (request) => {
  const { userId } = authOf(request);
  const timeZone = canonicalZone(requestTimeZone(request));
  const now = clock.now();
  const parsed = v.safeParse(saveRepostSchedulesSchema({ now, timeZone }), request.body);
  if (!parsed.success) return invalidFields(fieldErrors(parsed.issues));
  const { listing_uuid, schedules } = parsed.output;

  const result = await saveListingSchedules(request.server.database.db, userId, listing_uuid, schedules, timeZone, now);
  if (!result.ok && result.reason === "not_found") return notFound(LISTING_NOT_FOUND);
  if (!result.ok) return invalidField("listing_uuid", scheduleNeedsActiveListing());
  return { data: result.items };
};
