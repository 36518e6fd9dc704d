import type { RequestHandler } from "express";

export const DEFAULT_MAX_IN_FLIGHT: number;
export const BUSY_RETRY_AFTER_SECONDS: number;

/** PORTAL_MAX_IN_FLIGHT, validated: a positive whole number, the default when unset; throws otherwise. */
export function maxInFlightSetting(value: string | undefined): number;

/** Past `maxInFlight` page renders in progress, the next page is answered 503 with Retry-After at once. */
export function admitPageRenders(options: { maxInFlight: number }): RequestHandler;
