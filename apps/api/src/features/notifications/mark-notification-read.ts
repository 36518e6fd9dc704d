import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { markNotificationRead as markRead } from "./notification-repository.js";
import { presentNotification } from "./present-notification.js";

const NOTIFICATION_NOT_FOUND = "Notifikasi tidak ditemukan.";

/** POST /api/notifications/read {uuid}: another agent's notification answers 404 like a missing one. */
export const markNotificationRead: OperationHandler<"markNotificationRead"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body;
  const row = await markRead(request.server.database.db, userId, uuid);
  if (!row) return notFound(NOTIFICATION_NOT_FOUND);
  return { data: presentNotification(row) };
};
