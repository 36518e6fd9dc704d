import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppDb } from "../db/client.js";
import { HttpError } from "../http/http-error.js";
import { securityEvent } from "../http/security-event.js";
import { rateLimitRefusals } from "../ops/metrics.js";
import { clientKey } from "./client-key.js";
import { RATE_LIMITS, SLOW_DOWN, type Limit, type RateLimitedAction } from "./limits.js";
import { pacing } from "./pause.js";
import { countAttempt, giveBackAttempt, sweepEndedBuckets } from "./rate-limit-repository.js";

export type Hit = { bucket: string; hits: number; retryAfter: number };

/**
 * Counts one attempt in a fixed window, atomically and on the database clock, so every API process shares the
 * count. A bucket's window starts at its first attempt and lasts windowSeconds; the first attempt after it
 * ends starts a new one (in the same statement: the SET expressions all read the old row).
 */
export async function hit(db: AppDb, bucket: string, limit: Limit): Promise<Hit> {
  const row = await countAttempt(db, bucket, limit.windowSeconds);
  // Old buckets are useless once their window ended; sweep them now and then instead of on every call.
  if (Math.random() < 0.01) await sweepEndedBuckets(db);
  return { bucket, hits: row.hits, retryAfter: row.retry_after };
}

/** Gives back an attempt that turned out fine (a successful login does not use up the budget). */
export async function refund(db: AppDb, hits: Hit[]): Promise<void> {
  for (const h of hits) {
    await giveBackAttempt(db, h.bucket);
  }
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Terlalu banyak percobaan. Coba lagi dalam ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} menit.`;
}

/** 429 with the Indonesian text, `retry_after` and the Retry-After header. */
function tooManyRequests(retryAfterSeconds: number, message = tooManyAttemptsMessage(retryAfterSeconds)): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { errors: message, retry_after: seconds }, { "retry-after": String(seconds) });
}

/** A refusal by a rate-limit rule: recorded as a security event, answered 429. */
export function refuseThrottled(
  request: FastifyRequest,
  rule: string,
  retryAfterSeconds: number,
  message?: string,
): HttpError {
  securityEvent(request, "throttled", { rule });
  rateLimitRefusals.inc({ rule });
  return tooManyRequests(retryAfterSeconds, message);
}

/** How long an attempt waits when its target is `hits - max` attempts past its ceiling (0 below it). */
export function slowDownMs(hits: number, max: number): number {
  return Math.min(SLOW_DOWN.maxMs, Math.max(0, hits - max) * SLOW_DOWN.stepMs);
}

/**
 * Counts the attempt against the client address, the (address, target) pair and the target (e-mail, phone or
 * account); refuses with 429 when the address or the pair is over its limit, and past the target's ceiling
 * slows the attempt down instead of refusing it, so nobody elsewhere can lock the owner out (ADR 0017).
 * request.ip is the client as established through the trusted proxy chain (API_TRUST_PROXY).
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  action: RateLimitedAction,
  target: string,
): Promise<Hit[]> {
  const { db } = request.server.database;
  const limits = RATE_LIMITS[action];
  const client = clientKey(request.ip);
  const subject = target.trim().toLowerCase();
  const byIp = await hit(db, `${action}:ip:${client}`, limits.ip);
  const byPair = await hit(db, `${action}:pair:${client}:${subject}`, limits.pair);
  const byTarget = await hit(db, `${action}:target:${subject}`, limits.target);
  const over = [
    byIp.hits > limits.ip.max ? byIp.retryAfter : 0,
    byPair.hits > limits.pair.max ? byPair.retryAfter : 0,
    "refuse" in limits.target && byTarget.hits > limits.target.max ? byTarget.retryAfter : 0,
  ];
  const wait = Math.max(...over);
  if (wait > 0) throw refuseThrottled(request, action, wait);
  const delay = "refuse" in limits.target ? 0 : slowDownMs(byTarget.hits, limits.target.max);
  if (delay > 0) {
    // Attempts from many addresses at one target: worth an operator's look. The target is an e-mail or a phone
    // number, so the log names it by a digest: the same target gives the same one, the number itself stays out.
    if (byTarget.hits === limits.target.max + 1) {
      request.log.warn(
        { action, target: targetDigest(subject) },
        "rate limit: target past its ceiling, attempts slowed",
      );
    }
    await pacing.pause(delay);
  }
  return [byIp, byPair, byTarget];
}

/** A short, stable digest of a rate-limited target (e-mail, phone) for the log, never the target itself. */
export function targetDigest(subject: string): string {
  return createHash("sha256").update(subject).digest("hex").slice(0, 12);
}
