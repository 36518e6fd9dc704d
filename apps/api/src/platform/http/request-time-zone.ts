import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import type { FastifyRequest } from "fastify";

/** The caller's X-Timezone (already checked by checkTimeZoneHeader), else the business zone. */
export function requestTimeZone(request: FastifyRequest): string {
  const zone = request.headers["x-timezone"];
  return typeof zone === "string" ? zone : DEFAULT_TIME_ZONE;
}
