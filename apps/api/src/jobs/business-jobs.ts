import type { FastifyInstance } from "fastify";
import { expireDueListings, LISTING_EXPIRY_JOB } from "../features/listings/index.js";
import { PLACE_STATS_JOB, refreshPlaceMarketStats } from "../features/landing/index.js";
import { expireDueOrders, ORDER_EXPIRY_JOB } from "../features/orders/index.js";
import { PHOTO_RECLAIM_JOB, reclaimUnusedPhotos } from "../kernels/files/reclaim-unused-photos.js";
import { clock } from "../platform/clock.js";
import type { Config } from "../platform/config.js";
import { startPeriodicJob, type PeriodicJob } from "../platform/scheduler/periodic-job.js";
import { REPOST_SCHEDULE_JOB, runDueRepostSchedules } from "./run-due-repost-schedules.js";

type BusinessJob = {
  name: string;
  /** 0 turns the job off in this process. */
  intervalSeconds: (config: Config) => number;
  /** Does the work due at the clock's now; returns how many things it processed. Safe in many processes. */
  run: (app: FastifyInstance) => Promise<number>;
};

/**
 * The jobs that act when business time passes (ADR 0062). Every API process runs each one periodically (start.ts);
 * moving the development clock runs each once, so what fell due is done before the answer. A job that spans
 * several modules lives in this folder (ADR 0057).
 */
const BUSINESS_JOBS: BusinessJob[] = [
  {
    name: ORDER_EXPIRY_JOB,
    intervalSeconds: (c) => c.orderExpiryIntervalSeconds,
    run: (app) => expireDueOrders(app.database.db),
  },
  {
    name: REPOST_SCHEDULE_JOB,
    intervalSeconds: (c) => c.repostScheduleIntervalSeconds,
    run: (app) => runDueRepostSchedules(app.database.db, clock.now(), app.messenger),
  },
  {
    name: LISTING_EXPIRY_JOB,
    intervalSeconds: (c) => c.listingExpiryIntervalSeconds,
    run: (app) => expireDueListings(app.database.db, clock.now()),
  },
  {
    name: PHOTO_RECLAIM_JOB,
    intervalSeconds: (c) => c.photoReclaimIntervalSeconds,
    run: (app) => reclaimUnusedPhotos(app.database.db, app.storage, clock.now()),
  },
  {
    // Last: the numbers count what the jobs above left public.
    name: PLACE_STATS_JOB,
    intervalSeconds: (c) => c.placeStatsIntervalSeconds,
    run: (app) => refreshPlaceMarketStats(app.database.db, clock.now()),
  },
];

/** Starts every business job that its interval does not turn off. */
export function startBusinessJobs(app: FastifyInstance): PeriodicJob[] {
  return BUSINESS_JOBS.filter((job) => job.intervalSeconds(app.config) > 0).map((job) =>
    startPeriodicJob(job.name, job.intervalSeconds(app.config) * 1000, () => job.run(app), app.log),
  );
}

/** Runs every business job once, one after another, in the order above (orders expire before reposts run). */
export async function runBusinessJobsOnce(app: FastifyInstance): Promise<{ job: string; processed: number }[]> {
  const done: { job: string; processed: number }[] = [];
  for (const job of BUSINESS_JOBS) done.push({ job: job.name, processed: await job.run(app) });
  return done;
}
