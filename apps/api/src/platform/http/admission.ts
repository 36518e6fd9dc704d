import type { FastifyInstance } from "fastify";
import { busyRefusals } from "../ops/metrics.js";
import { eventLoopTurn } from "./event-loop-turn.js";
import { MESSAGES } from "./http-error.js";

/**
 * Answered whatever the load: the probes (a busy process is alive and ready; failing them would get it restarted
 * or taken out, which only moves the load) and the payment gateway's notifications (an order is paid once the
 * gateway says so; a 503 would only be retried by the gateway later, delaying the agent's purchase).
 */
export const ALWAYS_ADMITTED: ReadonlySet<string> = new Set([
  "getHealth",
  "getReadiness",
  "receivePaymentNotification",
]);

/** Seconds a refused client should wait before sending the request again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export type AdmissionLimits = {
  /** Requests in progress past which the next is refused (API_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** How long the event loop may have been busy in its current turn before a request is refused; 0 = no limit. */
  maxEventLoopDelayMs: number;
};

/**
 * Admission control (docs/adr/0073): an operation is answered 503 with Retry-After at once, before its body is
 * read or anything else runs, when `maxInFlight` requests are already in progress (work that waits on the database
 * server piles up there) or the event loop has been busy for `maxEventLoopDelayMs` in its current turn (work done
 * one request after another, PGlite's or the CPU's, piles up there: the requests still to be read would wait for it).
 * The requests admitted keep their latency; requests no operation takes (404, 405) are cheap and pass.
 * Installed before every other request hook but the request id.
 */
export function installAdmission(app: FastifyInstance, limits: AdmissionLimits): void {
  let inFlight = 0;
  const turn = eventLoopTurn();
  app.addHook("onRequest", (request, reply, done) => {
    const operationId = request.routeOptions.config?.operationId;
    if (operationId === undefined) return done();
    const busy =
      inFlight >= limits.maxInFlight || (limits.maxEventLoopDelayMs > 0 && turn() >= limits.maxEventLoopDelayMs);
    if (busy && !ALWAYS_ADMITTED.has(operationId)) {
      busyRefusals.inc();
      // Sent from here, not thrown: the error handler logs every 5xx, and a log line per refusal is load too.
      void reply
        .code(503)
        .header("retry-after", String(BUSY_RETRY_AFTER_SECONDS))
        .send({ errors: MESSAGES.serverBusy });
      return;
    }
    inFlight++;
    // "close" comes once whether the answer was sent or the client went away, so no request is counted forever.
    reply.raw.once("close", () => inFlight--);
    done();
  });
}
