import { clock } from "../platform/clock.js";
import { moveClockForward } from "../platform/db/clock-offset-repository.js";
import { MESSAGES } from "../platform/http/http-error.js";
import type { OperationHandler } from "../platform/openapi/operation-handler.js";
import { notFound } from "../platform/openapi/refusal.js";
import { runBusinessJobsOnce } from "./business-jobs.js";

const clockNow = () => ({ now: clock.now().toISOString(), offset_seconds: clock.offsetSeconds() });

/** GET /api/dev/clock (development only, ADR 0062). */
export const getDevClock: OperationHandler<"getDevClock"> = async (request) => {
  if (request.server.config.env === "production") return notFound(MESSAGES.routeNotFound);
  return { data: clockNow() };
};

/** POST /api/dev/clock/advance (development only): time passes, then every time-driven job runs once. */
export const advanceDevClock: OperationHandler<"advanceDevClock"> = async (request) => {
  const { config, database } = request.server;
  if (config.env === "production") return notFound(MESSAGES.routeNotFound);
  await moveClockForward(database.db, request.body.seconds, config.env);
  const jobs = await runBusinessJobsOnce(request.server);
  return { data: { ...clockNow(), jobs } };
};
