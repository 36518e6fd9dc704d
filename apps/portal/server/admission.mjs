import { refuse, REFUSALS } from "./refusal.mjs";

/** Page renders in progress at once when PORTAL_MAX_IN_FLIGHT is unset (docs/adr/0073). */
export const DEFAULT_MAX_IN_FLIGHT = 8;

/** How long the event loop may be busy in one turn before a page is refused, when PORTAL_MAX_EVENT_LOOP_DELAY_MS is unset. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 100;

/** Seconds a refused visitor (or crawler) should wait before asking again; the API's own is the same. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A limit from the environment: a whole number from `min`; unset or empty, the default. Anything else stops the
 * server at start with the variable's name.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @returns {number}
 */
function wholeNumber(env, name, fallback, min) {
  const value = env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < min)
    throw new Error(`${name} must be a whole number from ${min}, not "${value}"`);
  return limit;
}

/**
 * PORTAL_MAX_IN_FLIGHT and PORTAL_MAX_EVENT_LOOP_DELAY_MS, validated.
 * @param {Record<string, string | undefined>} env
 * @returns {{ maxInFlight: number, maxEventLoopDelayMs: number }}
 */
export function admissionLimits(env) {
  return {
    maxInFlight: wholeNumber(env, "PORTAL_MAX_IN_FLIGHT", DEFAULT_MAX_IN_FLIGHT, 1),
    // 0: no limit on the busy turn.
    maxEventLoopDelayMs: wholeNumber(env, "PORTAL_MAX_EVENT_LOOP_DELAY_MS", DEFAULT_MAX_EVENT_LOOP_DELAY_MS, 0),
  };
}

/**
 * A clock of the event loop's current turn, as the API's (apps/api/src/platform/http/event-loop-turn.ts): the
 * milliseconds since its first call in this turn; a setImmediate, run once the turn's I/O callbacks are done,
 * starts the next at 0. Renders that run one after another in a turn make every request read later wait.
 * @param {() => number} [clock]
 * @returns {() => number}
 */
export function eventLoopTurn(clock = () => performance.now()) {
  /** @type {number | undefined} */
  let startedAt;
  const next = () => {
    startedAt = undefined;
  };
  return () => {
    const at = clock();
    if (startedAt === undefined) {
      startedAt = at;
      setImmediate(next);
    }
    return at - startedAt;
  };
}

/**
 * Admission control of page renders (docs/adr/0073): past `maxInFlight` renders in progress, or once the event loop
 * has been busy for `maxEventLoopDelayMs` in its current turn, the next page is answered 503 with Retry-After at
 * once, with the small Indonesian page of the other refusals, instead of queueing behind the others and making
 * every visitor wait. Mounted right before React Router: static files and `/api` (the API admits its own) never
 * reach it.
 * @param {{ maxInFlight: number, maxEventLoopDelayMs: number }} limits
 * @returns {import("express").RequestHandler}
 */
export function admitPageRenders({ maxInFlight, maxEventLoopDelayMs }) {
  let inFlight = 0;
  const turn = eventLoopTurn();
  return (req, res, next) => {
    if (inFlight >= maxInFlight || (maxEventLoopDelayMs > 0 && turn() >= maxEventLoopDelayMs)) {
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
