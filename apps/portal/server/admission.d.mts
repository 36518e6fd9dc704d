import type { RequestHandler } from "express";

export const DEFAULT_MAX_IN_FLIGHT: number;
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS: number;
export const BUSY_RETRY_AFTER_SECONDS: number;

export type AdmissionLimits = { maxInFlight: number; maxEventLoopDelayMs: number };

/** PORTAL_MAX_IN_FLIGHT (from 1) and PORTAL_MAX_EVENT_LOOP_DELAY_MS (from 0, no limit), defaults when unset; throws otherwise. */
export function admissionLimits(env: Record<string, string | undefined>): AdmissionLimits;

/** Milliseconds since this clock's first call in the event loop's current turn. */
export function eventLoopTurn(clock?: () => number): () => number;

/** Past either limit the next page is answered 503 with Retry-After at once. */
export function admitPageRenders(limits: AdmissionLimits): RequestHandler;
