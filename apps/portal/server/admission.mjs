import { refuse, REFUSALS } from "./refusal.mjs";

/** Page renders in progress at once when PORTAL_MAX_IN_FLIGHT is unset (docs/adr/0073). */
export const DEFAULT_MAX_IN_FLIGHT = 16;

/** Seconds a refused visitor (or crawler) should wait before asking again; the API's own is the same. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * PORTAL_MAX_IN_FLIGHT: a positive whole number; unset or empty, the default. Anything else stops the server at
 * start with the variable's name.
 * @param {string | undefined} value
 * @returns {number}
 */
export function maxInFlightSetting(value) {
  if (value === undefined || value.trim() === "") return DEFAULT_MAX_IN_FLIGHT;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`PORTAL_MAX_IN_FLIGHT must be a positive whole number, not "${value}"`);
  }
  return limit;
}

/**
 * Admission control of page renders (docs/adr/0073): past `maxInFlight` renders in progress the next page is
 * answered 503 with Retry-After at once, with the small Indonesian page of the other refusals, instead of queueing
 * behind the others and making every visitor wait. Mounted right before React Router: static files and `/api`
 * (the API admits its own) never reach it.
 * @param {{ maxInFlight: number }} options
 * @returns {import("express").RequestHandler}
 */
export function admitPageRenders({ maxInFlight }) {
  let inFlight = 0;
  return (req, res, next) => {
    if (inFlight >= maxInFlight) {
      refuse(req, res, 503, REFUSALS.busy, {
        // A cache or CDN in front must not keep the refusal as the page.
        headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS), "cache-control": "no-store" },
      });
      return;
    }
    inFlight++;
    // "close" comes once whether the page was sent or the visitor went away, so no render is counted forever.
    res.once("close", () => inFlight--);
    next();
  };
}
