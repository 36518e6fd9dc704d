import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { MESSAGES } from "../../platform/http/http-error.js";
import { listOutbox } from "../../platform/messaging/outbox-repository.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { normalizePhone } from "@griya/domain/account-schemas";

/** E-mail addresses are stored lowercased and phones as "08…"; the filter is read the same way. */
function recipientOf(to: string): string {
  const trimmed = to.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase();
  return normalizePhone(trimmed) ?? trimmed;
}

/** GET /api/dev/outbox: development only; in production the route behaves as if it did not exist. */
export const listDevOutbox: OperationHandler<"listDevOutbox"> = async (request) => {
  if (request.server.config.env === "production") return notFound(MESSAGES.routeNotFound);
  const { to } = request.query;
  const rows = await listOutbox(
    request.server.database.db,
    to === undefined || to.trim() === "" ? undefined : recipientOf(to),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      channel: r.channel,
      subject: r.subject,
      text: r.text_body,
      links: r.links,
      otp: r.otp,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
};
