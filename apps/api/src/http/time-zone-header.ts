import { isValidTimeZone } from "@griya/domain/zoned-time";
import type { FastifyRequest } from "fastify";
import { validationFailed } from "./http-error.js";

const UNKNOWN_TIME_ZONE = "Zona waktu tidak dikenal. Gunakan nama zona IANA, misalnya Asia/Jakarta.";

/** X-Timezone decides how dates are read and shown, so an unknown zone is refused rather than guessed. */
export async function checkTimeZoneHeader(request: FastifyRequest): Promise<void> {
  const zone = request.headers["x-timezone"];
  if (zone === undefined) return;
  if (typeof zone !== "string" || zone.length > 64 || !isValidTimeZone(zone)) {
    throw validationFailed({ "X-Timezone": [UNKNOWN_TIME_ZONE] });
  }
}
