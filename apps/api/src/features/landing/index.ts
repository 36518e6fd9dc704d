export { getLandingPage } from "./get-landing-page.js";
export { refreshPlaceMarketStats } from "./market-stats-repository.js";
export { refreshPlaceSlugs } from "./place-slug-repository.js";

/** The job's name in logs and metrics. */
export const PLACE_STATS_JOB = "place-stats";
export { indexableLandingCount, indexableLandingPages } from "./landing-repository.js";
export { slugify } from "./place-slug-rules.js";
