import { isValidTimeZone } from "@griya/domain/zoned-time";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { validationFailed } from "./http-error.js";

const UNKNOWN_TIME_ZONE = "Zona waktu tidak dikenal. Gunakan nama zona IANA, misalnya Asia/Jakarta.";

/** X-Timezone decides how dates are read and shown, so an unknown zone is refused rather than guessed. */
export function checkTimeZoneHeader(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const zone = request.headers["x-timezone"];
  const known = zone === undefined || (typeof zone === "string" && zone.length <= 64 && isValidTimeZone(zone));
  done(known ? undefined : validationFailed({ "X-Timezone": [UNKNOWN_TIME_ZONE] }));
}
