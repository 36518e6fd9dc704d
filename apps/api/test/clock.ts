import type { FastifyInstance } from "fastify";

/**
 * Lets business time pass for a test app through the development tool a developer uses (POST
 * /api/dev/clock/advance, ADR 0062): the clock moves forward and every time-driven job runs once.
 */
export async function letTimePass(app: FastifyInstance, seconds: number) {
  const res = await app.inject({ method: "POST", url: "/api/dev/clock/advance", payload: { seconds } });
  if (res.statusCode !== 200) throw new Error(`moving the clock failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { now: string; offset_seconds: number; jobs: { job: string; processed: number }[] };
}

export const DAY_SECONDS = 86_400;
